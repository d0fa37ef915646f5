import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, specOnly } from './fixtures';
import { devRoute } from './support/demo-setup';
import { accounts, backendUrl, logIn } from './support/live-game';

/**
 * The expert console end to end: an expert runs the seeded live game from /expert/{id} while two teams play in
 * their own browsers and a second expert (a judge) checks sheets in parallel. Locks, a reload mid-round, an appeal
 * accepted, scores, the next round's answers, one team's sheet opened from its answer group, the finish; axe on
 * every state, in ru and once in en and fr.
 */

interface Account {
  email: string;
  password: string;
}
interface Fixture {
  gameId: number;
  host: Account;
  judge: Account;
  team1: Account & { participantId: number };
  team2: Account & { participantId: number };
}

/**
 * The console's own game (the London game live by the clock), its host and judge and two teams, set up through the
 * backend's demo-mode route (POST /dev/fixtures/expert-console): the live-game and chat specs play other games meanwhile.
 */
function prepare({ reset = false } = {}): Promise<Fixture> {
  return devRoute<Fixture>('POST', '/dev/fixtures/expert-console', { reset });
}

async function expertPage(browser: Browser, baseURL: string, email: string, locale = 'ru-RU') {
  const tokens = await logIn(email, true);
  const context = await browser.newContext({ locale });
  await context.addCookies([
    { name: 'expert_token', value: tokens.access_token, url: baseURL, sameSite: 'Lax' },
    { name: 'expert_refresh', value: tokens.refresh_token, url: baseURL, sameSite: 'Lax' },
  ]);
  return { context, page: await context.newPage() };
}

async function teamPage(browser: Browser, baseURL: string, account: Account) {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const response = await fetch(`${backendUrl}/api/base/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  await context.addCookies([
    { name: 'auth_token', value: tokens.access_token, url: baseURL, sameSite: 'Lax' },
    { name: 'auth_refresh', value: tokens.refresh_token, url: baseURL, sameSite: 'Lax' },
  ]);
  return { context, page: await context.newPage() };
}

const control = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** GET .../answers?tourNumber=N as the platform answers it: the answer shown to players, per question. */
async function correctAnswers(expert: Account, gameId: number, tourNumber: number): Promise<string[]> {
  const response = await fetch(`${backendUrl}/api/live/v1/experts/games/${gameId}/answers?tourNumber=${tourNumber}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${(await logIn(expert.email, true)).access_token}` },
  });
  const reply = (await response.json()) as { items: { questions: { answer: string }[] }[] };
  return reply.items[0]!.questions.map((question) => question.answer);
}
const status = (page: Page) => page.getByTestId('round-status');
const answer = (page: Page, n: number) => page.getByRole('textbox', { name: `Вопрос ${n}`, exact: true });

test('an expert runs a game with two teams and a second expert checking in parallel', async ({ browser, baseURL }) => {
  test.setTimeout(6 * 60_000);
  // A retry replays the journey from the start: the game's play so far is wiped.
  const fixture = await prepare({ reset: test.info().retry > 0 });
  const { gameId } = fixture;
  const host = await expertPage(browser, baseURL!, fixture.host.email);
  const judge = await expertPage(browser, baseURL!, fixture.judge.email, 'en-GB');
  const team1 = await teamPage(browser, baseURL!, fixture.team1);
  const team2 = await teamPage(browser, baseURL!, fixture.team2);
  const url = `/expert/${gameId}`;
  const e = host.page;

  await test.step('the console in French, then in Russian: waiting for round 1', async () => {
    await e.goto(`/fr${url}`);
    await expect(status(e)).toHaveText('Entre deux manches · 0 sur 7 jouées');
    await expect(e.getByTestId('connection')).toHaveText('En ligne');
    await expectNoAxeViolations(e);
    await e.goto(url);
    await expect(status(e)).toHaveText('Между раундами · сыграно 0 из 7');
    await expect(control(e, 'Открыть приём ответов')).toBeDisabled();
    await expect(control(e, 'Закрыть раунд')).toBeDisabled();
    await team1.page.goto(`/game/${fixture.team1.participantId}`);
    await team2.page.goto(`/game/${fixture.team2.participantId}`);
    await expect(e.getByTestId('figure-participants')).toHaveText('2');
    await expectNoAxeViolations(e);
  });

  let openedAt = 0;
  await test.step('start round 1, open answers: the open control stays locked', async () => {
    await expect(e.getByRole('combobox', { name: 'Раунд' }).first()).toHaveValue('1');
    await control(e, 'Начать раунд').click();
    await expect(status(e)).toHaveText('Раунд 1 из 7 · ответы ещё не открыты');
    await expect(e.getByTestId('announce-polite')).toContainText('Начался раунд 1.');
    await expect(control(e, 'Начать раунд')).toBeDisabled();
    await expectNoAxeViolations(e);
    openedAt = Date.now();
    await control(e, 'Открыть приём ответов').click();
    await expect(status(e)).toHaveText('Раунд 1 из 7 · приём ответов');
    // Answers are open: no countdown to a button that stays unavailable anyway (its line keeps its place, empty).
    await expect(e.getByTestId('open-lock')).toHaveText('');
    await expect(control(e, 'Открыть приём ответов')).toBeDisabled();
  });

  await test.step('teams answer; the expert reloads mid-round and carries on', async () => {
    await answer(team1.page, 1).fill('Ответ А');
    await answer(team1.page, 2).fill('Волга');
    await answer(team2.page, 1).fill('ответ  а!');
    await answer(team2.page, 2).fill('Дон');
    await e.reload();
    await expect(status(e)).toHaveText('Раунд 1 из 7 · приём ответов');
    await expect(e.getByTestId('connection')).toHaveText('На связи');
    await expect(control(e, 'Закрыть раунд')).toBeEnabled();
    await expectNoAxeViolations(e);
    await control(e, 'Закрыть раунд').click();
    await expect(status(e)).toHaveText('Между раундами · сыграно 1 из 7');
    // Both sheets are collected automatically at the close.
    await expect(e.getByTestId('figure-stack')).toHaveText('2', { timeout: 20_000 });
    await expect(e.getByTestId('figure-in-tour')).toHaveText('2');
  });

  await test.step('identical answers are grouped: one group for "Ответ А" and "ответ  а!" (spec-only: no groups view)', async () => {
    if (specOnly) {
      // The backend has no grouping: the panel is not offered, and nothing says an error.
      await expect(e.getByRole('heading', { name: 'Одинаковые ответы' })).toHaveCount(0);
      await expect(e.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
      return;
    }
    await e.getByRole('button', { name: 'Обновить' }).click();
    const group = e.getByTestId('answer-groups').locator('li').filter({ hasText: 'Ответ А' });
    await expect(group).toContainText('ответ а!');
    await expect(group).toContainText('2 команды');
  });

  await test.step('two experts check in parallel; no sheet is handed to both', async () => {
    const j = judge.page;
    await j.goto(`/en${url}`);
    await expect(status(j)).toHaveText('Between rounds · 1 of 7 played');
    await control(e, 'Начать проверку').click();
    const hostSheet = e.getByTestId('sheet');
    await expect(hostSheet).toBeFocused();
    // A reload with a sheet open: checking goes on with the same sheet (it never went back to the stack), focused.
    const held = await hostSheet.getAttribute('data-sheet-id');
    await e.reload();
    await expect(hostSheet).toHaveAttribute('data-sheet-id', held!);
    await expect(hostSheet).toBeFocused();
    await expect(control(e, 'Остановить проверку')).toBeVisible();
    await control(j, 'Start checking').click();
    const judgeSheet = j.getByTestId('sheet');
    await expect(judgeSheet).toBeVisible();
    const [hostId, judgeId] = [await hostSheet.getAttribute('data-sheet-id'), await judgeSheet.getAttribute('data-sheet-id')];
    expect(hostId).not.toBe(judgeId);
    // The correct answers on the sheet are those of GET .../answers (the spec's call; the sheet has only the team's).
    const correct = await correctAnswers(fixture.host, gameId, 1);
    await expect(hostSheet.getByRole('checkbox').nth(1)).toHaveAccessibleDescription(new RegExp(`^правильный: ${escapeRegExp(correct[1]!)}`));
    await expectNoAxeViolations(e);
    await expectNoAxeViolations(j);
    // Keyboard only: question 1 correct, the rest wrong, Enter sends.
    for (const [page, sheet] of [
      [e, hostSheet],
      [j, judgeSheet],
    ] as const) {
      const first = sheet.getByRole('checkbox').first();
      if (await first.isChecked()) await page.keyboard.press('1');
      for (const n of [1, 2]) {
        const box = sheet.getByRole('checkbox').nth(n);
        if (await box.isChecked()) await page.keyboard.press(String(n + 1));
      }
      await page.keyboard.press('1');
      await expect(sheet.getByRole('checkbox').first()).toBeChecked();
      await page.keyboard.press('Enter');
    }
    await expect(e.getByTestId('checked-sheets').locator('li')).toHaveCount(1);
    await expect(j.getByTestId('checked-sheets').locator('li')).toHaveCount(1);
    const checked = async (page: Page) => page.getByTestId('checked-sheets').locator('li').first().innerText();
    expect(await checked(e)).not.toBe(await checked(j));
    await expect(e.getByTestId('figure-stack')).toHaveText('0');
    await expect(e.getByTestId('checking-idle')).toHaveText('Бланков в очереди нет. Следующий откроется, как только придёт.');
  });

  await test.step('the team appeals; the expert accepts it with a reply and a comment (spec-only: read-only appeals)', async () => {
    await team1.page.getByRole('tab', { name: /Ответы/ }).click();
    const round = team1.page.getByRole('article', { name: 'Раунд 1' });
    await expect(round).toContainText('проверен');
    await round.getByRole('button', { name: 'Подать апелляцию по вопросу 2' }).click();
    await round.getByRole('textbox', { name: 'Почему ответ должен быть засчитан' }).fill('Волга тоже подходит.');
    await round.getByRole('button', { name: 'Отправить апелляцию' }).click();
    await expect(e.getByTestId('appeals-new')).toHaveText('новая');
    await expect(e.getByTestId('announce-polite')).toContainText('Новая апелляция.');
    await e.getByRole('button', { name: 'Открыть: «Полиглоты», вопрос 2' }).click();
    await expect(e.getByTestId('appeals-new')).toHaveCount(0);
    const detail = e.getByTestId('appeal-detail');
    await expect(detail).toContainText('Волга тоже подходит.');
    await expectNoAxeViolations(e);
    await detail.getByRole('button', { name: 'Принять' }).click();
    await expect(detail.getByRole('alert')).toHaveText('Напишите ответ команде.');
    await detail.getByRole('textbox', { name: 'Ответ команде' }).fill('Засчитано.');
    await detail.getByRole('textbox', { name: 'Комментарий для экспертов (необязательно)' }).fill('Синоним из словаря.');
    await detail.getByRole('button', { name: 'Принять' }).click();
    if (specOnly) {
      // No appeal decisions on this backend: the appeals become read-only, said in words, and the reply is kept.
      await expect(detail.getByTestId('appeal-read-only')).toContainText('Этот сервер не принимает решения по апелляциям из пульта');
      await expect(detail.getByTestId('appeal-read-only')).toBeFocused();
      await expect(detail.getByRole('textbox', { name: 'Неотправленный ответ команде' })).toHaveValue('Засчитано.\n\nСиноним из словаря.');
      await expect(detail.getByRole('button', { name: 'Принять' })).toHaveCount(0);
      await expect(e.getByTestId('appeals-read-only')).toBeVisible();
      await expect(e.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
      await expectNoAxeViolations(e);
      return;
    }
    await expect(detail.getByTestId('appeal-resolved')).toContainText('принята');
    await expect(round.getByTestId('appeal-1-2')).toContainText('Апелляция одобрена');
  });

  await test.step("show the next round's answers; show scores is locked during the call and 1 s after", async () => {
    await control(e, 'Показать ответы раунда 1').click();
    await expect(e.getByTestId('announce-polite')).toContainText('Игрокам показаны ответы раунда 1.');
    await expect(control(e, 'Показать ответы раунда 2')).toBeDisabled();
    // The other expert's console follows and says so (spec-only: from its re-read of the state, within seconds).
    await expect(judge.page.getByTestId('announce-polite')).toContainText('Players can now see the answers of round 1.');
    // A call that fails says why in words, and the lock still holds for 1 s after it.
    await e.route('**/experts/games/*/showScores', (route) => route.abort(), { times: 1 });
    const failedAt = Date.now();
    await control(e, 'Показать рейтинг').click();
    await expect(e.getByRole('alert').filter({ hasText: '«Показать рейтинг» не выполнено: нет связи с сервером. Попробуйте ещё раз.' })).toBeVisible();
    await expect(control(e, 'Показать рейтинг')).toBeEnabled({ timeout: 5_000 });
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(1000);
    const clicked = Date.now();
    await control(e, 'Показать рейтинг').click();
    await expect(e.getByRole('button', { name: /Показ(ать|ываем) рейтинг/ })).toBeDisabled();
    await expect(e.getByTestId('announce-polite')).toContainText('Рейтинг показан игрокам.');
    await expect(e.getByRole('button', { name: /Показ(ать|ываем) рейтинг/ })).toBeDisabled();
    await expect(control(e, 'Показать рейтинг')).toBeEnabled({ timeout: 5_000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1000);
    await expectNoAxeViolations(e);
  });

  await test.step("the host locks and unlocks the chat; the judge's console follows (spec-only: no ChatUnLocked to experts)", async () => {
    const j = judge.page;
    await expect(j.getByTestId('chat-status')).toHaveText('Chat open');
    await e.getByRole('button', { name: 'Закрыть чат', exact: true }).click();
    await expect(e.getByTestId('chat-status')).toHaveText('Чат закрыт');
    await expect(j.getByTestId('chat-status')).toHaveText('Chat locked');
    await expect(j.getByTestId('announce-polite')).toContainText('The game chat is locked.');
    await e.getByRole('button', { name: 'Открыть чат', exact: true }).click();
    await expect(e.getByTestId('chat-status')).toHaveText('Чат открыт');
    await expect(j.getByTestId('chat-status')).toHaveText('Chat open');
    await expect(j.getByTestId('announce-polite')).toContainText('The game chat is open.');
  });

  await test.step('the buzzer: switched on, teams press, the order is live, the list cleared', async () => {
    await control(e, 'Включить «Кто первый»').click();
    await expect(e.getByTestId('announce-polite')).toContainText('«Кто первый» включена: команды могут нажимать кнопку.');
    await team1.page.getByRole('button', { name: 'Нажать кнопку' }).click();
    await expect(e.getByTestId('announce-polite')).toContainText('Первой нажала кнопку команда «Полиглоты».');
    await team2.page.getByRole('button', { name: 'Нажать кнопку' }).click();
    await expect(e.getByTestId('reactions').getByRole('listitem')).toHaveText(['1. Полиглоты', /^2\. Bot team \d+$/]);
    await expectNoAxeViolations(e);
    await control(e, 'Очистить список').click();
    await expect(e.getByTestId('reactions')).toHaveCount(0);
    await expect(e.getByTestId('announce-polite')).toContainText('Список нажатий очищен.');
    await control(e, 'Выключить «Кто первый»').click();
    await expect(e.getByTestId('announce-polite')).toContainText('«Кто первый» выключена.');
  });

  await test.step('the 10 s open lock holds into the next round', async () => {
    // Round 2 opens and closes at once; round 3 starts within 10 s of that open.
    await control(e, 'Начать раунд').click();
    await expect(status(e)).toHaveText('Раунд 2 из 7 · ответы ещё не открыты');
    // The judge's console follows the host's start and close (spec-only: from its re-read of the state).
    await expect(judge.page.getByTestId('announce-polite')).toContainText('Round 2 started.');
    await expect(status(judge.page)).toHaveText('Round 2 of 7 · answers not open yet');
    openedAt = Date.now();
    await control(e, 'Открыть приём ответов').click();
    await expect(status(e)).toHaveText('Раунд 2 из 7 · приём ответов');
    await control(e, 'Закрыть раунд').click();
    await expect(status(e)).toHaveText('Между раундами · сыграно 2 из 7');
    await expect(judge.page.getByTestId('announce-polite')).toContainText('Round 2 closed.');
    await expect(status(judge.page)).toHaveText('Between rounds · 2 of 7 played');
    await control(e, 'Начать раунд').click();
    await expect(status(e)).toHaveText('Раунд 3 из 7 · ответы ещё не открыты');
    await expect(control(e, 'Открыть приём ответов')).toBeDisabled();
    await expect(e.getByTestId('open-lock')).toContainText('Кнопка приёма ответов снова доступна через');
    await expect(control(e, 'Открыть приём ответов')).toBeEnabled({ timeout: 15_000 });
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(10_000);
    await control(e, 'Закрыть раунд').click();
    await expect(status(e)).toHaveText('Между раундами · сыграно 3 из 7');
  });

  await test.step("one team's sheet is opened from its answer group, sent, and checking goes on (spec-only: sheet by sheet)", async () => {
    // Both consoles stop taking from the stack, so round 4's sheets wait there.
    await control(e, 'Остановить проверку').click();
    await control(judge.page, 'Stop checking').click();
    await control(e, 'Начать раунд').click();
    await expect(status(e)).toHaveText('Раунд 4 из 7 · ответы ещё не открыты');
    await control(e, 'Открыть приём ответов').click();
    await expect(status(e)).toHaveText('Раунд 4 из 7 · приём ответов');
    await answer(team1.page, 1).fill('Байкал');
    await answer(team2.page, 1).fill('байкал.');
    await control(e, 'Закрыть раунд').click();
    await expect(status(e)).toHaveText('Между раундами · сыграно 4 из 7');
    // Both sheets of round 4 are collected at the close (the stack also holds rounds 2 and 3's unanswered sheets).
    await expect(e.getByTestId('figure-in-tour')).toHaveText('2', { timeout: 20_000 });
    const stack = Number(await e.getByTestId('figure-stack').innerText());
    if (specOnly) {
      // No groups: every sheet is checked one by one from the stack (oldest first), keyboard only, until none is left.
      const sheet = e.getByTestId('sheet');
      const accepted = (await correctAnswers(fixture.host, gameId, 4))[0]!;
      await control(e, 'Начать проверку').click();
      let previous: string | null = null;
      let sawRound4 = false;
      for (let n = 0; n < stack; n++) {
        await expect(sheet).toBeFocused();
        if (previous) await expect(sheet).not.toHaveAttribute('data-sheet-id', previous);
        previous = await sheet.getAttribute('data-sheet-id');
        if (/раунд 4$/.test((await sheet.getByRole('heading').textContent()) ?? '')) {
          sawRound4 = true;
          await expect(sheet.getByRole('checkbox').first()).toHaveAccessibleDescription(new RegExp(`^правильный: ${escapeRegExp(accepted)}`));
        }
        await e.keyboard.press('Enter');
        await expect(e.getByTestId('figure-stack')).toHaveText(String(Math.max(stack - n - 2, 0)));
      }
      expect(sawRound4).toBe(true);
      await expect(e.getByTestId('checking-idle')).toHaveText('Бланков в очереди нет. Следующий откроется, как только придёт.');
      await control(e, 'Остановить проверку').click();
      return;
    }
    await e.getByRole('button', { name: 'Обновить' }).click();
    // Keyboard only: list the group's teams, open the second team's sheet (not the stack's first), send it.
    const teams = e.getByRole('button', { name: /^Команды с ответом «(Байкал|байкал\.) \/ (Байкал|байкал\.)»: 2 команды$/ });
    await teams.focus();
    await e.keyboard.press('Enter');
    await expect(teams).toHaveAttribute('aria-expanded', 'true');
    const open = e.getByRole('button', { name: /^Открыть бланк команды «Bot team/ });
    await open.focus();
    await e.keyboard.press('Enter');
    const sheet = e.getByTestId('sheet');
    await expect(sheet).toBeFocused();
    await expect(sheet.getByRole('heading')).toHaveText(/^Бланк «Bot team \d+» · раунд 4$/);
    await expect(e.getByTestId('announce-polite')).toContainText('открыт для проверки.');
    await expect(e.getByTestId('figure-stack')).toHaveText(String(stack - 1));
    await expect(e.getByRole('button', { name: 'Открыть бланк команды «Полиглоты»' })).toBeDisabled();
    await expectNoAxeViolations(e);
    const taken = await sheet.getAttribute('data-sheet-id');
    await e.keyboard.press('Enter');
    await expect(e.getByTestId('checked-sheets')).toContainText(/«Bot team \d+», раунд 4/);
    // Normal checking goes on: the next sheet comes from the stack; stop gives it back.
    await expect(sheet).toBeVisible();
    await expect(sheet).not.toHaveAttribute('data-sheet-id', taken!);
    await expect(e.getByTestId('figure-stack')).toHaveText(String(stack - 2));
    await control(e, 'Остановить проверку').click();
    await expect(e.getByTestId('figure-stack')).toHaveText(String(stack - 1));
  });

  await test.step('finish asks first, then goes to /expert, which says the game is finished', async () => {
    const name = await e.getByRole('heading', { level: 1 }).textContent();
    await control(e, 'Завершить игру…').click();
    const dialog = e.getByRole('dialog', { name: 'Завершить игру?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(e);
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();
    await expect(status(e)).toHaveText('Между раундами · сыграно 4 из 7');
    await control(e, 'Завершить игру…').click();
    await dialog.getByRole('button', { name: 'Завершить игру', exact: true }).click();
    // The notice takes the focus (read out where the controls were); the address loses its parameter.
    const notice = e.getByTestId('finished-notice');
    await expect(notice).toHaveText(`Игра «${name}» завершена. Результаты окончательные.`);
    await expect(notice).toBeFocused();
    await expect(e).toHaveURL(/\/expert$/);
    await expect(e.getByRole('listitem').filter({ has: e.getByRole('link', { name: name!, exact: true }) })).toContainText('Завершена');
    await expectNoAxeViolations(e);
    await e.reload();
    await expect(e.getByRole('heading', { name: 'Ваши игры' })).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(team1.page.getByTestId('game-finished')).toBeVisible();
  });

  await Promise.all([host, judge, team1, team2].map(({ context }) => context.close()));
});

test('without a session the console is the login page; an expert of other games gets a clear 403', async ({ browser, baseURL, page }) => {
  const fixture = await prepare();
  // No expert session: the login page.
  await page.goto(`/expert/${fixture.gameId}`);
  await expect(page).toHaveURL(/\/expert\/login$/);
  // An expert of other games only: a localised 403 state.
  const judge = await expertPage(browser, baseURL!, fixture.judge.email);
  const games = (await (
    await fetch(`${backendUrl}/api/live/v1/experts/games`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${(await logIn(accounts.expert, true)).access_token}` },
    })
  ).json()) as { items: { id: number }[] };
  const other = games.items.map((g) => g.id).find((id) => id !== fixture.gameId)!;
  await judge.page.goto(`/expert/${other}`);
  await expect(judge.page.getByRole('heading', { level: 1 })).toHaveText(`Нет доступа к игре №${other}`);
  await expect(judge.page.getByRole('link', { name: 'К списку игр' })).toBeVisible();
  await expectNoAxeViolations(judge.page);
  await judge.context.close();
});
