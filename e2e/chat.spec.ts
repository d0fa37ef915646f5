import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { devRoute } from './support/demo-setup';
import { expectNoGameAxeViolations } from './support/game-axe';
import { specOnly } from './fixtures';
import { backendUrl, logIn } from './support/live-game';

/**
 * The game chat end to end, in its own game so it never meets the live-game journey: the Paris game that is live
 * by the clock, with two teams of its own (one plays in Russian, one in French) and an expert assigned to it.
 * The fixture is set up through the backend's demo-mode routes (/dev/games, /dev/sessions); everything else goes
 * through the site, the API and the sockets.
 */
const live = `${backendUrl}/api/live/v1`;
/** Seeded messages before the journey: more than the first history page (50). */
const EARLIER_MESSAGES = 70;
const people = {
  ru: { email: 'chat-ru@e2e.quiz.test', name: 'Олег Смирнов', team: 'Северяне' },
  fr: { email: 'chat-fr@e2e.quiz.test', name: 'Claire Martin', team: 'Les Curieux' },
  expert: { email: 'chat-expert@e2e.quiz.test', name: 'Chat Expert' },
};

/** Idempotent (a retried test finds it in place): the two teams READY in the Paris game and its expert. */
async function ensureFixture() {
  const game = await devRoute<{ id: number }>('GET', '/dev/games/live.json?country=FR');
  const team = async (who: { email: string; name: string; team: string }) =>
    (await devRoute<{ participantId: number }>('POST', `/dev/games/${game.id}/teams`, who)).participantId;
  await devRoute('POST', `/dev/games/${game.id}/experts`, { ...people.expert, role: 'host' });
  const fr = await team(people.fr);
  // A retried test starts from the same chat: open, and only the earlier talk, more than one history page (scrolling
  // back has something to load), nothing the last attempt said (a round the last attempt left open is closed by the
  // rounds step itself).
  const earlier = Array.from({ length: EARLIER_MESSAGES }, (_, i) => `Message d'avant n° ${i + 1}`);
  await devRoute('POST', `/dev/games/${game.id}/chat/reset`, { participantId: fr, texts: earlier });
  return { gameId: game.id, ru: await team(people.ru), fr };
}

/** The access token in the browser's cookie stops working now, as an hour-old one would (its refresh token still does). */
async function expireAccessToken(token: string) {
  await devRoute('POST', '/dev/sessions/expire-access', { token });
}

async function api(method: string, url: string, token: string, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${method} ${url}`).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown>>;
}

async function player(browser: Browser, baseURL: string, lang: 'ru' | 'fr', participantId: number) {
  const context = await browser.newContext({ locale: lang === 'ru' ? 'ru-RU' : 'fr-FR' });
  const tokens = await logIn(people[lang].email);
  await context.addCookies([
    { name: 'auth_token', value: tokens.access_token, url: baseURL, sameSite: 'Lax' },
    { name: 'auth_refresh', value: tokens.refresh_token, url: baseURL, sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  await page.goto(`${lang === 'ru' ? '' : '/fr'}/game/${participantId}`);
  return { context, page };
}

/** The chat's expert at the expert console (English), where the chat is locked and unlocked. */
async function expertConsole(browser: Browser, baseURL: string, gameId: number) {
  const context = await browser.newContext({ locale: 'en-GB' });
  const tokens = await logIn(people.expert.email, true);
  await context.addCookies([
    { name: 'expert_token', value: tokens.access_token, url: baseURL, sameSite: 'Lax' },
    { name: 'expert_refresh', value: tokens.refresh_token, url: baseURL, sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  await page.goto(`/en/expert/${gameId}`);
  await expect(page.getByTestId('connection')).toHaveText('Online');
  return { context, page };
}

/**
 * What people paste into chats to break pages, packed into messages under the 500-character limit. Each must reach
 * the other team exactly as typed and stay text: no element but a safe link, no handler run.
 */
const corpus = [
  '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2"><svg onload="window.__xss = 3"></svg> <iframe src="https://evil.test"></iframe>',
  '<a href="javascript:window.__xss = 4">click</a> javascript:window.__xss = 5 data:text/html,<script>alert(1)</script> https://quiz.test/a"onmouseover="window.__xss = 6 &lt;b&gt;',
  'abc\u202Egnp.exe\u202C \u202Bright-to-left\u202C zero\u200Bwidth\u200Cjoin\u200Dchars\uFEFF 👨‍👩‍👧‍👦 🏳️‍🌈 👩🏽‍💻 🇫🇷 1️⃣\nline two {{constructor.constructor("window.__xss = 7")()}}',
];

const texts = {
  ru: {
    tab: /^Чат/,
    field: 'Сообщение',
    online: 'Чат: на связи',
    locked: /Организатор закрыл чат\. Текст можно набрать/,
    reopened: 'Организатор снова открыл чат.',
    lockedRefusal: 'Не отправлено: организатор закрыл чат. Текст сохранён.',
  },
  fr: {
    tab: /^Chat/,
    field: 'Message',
    online: 'Chat : connecté',
    round: /Le chat est fermé pendant la réception des réponses/,
    roundRefusal: 'Non envoyé : les réponses sont en cours de réception. Votre texte est conservé.',
  },
};

const messages = (page: Page) => page.getByTestId('chat-scroller');
const field = (page: Page, lang: 'ru' | 'fr') => page.getByRole('textbox', { name: texts[lang].field, exact: true });

/**
 * Sends like a player: Enter, and when the rate limit (5 in 10 s) says to wait, Enter again a little later (the
 * draft is kept meanwhile). The message then shows once in the sender's list.
 */
async function say(page: Page, lang: 'ru' | 'fr', text: string) {
  await field(page, lang).fill(text);
  await expect(async () => {
    if ((await field(page, lang).inputValue()) !== '') await field(page, lang).press('Enter');
    await expect(field(page, lang)).toHaveValue('', { timeout: 2_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
  await expect(
    messages(page)
      .locator('article p[dir="auto"]')
      .filter({ hasText: text.slice(0, 20) }),
  ).toHaveCount(1);
}

/** The list's scroll offset once two reads 300 ms apart agree. */
async function settledScrollTop(scroller: Locator) {
  let last = Number.NaN;
  await expect(async () => {
    const now = await scroller.evaluate((element) => element.scrollTop);
    const held = now === last;
    last = now;
    expect(held).toBe(true);
  }).toPass({ timeout: 10_000, intervals: [300] });
  return last;
}

test('two teams chat in Russian and French; lock, rounds, reconnects and a renewed token', async ({ browser, baseURL }) => {
  test.setTimeout(5 * 60_000);
  const fixture = await ensureFixture();
  const expert = (await logIn(people.expert.email, true)).access_token;
  const ru = await player(browser, baseURL!, 'ru', fixture.ru);
  const fr = await player(browser, baseURL!, 'fr', fixture.fr);
  const dialogs: string[] = [];
  for (const page of [ru.page, fr.page]) page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));

  await test.step('both open the chat tab and connect', async () => {
    await ru.page.getByRole('tab', { name: texts.ru.tab }).click();
    await fr.page.getByRole('tab', { name: texts.fr.tab }).click();
    await expect(ru.page.getByTestId('chat-connection')).toHaveText(texts.ru.online);
    await expect(fr.page.getByTestId('chat-connection')).toHaveText(texts.fr.online);
  });

  if (specOnly)
    await test.step('without the history call (spec-only) the chat shows what arrives live: no earlier talk, nothing to load', async () => {
      const scroller = messages(ru.page);
      await expect(scroller.getByText('Сообщений пока нет. Напишите первым!')).toBeVisible();
      await say(fr.page, 'fr', 'Quelqu’un lit encore ?');
      await expect(scroller.getByText('Quelqu’un lit encore ?', { exact: true })).toBeVisible();
      await expect(ru.page.getByTestId('chat-announce')).toHaveText(`${people.fr.team}: Quelqu’un lit encore ?`);
      await expect(scroller.getByText(/^Message d'avant n° /)).toHaveCount(0);
      await expect(ru.page.getByRole('button', { name: 'Показать более ранние' })).toHaveCount(0);
      await expect(ru.page.getByText('Это начало чата.')).toHaveCount(0);
      await expect(ru.page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
      await field(ru.page, 'ru').focus();
    });
  else
    await test.step('the latest page comes first; scrolling back loads the earlier ones; a reader scrolled up stays put', async () => {
      const scroller = messages(ru.page);
      await expect(scroller.getByRole('article').last()).toBeVisible();
      // Only the latest page came: the first messages wait until the reader scrolls back.
      await expect(scroller.getByText("Message d'avant n° 1", { exact: true })).toHaveCount(0);
      // Keyboard only: the list is a focusable region; Home goes to its top, where the earlier page loads.
      await scroller.focus();
      // (The reader's row stays put when a page arrives above it, so Home again reaches the new top.)
      await expect(async () => {
        await ru.page.keyboard.press('Home');
        await expect(ru.page.getByText('Это начало чата.')).toBeVisible({ timeout: 1_000 });
        await expect(scroller.getByText("Message d'avant n° 1", { exact: true })).toBeInViewport({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      // Keyboard scrolling is animated and rows measured on the way correct the offset: read it once it holds still.
      const top = await settledScrollTop(scroller);
      await say(fr.page, 'fr', 'Quelqu’un lit encore ?');
      // Not pulled down to the new message: a button says it is there.
      const jump = ru.page.getByRole('button', { name: '1 новое сообщение ↓' });
      await expect(jump).toBeVisible();
      expect(Math.abs((await scroller.evaluate((element) => element.scrollTop)) - top)).toBeLessThan(4);
      await expect(scroller.getByText("Message d'avant n° 1", { exact: true })).toBeInViewport();
      // Read out all the same (politely), before the next step's message starts a new announcement.
      await expect(ru.page.getByTestId('chat-announce')).toHaveText(`${people.fr.team}: Quelqu’un lit encore ?`);
      await jump.click();
      await expect(scroller.getByText('Quelqu’un lit encore ?', { exact: true })).toBeVisible();
      await expect(jump).toHaveCount(0);
      // The button is gone, the keyboard user is not: the focus is in the list, where the new message is.
      await expect(scroller).toBeFocused();
      await field(ru.page, 'ru').focus();
    });

  await test.step('messages go both ways with the author team, own ones marked, links safe, news announced', async () => {
    await say(ru.page, 'ru', 'Привет из Москвы! Правила: https://quiz.test/rules');
    const atFr = messages(fr.page).getByRole('article').filter({ hasText: 'Привет из Москвы!' });
    await expect(atFr).toContainText(people.ru.team);
    await expect(atFr.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(messages(ru.page).getByRole('article').filter({ hasText: 'Привет из Москвы!' })).toContainText('(вы)');
    await say(fr.page, 'fr', 'Bonjour de Paris ! <b>pas gras</b>');
    await expect(messages(ru.page).getByText('Bonjour de Paris ! <b>pas gras</b>', { exact: true })).toBeVisible();
    await expect(ru.page.getByTestId('chat-announce')).toHaveText(`${people.fr.team}: Bonjour de Paris ! <b>pas gras</b>`);
    // The announcement took nothing from the reader: the focus is still in the field where they typed.
    await expect(field(ru.page, 'ru')).toBeFocused();
    await expectNoGameAxeViolations(ru.page);
  });

  await test.step('the XSS corpus sent through the chat reaches the other team intact and inert', async () => {
    for (const text of corpus) await say(ru.page, 'ru', text);
    for (const text of corpus) {
      const paragraph = messages(fr.page)
        .locator('article p[dir="auto"]')
        .filter({ hasText: text.slice(0, 20) });
      await expect(paragraph).toHaveCount(1);
      expect(await paragraph.evaluate((element) => element.textContent)).toBe(text);
    }
    // Inert: nothing but links to http(s) addresses, with the safe rel; no handler ran on either screen.
    for (const page of [ru.page, fr.page]) {
      await expect(messages(page).locator('script, img, svg, iframe, style')).toHaveCount(0);
      for (const link of await messages(page).locator('article a').all()) {
        await expect(link).toHaveAttribute('href', /^https?:\/\//);
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
      }
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
    // A 10 kB paste is over the limit: refused with the reason, and not a character of it is lost.
    const tenKilobytes = Array.from({ length: 10 * 1024 }, (_, i) => 'абвгд<>&"\'efgh'[i % 14]).join('');
    await field(ru.page, 'ru').fill(tenKilobytes);
    await field(ru.page, 'ru').press('Enter');
    await expect(ru.page.getByRole('alert').filter({ hasText: 'Сообщение длиннее 500 символов: сократите его на 9740.' })).toHaveCount(1);
    await expect(ru.page.getByTestId('chat-refusal')).toHaveText('Сообщение длиннее 500 символов: сократите его на 9740.');
    expect(await field(ru.page, 'ru').inputValue()).toBe(tenKilobytes);
    // The notice follows the text as it is shortened, and goes once it fits.
    await field(ru.page, 'ru').fill(tenKilobytes.slice(0, 503));
    await expect(ru.page.getByTestId('chat-refusal')).toHaveText('Сообщение длиннее 500 символов: сократите его на 3.');
    await field(ru.page, 'ru').fill(tenKilobytes.slice(0, 500));
    await expect(ru.page.getByTestId('chat-refusal')).toHaveCount(0);
    await field(ru.page, 'ru').fill('');
  });

  await test.step('messages that arrive on another tab are counted on the chat tab', async () => {
    await ru.page.getByRole('tab', { name: 'Рейтинг' }).click();
    await say(fr.page, 'fr', 'Vous êtes là ?');
    await say(fr.page, 'fr', 'Ohé !');
    await expect(ru.page.getByRole('tab', { name: 'Чат 2 непрочитанных сообщения' })).toBeVisible();
    await ru.page.getByRole('tab', { name: texts.ru.tab }).click();
    await expect(ru.page.getByTestId('chat-unread')).toHaveCount(0);
    await expect(messages(ru.page).getByText('Ohé !')).toBeVisible();
  });

  const host = await expertConsole(browser, baseURL!, fixture.gameId);
  await test.step('the expert locks at the console: sending is refused with the reason and the draft kept; unlocked, it goes', async () => {
    // The player is on another tab: the lock is read out all the same (the chat's live region lives with the screen).
    await ru.page.getByRole('tab', { name: 'Рейтинг' }).click();
    await host.page.getByRole('button', { name: 'Lock the chat', exact: true }).click();
    await expect(host.page.getByTestId('chat-status')).toHaveText('Chat locked');
    await expect(host.page.getByTestId('announce-polite')).toContainText('The game chat is locked.');
    await expect(ru.page.getByTestId('chat-notice')).toHaveAttribute('aria-live', 'polite');
    await expect(ru.page.getByTestId('chat-notice')).toHaveText(texts.ru.locked);
    await ru.page.getByRole('tab', { name: texts.ru.tab }).click();
    await expect(ru.page.getByTestId('chat-blocked')).toHaveText(texts.ru.locked);
    await field(ru.page, 'ru').fill('Откройте чат, пожалуйста');
    await field(ru.page, 'ru').press('Enter');
    await expect(ru.page.getByRole('alert').filter({ hasText: texts.ru.lockedRefusal })).toHaveCount(1);
    await expect(ru.page.getByTestId('chat-refusal')).toHaveText(texts.ru.lockedRefusal);
    await expect(field(ru.page, 'ru')).toHaveValue('Откройте чат, пожалуйста');
    await expectNoGameAxeViolations(ru.page);
    // "Your text is kept" holds across a reload too (kept per game in the tab's sessionStorage).
    await ru.page.reload();
    await ru.page.getByRole('tab', { name: texts.ru.tab }).click();
    await expect(field(ru.page, 'ru')).toHaveValue('Откройте чат, пожалуйста');
    await expect(ru.page.getByTestId('chat-connection')).toHaveText(texts.ru.online);
    await host.page.getByRole('button', { name: 'Unlock the chat', exact: true }).click();
    await expect(host.page.getByTestId('chat-status')).toHaveText('Chat open');
    await expect(ru.page.getByTestId('chat-blocked')).toHaveCount(0);
    // The reopening is read out too (politely), not just the notice going away.
    await expect(ru.page.getByTestId('chat-notice')).toHaveText(texts.ru.reopened);
    await field(ru.page, 'ru').press('Enter');
    await expect(field(ru.page, 'ru')).toHaveValue('');
    await expect(messages(fr.page).getByText('Откройте чат, пожалуйста')).toBeVisible();
  });

  await test.step('while answers are open the chat waits; the draft survives and goes after the round', async () => {
    const state = await api('GET', `${live}/experts/games/${fixture.gameId}/currentTour`, expert);
    if (state.tourNumber !== null) await api('POST', `${live}/experts/games/${fixture.gameId}/closeTour`, expert);
    await api('POST', `${live}/experts/games/${fixture.gameId}/startTour`, expert, { tourNumber: Number(state.lastClosedTour) + 1 });
    await api('POST', `${live}/experts/games/${fixture.gameId}/openAnswers`, expert);
    await expect(fr.page.getByTestId('chat-blocked')).toHaveText(texts.fr.round);
    await field(fr.page, 'fr').fill('Qui connaît la réponse ?');
    await field(fr.page, 'fr').press('Enter');
    await expect(fr.page.getByTestId('chat-refusal')).toHaveText(texts.fr.roundRefusal);
    await expect(field(fr.page, 'fr')).toHaveValue('Qui connaît la réponse ?');
    await expectNoGameAxeViolations(fr.page);
    await api('POST', `${live}/experts/games/${fixture.gameId}/closeTour`, expert);
    await expect(fr.page.getByTestId('chat-blocked')).toHaveCount(0);
    await field(fr.page, 'fr').press('Enter');
    await expect(messages(ru.page).getByText('Qui connaît la réponse ?')).toBeVisible();
  });

  await test.step('offline and back: what was missed arrives, nothing twice; a reload shows the same history (spec-only: live only)', async () => {
    await fr.context.setOffline(true);
    await say(ru.page, 'ru', 'Пока вас не было — раз');
    await say(ru.page, 'ru', 'Пока вас не было — два');
    // Really away: the messages reached the other team's screen and not this one.
    await expect(fr.page.getByTestId('chat-connection')).toHaveText('Chat : hors ligne');
    await fr.page.waitForTimeout(500);
    await expect(messages(fr.page).getByText('Пока вас не было — раз')).toHaveCount(0);
    await fr.context.setOffline(false);
    if (specOnly) {
      // Live only (no history call): nothing is fetched; what the socket delivers (also what it held while the
      // browser was offline) shows once, and what is said now arrives.
      await expect(fr.page.getByTestId('chat-connection')).toHaveText(texts.fr.online, { timeout: 20_000 });
      await say(ru.page, 'ru', 'Снова на связи');
      await expect(messages(fr.page).getByText('Снова на связи')).toHaveCount(1);
      expect(await messages(fr.page).getByText('Пока вас не было — раз').count()).toBeLessThanOrEqual(1);
      await fr.page.reload();
      await fr.page.getByRole('tab', { name: texts.fr.tab }).click();
      await expect(fr.page.getByTestId('chat-connection')).toHaveText(texts.fr.online);
      await expect(messages(fr.page).getByText('Bonjour de Paris ! <b>pas gras</b>')).toHaveCount(0);
      return;
    }
    for (const text of ['Пока вас не было — раз', 'Пока вас не было — два']) {
      await expect(messages(fr.page).getByText(text)).toHaveCount(1, { timeout: 20_000 });
    }
    await expect(fr.page.getByTestId('chat-connection')).toHaveText(texts.fr.online, { timeout: 20_000 });
    await fr.page.reload();
    await fr.page.getByRole('tab', { name: texts.fr.tab }).click();
    await expect(messages(fr.page).getByText('Пока вас не было — два')).toHaveCount(1);
    await expect(messages(fr.page).getByText('Bonjour de Paris ! <b>pas gras</b>')).toHaveCount(1);
  });

  await test.step('the access token expires mid-session: it is renewed and the chat goes on', async () => {
    const before = (await fr.context.cookies()).find((c) => c.name === 'auth_token')!.value;
    await expireAccessToken(before);
    await say(fr.page, 'fr', 'Toujours là après le renouvellement');
    await expect(messages(ru.page).getByText('Toujours là après le renouvellement')).toHaveCount(1);
    expect((await fr.context.cookies()).find((c) => c.name === 'auth_token')!.value).not.toBe(before);
    await expect(fr.page.getByTestId('chat-join-failed')).toHaveCount(0);
  });

  await Promise.all([ru.context.close(), fr.context.close(), host.context.close()]);
});
