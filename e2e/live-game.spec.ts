import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoGameAxeViolations as expectNoAxeViolations } from './support/game-axe';
import { backendUrl, specOnly } from './fixtures';
import { accounts, ExpertConsole, liveParticipation, resetLiveGame, signIn } from './support/live-game';

/**
 * The live game end to end: two members of one team (two browser contexts) play the seeded live game while the
 * expert runs it through the real HTTP API. Two rounds in Russian, one in English: typing sync, a reload and an
 * offline spell mid-round without losing a letter, auto-collection at close, results, scores, appeals, the end.
 */
const labels = {
  ru: {
    question: (n: number) => `Вопрос ${n}`,
    received: 'получено ✓',
    sending: 'отправляем…',
    notSent: 'не отправлено',
    sheet: (t: number) => `Бланк ответов · раунд ${t}`,
    open: (t: number) => `Раунд ${t} из 7 · приём ответов`,
    collected: (t: number) => `Ответы раунда ${t} получены ✓`,
  },
  en: {
    question: (n: number) => `Question ${n}`,
    received: 'received ✓',
    sending: 'sending…',
    notSent: 'not sent yet',
    sheet: (t: number) => `Answer sheet · round ${t}`,
    open: (t: number) => `Round ${t} of 7 · answers open`,
    collected: (t: number) => `Round ${t} answers received ✓`,
  },
};
type Lang = keyof typeof labels;

const answer = (page: Page, n: number, lang: Lang = 'ru') => page.getByRole('textbox', { name: labels[lang].question(n), exact: true });
const mark = (page: Page, n: number) => page.locator(`#answer-${n}-mark`);
const card = (page: Page, name: string) => page.getByRole('article', { name });

async function newMember(browser: import('@playwright/test').Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const tokens = await signIn(context, baseURL, email);
  const page = await context.newPage();
  // What the screen sends on its realtime connection (either wire), to check the spec's client events.
  const sent: string[] = [];
  page.on('websocket', (ws) => ws.on('framesent', ({ payload }) => void sent.push(String(payload))));
  return { context, page, token: tokens.access_token, sent };
}

/** A client event the screen sent: the spec's name (`client-` prefixed, as both wires relay them) and `participantId`. */
const clientEventSent = (sent: string[], name: string, participantId: number, detail = '') =>
  sent.some((frame) => frame.includes(`"client-${name}"`) && frame.includes(`"participantId":${participantId}`) && frame.includes(detail));

async function openTab(page: Page, name: RegExp | string) {
  await page.getByRole('tab', { name }).click();
}

// The tests of this file run in order, in one worker: the journey below finishes the demo team's live game,
// which the phone test needs live, so that one comes first.
test.describe.configure({ mode: 'default' });

test('on a phone the game menu and the tab strip keep the player where they are; dialogs give focus back', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 360, height: 740 } });
  const tokens = await signIn(context, baseURL!, accounts.player);
  const { id } = await liveParticipation(tokens.access_token);
  const page = await context.newPage();
  await page.goto(`/game/${id}`);
  const menu = page.getByRole('button', { name: 'Меню игры' });
  const tabInStripView = (name: string) =>
    page.evaluate((tab) => {
      const strip = document.querySelector('[role=tablist]')!.getBoundingClientRect();
      const item = document.getElementById(`game-tab-${tab}`)!.getBoundingClientRect();
      // Layout positions are fractional; a pixel either way is inside.
      return item.left >= strip.left - 1 && item.right <= strip.right + 1;
    }, name);

  // A dialog opened from the menu gives focus back to the menu's button, not to the top of the page.
  for (const [item, dialog] of [
    ['Вопросы и ответы', 'Частые вопросы'],
    ['Настройки экрана', 'Настройки экрана'],
  ] as const) {
    await menu.click();
    await page.getByRole('button', { name: item }).click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(menu).toBeFocused();
  }

  // "Rules" from the menu selects the last tab, puts focus on it and scrolls the strip to it (360 px shows 3-4 tabs).
  await menu.click();
  await page.getByRole('button', { name: 'Правила' }).click();
  const rules = page.getByRole('tab', { name: 'Правила' });
  await expect(rules).toHaveAttribute('aria-selected', 'true');
  await expect(rules).toBeFocused();
  await expect.poll(() => tabInStripView('rules')).toBe(true);
  // The first tab is off the strip now; Home brings it back into view.
  expect(await tabInStripView('rating')).toBe(false);
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Рейтинг' })).toBeFocused();
  await expect.poll(() => tabInStripView('rating')).toBe(true);

  // The scores dialog of the status bar gives focus back to its button too.
  const scores = page.getByRole('button', { name: 'Баллы' });
  await scores.click();
  await expect(page.getByRole('dialog', { name: 'Баллы' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(scores).toBeFocused();
  await context.close();
});

test('/game without an id opens the player’s live game in every language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'ru-RU' });
  const tokens = await signIn(context, baseURL!, accounts.player);
  const { id } = await liveParticipation(tokens.access_token);
  const page = await context.newPage();
  // A spec-only backend has no GET participants/mine: the page finds the game through the cabinet's registrations.
  const mine = await fetch(`${backendUrl}/api/live/v1/participants/mine`, { headers: { Authorization: `Bearer ${tokens.access_token}` } });
  expect(mine.status).toBe(specOnly ? 404 : 200);
  for (const prefix of ['', '/en', '/fr']) {
    await page.goto(`${prefix}/game`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/game/${id}$`));
    await expect(page.getByTestId('connection')).toBeVisible();
  }
  await context.close();
});

test('a team plays two rounds in Russian and one in English without losing an answer', async ({ browser, baseURL }) => {
  test.setTimeout(8 * 60_000);
  const a = await newMember(browser, baseURL!, accounts.player);
  const b = await newMember(browser, baseURL!, accounts.teammate);
  // A retry replays the journey on the game as seeded (the attempt before may have finished it).
  if (test.info().retry > 0) await resetLiveGame(a.token);
  const { id, gameId } = await liveParticipation(a.token);
  const expert = await ExpertConsole.open(gameId);
  // Whatever ran before in this backend, play the rounds that come next.
  const initial = await expert.state();
  if (initial.tourNumber !== null) await expert.closeTour();
  const first = (await expert.state()).lastClosedTour + 1;
  const [r1, r2, r3] = [first, first + 1, first + 2];

  await test.step('waiting: /game opens the live participation; the screen waits for the round', async () => {
    await a.page.goto('/game');
    await expect(a.page).toHaveURL(new RegExp(`/game/${id}$`));
    await b.page.goto(`/game/${id}`);
    for (const { page } of [a, b]) {
      await expect(page.getByRole('heading', { name: `Ждём начала раунда ${r1}` })).toBeVisible();
      await expect(page.getByTestId('connection')).toHaveText('На связи');
    }
    // The teammate counter: the team's size and who of it is online.
    await expect(a.page.getByTestId('teammates')).toHaveText('В команде 2 игрока, в игре 2');
    // The screen keeps the site's width: its edges line up with the header's logo and menu.
    const left = async (box: Promise<{ x: number; width: number } | null>) => (await box)!.x;
    const right = async (box: Promise<{ x: number; width: number } | null>) => ((b) => b!.x + b!.width)(await box);
    const banner = a.page.getByRole('banner');
    expect(await left(a.page.getByRole('heading', { level: 1 }).boundingBox())).toBeCloseTo(await left(banner.getByRole('link').first().boundingBox()), 0);
    expect(await right(a.page.getByRole('button', { name: 'Баллы' }).boundingBox())).toBeCloseTo(
      await right(banner.getByRole('button').last().boundingBox()),
      0,
    );
    await expectNoAxeViolations(a.page);
  });

  await test.step('the two demo teams chat with each other (Эрудиты: player, player2; Знатоки: player3, player4)', async () => {
    const other = await newMember(browser, baseURL!, accounts.otherTeam);
    const theirs = await liveParticipation(other.token);
    expect(theirs.id).not.toBe(id);
    await other.page.goto(`/game/${theirs.id}`);
    const chat = (page: Page) => ({
      field: page.getByRole('textbox', { name: 'Сообщение', exact: true }),
      list: page.getByTestId('chat-scroller'),
    });
    for (const page of [a.page, other.page]) {
      await openTab(page, /^Чат/);
      await expect(page.getByTestId('chat-connection')).toHaveText('Чат: на связи');
    }
    const send = async (page: Page, text: string) => {
      await chat(page).field.fill(text);
      await chat(page).field.press('Enter');
      await expect(chat(page).field).toHaveValue('');
    };
    await send(a.page, 'Удачи, Знатоки!');
    await expect(chat(other.page).list.getByRole('article').filter({ hasText: 'Удачи, Знатоки!' })).toContainText('Эрудиты');
    await send(other.page, 'И вам, Эрудиты!');
    await expect(chat(a.page).list.getByRole('article').filter({ hasText: 'И вам, Эрудиты!' })).toContainText('Знатоки');
    await expectNoAxeViolations(other.page);
    await other.context.close();
    await openTab(a.page, /^Ответы/);
  });

  await test.step(`round ${r1} starts, then answers open`, async () => {
    await expert.startTour(r1);
    await expect(a.page.getByRole('heading', { name: labels.ru.sheet(r1) })).toBeVisible();
    await expect(answer(a.page, 1)).toHaveAttribute('readonly', '');
    await expect(a.page.getByTestId('announce-polite')).toContainText(`Начался раунд ${r1}.`);
    await expectNoAxeViolations(a.page);
    await expert.openAnswers();
    await expect(a.page.getByTestId('round-state')).toHaveText(labels.ru.open(r1));
    await expect(answer(a.page, 1)).not.toHaveAttribute('readonly', '');
  });

  await test.step("teammates see each other typing and each other's answers", async () => {
    await answer(a.page, 1).fill('Москва');
    await expect(answer(b.page, 1)).toHaveValue('Москва', { timeout: 10_000 });
    await expect(mark(a.page, 1)).toHaveText(labels.ru.received);
    await answer(b.page, 2).pressSequentially('Лондон', { delay: 60 });
    await expect(a.page.getByText(/печатает ответ на вопрос 2/)).toBeVisible();
    await expect(answer(a.page, 2)).toHaveValue('Лондон', { timeout: 10_000 });
    // The hint travels as the spec's clientTyping (participantId, data), on both wires and with SPEC_ONLY.
    expect(clientEventSent(b.sent, 'clientTyping', id, '"questionNumber":2')).toBe(true);
  });

  await test.step('the newer edit wins when teammates type 300 ms apart; nothing changes under a cursor', async () => {
    // A types in question 6, B types in the same field 300 ms later (both posts go out a second after their keystroke).
    await answer(a.page, 6).fill('Alpha');
    await a.page.waitForTimeout(300);
    await answer(b.page, 6).fill('Bravo');
    // B's newer edit reaches the server and A's screen (both posts have gone out by then).
    await expect(mark(b.page, 6)).toHaveText(labels.ru.received);
    await expect(a.page.getByTestId('answer-6-held')).toContainText('изменил(а) этот ответ: «Bravo»');
    // B's edit stays in B's field (B is still in it).
    await expect(answer(b.page, 6)).toBeFocused();
    await expect(answer(b.page, 6)).toHaveValue('Bravo');
    // A is still in the field: A's text stays under the cursor, B's newer one is shown as a notice (above), and
    // takes the field when A leaves it.
    await expect(answer(a.page, 6)).toBeFocused();
    await expect(answer(a.page, 6)).toHaveValue('Alpha');
    await a.page.keyboard.press('Tab');
    await expect(answer(a.page, 6)).toHaveValue('Bravo');
    await expect(a.page.getByTestId('answer-6-held')).toBeEmpty();
    // What the server holds (and the expert will check): a fresh screen starts from it.
    await a.page.reload();
    await expect(answer(a.page, 6)).toHaveValue('Bravo');
    await expect(mark(a.page, 6)).toHaveText(labels.ru.received);
  });

  await test.step('a reload mid-round keeps the draft typed a moment before, and sends it', async () => {
    await answer(a.page, 3).fill('Рим');
    a.sent.length = 0;
    await a.page.reload();
    // Back in the channel while answers are open: the spec's clientRequireAnswers asks teammates for unsent drafts.
    await expect.poll(() => clientEventSent(a.sent, 'clientRequireAnswers', id, `"tourNumber":${r1}`)).toBe(true);
    await expect(answer(a.page, 3)).toHaveValue('Рим');
    await expect(answer(a.page, 1)).toHaveValue('Москва');
    await expect(answer(b.page, 3)).toHaveValue('Рим', { timeout: 10_000 });
    await expect(mark(a.page, 3)).toHaveText(labels.ru.received);
  });

  await test.step('offline: the answer stays in the browser, not sent; back online it is sent', async () => {
    await a.context.setOffline(true);
    await expect(a.page.getByTestId('connection')).toHaveText('Нет сети');
    await answer(a.page, 4).fill('Берлин');
    // Past the sheet's send delay (a second after the keystroke): online, the answer would have been sent by now.
    await a.page.waitForTimeout(2500);
    await expect(mark(a.page, 4)).toHaveText(labels.ru.notSent);
    await expect(answer(b.page, 4)).toHaveValue('');
    await a.context.setOffline(false);
    await expect(mark(a.page, 4)).toHaveText(labels.ru.received, { timeout: 20_000 });
    await expect(answer(b.page, 4)).toHaveValue('Берлин', { timeout: 10_000 });
    await expect(a.page.getByTestId('connection')).toHaveText('На связи', { timeout: 20_000 });
    await expectNoAxeViolations(a.page);
  });

  await test.step('a post the server never answers is sent again when the connection comes back', async () => {
    let held = 0;
    await a.page.route(`**/participants/${id}/results`, (route) => {
      // The first post of this step gets no reply at all (a connection that died without saying so).
      if (route.request().method() === 'POST' && held++ === 0) return;
      return route.fallback();
    });
    await answer(a.page, 5).fill('Афины');
    await expect.poll(() => held).toBeGreaterThan(0);
    await expect(mark(a.page, 5)).toHaveText(labels.ru.sending);
    await a.context.setOffline(true);
    await a.context.setOffline(false);
    await expect(mark(a.page, 5)).toHaveText(labels.ru.received, { timeout: 5_000 });
    await expect(answer(a.page, 5)).toHaveValue('Афины');
    await expect(answer(b.page, 5)).toHaveValue('Афины', { timeout: 10_000 });
    await a.page.unroute(`**/participants/${id}/results`);
  });

  let closedAt = 0;
  await test.step('the round closes: both screens collect the sheet automatically', async () => {
    await expert.closeTour();
    closedAt = Date.now();
    for (const { page } of [a, b]) await expect(page.getByText(labels.ru.collected(r1))).toBeVisible();
    await expectNoAxeViolations(a.page);
  });

  // Appeal resolution is an addition (PATCH .../appeals/{id}): a spec-only backend answers 404, the appeal stays
  // under review and the round keeps its score.
  const r1Score = specOnly ? 2 : 3;
  await test.step('results: the checked card, an appeal approved, correct answers, the rating', async () => {
    await expert.checkSheet(id, r1, { 1: true, 2: false, 3: true, 4: false });
    await expect(a.page.getByRole('tab', { name: 'Ответы 1 новое' })).toBeVisible();
    await openTab(a.page, /Ответы/);
    const round = card(a.page, `Раунд ${r1}`);
    await expect(round).toContainText('проверен');
    await expect(round).toContainText('2 балла');

    await round.getByRole('button', { name: 'Подать апелляцию по вопросу 2' }).click();
    await round.getByRole('textbox', { name: 'Почему ответ должен быть засчитан' }).fill('Лондон — тоже верный ответ.');
    await round.getByRole('button', { name: 'Отправить апелляцию' }).click();
    await expect(round.getByTestId(`appeal-${r1}-2`)).toContainText('Апелляция на рассмотрении');
    if (specOnly) {
      await expect(expert.resolveAppeal(id, r1, 2, 'APPROVED', 'Засчитано: подходит.')).rejects.toThrow(/-> 404/);
      await expect(round.getByTestId(`appeal-${r1}-2`)).toContainText('Апелляция на рассмотрении');
    } else {
      await expert.resolveAppeal(id, r1, 2, 'APPROVED', 'Засчитано: подходит.');
      await expect(round.getByTestId(`appeal-${r1}-2`)).toContainText('Апелляция одобрена');
      await expect(round).toContainText('Ответ эксперта: Засчитано: подходит.');
      await expect(a.page.getByTestId('announce-polite')).toContainText(`Апелляция по вопросу 2 раунда ${r1} одобрена.`);
    }
    await expect(round).toContainText(`${r1Score} балла`);

    // Checked, and the round takes no more answers (15 s after the close, and the screen's look after it): still no
    // correct answer until the expert shows the round.
    await a.page.waitForTimeout(Math.max(0, closedAt + 15_000 + 3_000 - Date.now()));
    await expect(round).not.toContainText('Правильный ответ:');
    await expert.showNextTour();
    await expect(round).toContainText('Правильный ответ:');
    await expert.showScores();
    await openTab(a.page, 'Рейтинг');
    const ours = a.page.getByRole('row').filter({ hasText: 'Эрудиты' });
    await expect(ours.getByRole('cell').last()).toHaveText(String(r1Score));
    // The place is the competition ranking of the list's totals. A spec-only backend's list has only id, scoresSum
    // and scores: the screen names the teams from GET games/{id}/participants and computes the places itself.
    const list = (await (await fetch(`${backendUrl}/api/live/v1/participants/${id}/list`, { headers: { Authorization: `Bearer ${a.token}` } })).json()) as {
      items: { id: number; scoresSum: number; name?: string; place?: number }[];
    };
    expect(list.items.every((item) => (item.name === undefined && item.place === undefined) === specOnly)).toBe(true);
    const ourSum = list.items.find((item) => item.id === id)!.scoresSum;
    const place = 1 + list.items.filter((item) => item.scoresSum > ourSum).length;
    await expect(ours.getByRole('cell').first()).toHaveText(String(place));
    const table = a.page.getByRole('table', { name: /Рейтинг команд/ });
    await expect(table.getByRole('row').filter({ hasText: /Команда № \d+/ })).toHaveCount(0);
  });

  await test.step(`round ${r2}: a member sends the sheet; an appeal is rejected; the scores modal`, async () => {
    await expert.startTour(r2);
    await expert.openAnswers();
    await expect(b.page.getByTestId('round-state')).toHaveText(labels.ru.open(r2));
    await answer(a.page, 1).fill('Пушкин');
    await a.page.getByRole('checkbox', { name: 'Уверены (вопрос 1)' }).check();
    await answer(b.page, 2).fill('Волга');
    await expect(answer(a.page, 2)).toHaveValue('Волга', { timeout: 10_000 });
    await expect(answer(b.page, 1)).toHaveValue('Пушкин', { timeout: 10_000 });
    await b.page.getByRole('button', { name: 'Отправить ответы' }).click();
    await b.page.getByRole('button', { name: 'Да, отправить' }).click();
    for (const { page } of [a, b]) await expect(page.getByRole('heading', { name: `Ответы на раунд ${r2} отправлены ✓` })).toBeVisible();
    await expert.closeTour();
    await expert.checkSheet(id, r2, { 1: true, 2: false });

    await openTab(a.page, /Ответы/);
    const round = card(a.page, `Раунд ${r2}`);
    await expect(round).toContainText('2 балла');
    await round.getByRole('button', { name: 'Подать апелляцию по вопросу 2' }).click();
    await round.getByRole('textbox', { name: 'Почему ответ должен быть засчитан' }).fill('Волга — самая длинная река Европы.');
    await round.getByRole('button', { name: 'Отправить апелляцию' }).click();
    await expect(round.getByTestId(`appeal-${r2}-2`)).toContainText('Апелляция на рассмотрении');
    if (!specOnly) {
      await expert.resolveAppeal(id, r2, 2, 'REJECTED', 'Вопрос был о другой реке.');
      await expect(round.getByTestId(`appeal-${r2}-2`)).toContainText('Апелляция отклонена');
      await expect(round).toContainText('Ответ эксперта: Вопрос был о другой реке.');
    }

    await a.page.getByRole('button', { name: 'Баллы' }).click();
    const scores = a.page.getByRole('dialog', { name: 'Баллы' });
    await expect(scores.getByRole('row', { name: `Раунд ${r1} ${r1Score}` })).toBeVisible();
    await expect(scores.getByRole('row', { name: `Раунд ${r2} 2` })).toBeVisible();
    await expect(scores.getByTestId('scores-total')).toHaveText(String(r1Score + 2));
    await expectNoAxeViolations(a.page);
    await a.page.keyboard.press('Escape');
    await expect(scores).toBeHidden();
  });

  await test.step(`round ${r3} in English, then the game finishes`, async () => {
    for (const { page } of [a, b]) await page.goto(`/en/game/${id}`);
    await expect(a.page.getByRole('heading', { name: `Waiting for round ${r3} to start` })).toBeVisible();
    await expert.startTour(r3);
    await expert.openAnswers();
    await expect(a.page.getByTestId('round-state')).toHaveText(labels.en.open(r3));
    await answer(a.page, 1, 'en').fill('Everest');
    await expect(answer(b.page, 1, 'en')).toHaveValue('Everest', { timeout: 10_000 });
    await expect(mark(a.page, 1)).toHaveText(labels.en.received);
    await expectNoAxeViolations(a.page);
    await expert.closeTour();
    for (const { page } of [a, b]) await expect(page.getByText(labels.en.collected(r3))).toBeVisible();
    await expert.checkSheet(id, r3, { 1: true });
    await openTab(a.page, /Answers/);
    await expect(card(a.page, `Round ${r3}`)).toContainText('1 point');

    await expert.finish();
    const finished = a.page.getByTestId('game-finished');
    await expect(finished.getByRole('heading', { name: 'The game is over' })).toBeVisible();
    await expect(finished).toContainText(/Your place: \d+ of \d+/);
    await expect(finished).toContainText('a book and a 25% discount');
    const feedback = finished.getByRole('link', { name: 'Give feedback on the game' });
    await expect(feedback).toHaveAttribute('href', /^https:\/\/forms\.quiz\.test\/feedback\/\d+$/);
    await expect(a.page.getByTestId('announce-polite')).toContainText('The game is over.');
    await expectNoAxeViolations(a.page);
    // A reload after the end: the place comes from the rating, the feedback link from the status reply.
    await a.page.reload();
    await expect(a.page.getByTestId('game-finished').getByRole('link', { name: 'Give feedback on the game' })).toBeVisible();
    await expect(a.page.getByTestId('game-finished')).toContainText(/Your place: \d+ of \d+/);
    // The answer sheet alone (a second device) after the end: the place and the feedback link there too.
    await a.page.goto(`/en/game/${id}?onlyBlank=1`);
    await expect(a.page.getByRole('banner')).toHaveCount(0);
    // Without the header, support is still one click away, under the sheet.
    await expect(a.page.getByRole('main').getByRole('button', { name: 'Support' })).toBeVisible();
    await expect(a.page.getByTestId('game-finished')).toContainText(/Your place: \d+ of \d+/);
    await expect(a.page.getByTestId('game-finished').getByRole('link', { name: 'Give feedback on the game' })).toBeVisible();
    // The invitation to the next game only where the language's endGame setting is on (ru, not en).
    await expect(a.page.getByTestId('next-game')).toHaveCount(0);
    await a.page.goto(`/game/${id}`);
    await expect(a.page.getByTestId('game-finished').getByRole('link', { name: 'Выбрать следующую игру' })).toHaveAttribute('href', '/#games');
  });

  await Promise.all([a.context.close(), b.context.close()]);
});

test('signed out, the game page asks to log in and opens the header login', async ({ page }) => {
  await page.goto('/game');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Игра');
  await expect(page.getByRole('heading', { name: 'Войдите, чтобы играть' })).toBeVisible();
  // No game of this visitor's: the header carries no corporate logo (not the catalogue's first corporate game's).
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Альфа-Софт' })).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
});

test("another team's screen says so, an unknown one is not found", async ({ browser, baseURL }) => {
  const context: BrowserContext = await browser.newContext({ locale: 'ru-RU' });
  await signIn(context, baseURL!, accounts.player);
  const page = await context.newPage();
  await page.goto('/game/1');
  await expect(page.getByTestId('game-forbidden')).toContainText('Этот экран принадлежит другой команде.');
  const unknown = await page.goto('/game/999999');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByTestId('game-notFound')).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
