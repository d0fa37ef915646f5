import { expect, test } from '@playwright/test';
import { backendUrl, DEMO_PASSWORD, demoAccounts, expectNoAxeViolations, locales, prefixOf } from './fixtures';

/**
 * Every route of the spec with its title per language: the page's heading, or, for a home-with-modal route
 * (`underModal`), the document's title (the heading there is the home page's, under the modal).
 */
const routes: { path: string; titles: Record<(typeof locales)[number], string>; underModal?: true }[] = [
  { path: '/private', titles: { ru: 'Частные игры', en: 'Private games', fr: 'Parties privées' } },
  { path: '/share', titles: { ru: 'Пригласить в команду', en: 'Invite to the team', fr: 'Inviter dans l’équipe' } },
  { path: '/game', titles: { ru: 'Игра', en: 'Game', fr: 'Partie' } },
  { path: '/game/15', titles: { ru: 'Игра', en: 'Game', fr: 'Partie' } },
  { path: '/promocodes', titles: { ru: 'Промокоды', en: 'Promo codes', fr: 'Codes promo' } },
  { path: '/promocodes/3', titles: { ru: 'Промокоды', en: 'Promo codes', fr: 'Codes promo' } },
  {
    path: '/reg/12',
    titles: { ru: 'Регистрация на игру №12', en: 'Registration for game #12', fr: 'Inscription à la partie n° 12' },
    underModal: true,
  },
  { path: '/expert/login', titles: { ru: 'Вход для ведущих', en: 'Host login', fr: 'Connexion animateur' } },
];

for (const locale of locales) {
  test(`every route renders its layout and title in ${locale}`, async ({ page }) => {
    for (const route of routes) {
      const response = await page.goto(`${prefixOf(locale)}${route.path}`);
      expect(response?.status(), route.path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      if (route.underModal) await expect(page).toHaveTitle(new RegExp(route.titles[locale]));
      else await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.titles[locale]);
    }
  });
}

test('layouts: default has header, footer and chat-bot; promocodes is bare; expert is dark; onlyBlank hides the chrome', async ({ page }) => {
  await page.goto('/private');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Вопрос? Напишите нашему чат-боту' })).toBeVisible();

  await page.goto('/promocodes');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.goto('/expert/login');
  await expect(page.getByRole('banner')).toHaveAttribute('data-tone', 'dark');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.goto('/game/15');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/game/15?onlyBlank=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('header links follow the locale settings and the burger menu appears below 840 px', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(nav.getByRole('link')).toHaveText(['Магазин вечеринок', 'Портал', 'Франшиза', 'Корпоративам', 'Эфиры']);
  // The root store's menu links come from the configuration (LINK_*; defaults here).
  await expect(nav.getByRole('link', { name: 'Эфиры' })).toHaveAttribute('href', 'https://live.example.com');
  await expect(nav.getByRole('link', { name: 'Франшиза' })).toHaveAttribute('href', 'https://franchise.example.com');
  await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeHidden();

  // Just above the burger's breakpoint, beside the corporate logo, every link keeps to one line and nothing scrolls.
  await page.setViewportSize({ width: 840, height: 800 });
  for (const link of await nav.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeLessThan(30);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(840);

  await page.setViewportSize({ width: 839, height: 800 });
  await expect(nav).toBeHidden();
  const burger = page.getByRole('button', { name: 'Открыть меню' });
  await burger.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Франшиза' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Эфиры' })).toHaveAttribute('href', 'https://live.example.com');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // Closing gives focus back to the burger, not to the top of the page; so does the drawer's own close button.
  await expect(burger).toBeFocused();
  await page.keyboard.press('Enter');
  await drawer.getByRole('button', { name: 'Закрыть меню' }).click();
  await expect(drawer).toBeHidden();
  await expect(burger).toBeFocused();

  // English settings allow no header buttons.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});

test('on a phone the login button keeps to one line: its icon shows, its name stays for assistive technology', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/fr');
  const login = page.getByRole('banner').getByRole('button', { name: 'Se connecter' });
  await expect(login).toBeVisible();
  expect((await login.boundingBox())!.height).toBeLessThanOrEqual(48);
  // The header fits the screen: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(login).toHaveText('Se connecter');
  await expect(login.getByText('Se connecter')).toBeVisible();
});

test('footer: documents, copyright 2022 and the language switcher keeps the address and sets the cookie', async ({ page, context }) => {
  await page.goto('/private?tab=all');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute('href', /\.pdf$/);
  await expect(footer.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', /\.pdf$/);
  await expect(footer).toContainText('© 2022');

  await footer.getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveURL(/\/en\/private\?tab=all$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Private games');
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');

  await page.getByRole('contentinfo').getByRole('link', { name: 'FR' }).click();
  await expect(page).toHaveURL(/\/fr\/private\?tab=all$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'RU' }).click();
  await expect(page).toHaveURL(/\/private\?tab=all$/);
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ru');
  // The switch is remembered: the root path now stays Russian.
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
});

for (const locale of locales) {
  test(`the home page lists upcoming games from the backend in ${locale}`, async ({ page }) => {
    await page.goto(prefixOf(locale) || '/');
    const list = page.getByTestId('games-list');
    await expect(list.getByRole('listitem').first()).toBeVisible();
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(3);
    // The games list's heading is the page's first h2 (the landing's blocks follow it).
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(
      { ru: 'Ближайшие игры', en: 'Upcoming games', fr: 'Prochaines parties' }[locale],
    );
    await expectNoAxeViolations(page);
  });
}

test('a landing on any page remembers its campaign, even on pages without the header', async ({ page, context }) => {
  await page.goto('/promocodes?utm_source=newsletter&utm_campaign=autumn');
  const utm = Object.fromEntries((await context.cookies()).filter((c) => c.name.startsWith('utm_')).map((c) => [c.name, c.value]));
  expect(utm).toEqual({ utm_source: 'newsletter', utm_campaign: 'autumn' });
  // A later landing with utm parameters replaces the whole set; one without keeps it.
  await page.goto('/private?utm_medium=cpc');
  await page.goto('/share');
  const after = Object.fromEntries((await context.cookies()).filter((c) => c.name.startsWith('utm_')).map((c) => [c.name, c.value]));
  expect(after).toEqual({ utm_medium: 'cpc' });
});

test('pages carry the security headers and a nonce-based CSP', async ({ request }) => {
  const response = await request.get('/private');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'(;| )/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const html = await response.text();
  expect(html).toContain(`nonce="${nonce}"`);
});

test('the home page is one cached document per language for guests and one for members; a filtered one is rendered per request', async ({
  request,
  playwright,
  baseURL,
}) => {
  for (const path of ['/', '/en', '/fr?utm_source=vk']) {
    // The first request of a language renders and stores it; the proxy then answers from its in-memory copy.
    await expect.poll(async () => (await request.get(path)).headers()['x-landing-cache'], { message: path, timeout: 15_000 }).toBe('HIT');
    const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('gzip');
    const csp = response.headers()['content-security-policy'] ?? '';
    // No per-request nonce can be in a shared copy: scripts from our origin and the copy's own inline scripts by
    // their hashes (e2e/security-headers.spec.ts checks each one).
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+( https?:\/\/[^\s;']+)*(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).not.toMatch(/nonce="/);
    expect(html).toContain('data-testid="game-card"');
    // A browser revalidating its copy gets "not modified".
    const again = await request.get(path, { headers: { 'if-none-match': response.headers()['etag']! } });
    expect(again.status()).toBe(304);
  }

  const filtered = await request.get('/?type=family');
  expect(filtered.headers()['x-nextjs-cache']).toBeUndefined();
  expect(filtered.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);

  // Signed in: the members' copy, one for all of them (the header holds the avatar's place; the browser fills in
  // the user and their registered games), not the guests' one.
  const login = await request.post(`${backendUrl}/api/base/login`, { data: { email: demoAccounts.player, password: DEMO_PASSWORD } });
  const { access_token } = (await login.json()) as { access_token: string };
  const signedIn = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `auth_token=${access_token}` } });
  await expect.poll(async () => (await signedIn.get('/')).headers()['x-landing-cache'], { timeout: 15_000 }).toBe('HIT');
  const member = await signedIn.get('/');
  expect(member.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(member.headers()['etag']).not.toBe((await request.get('/')).headers()['etag']);
  const memberHtml = await member.text();
  expect(memberHtml).not.toMatch(/nonce="/);
  expect(memberHtml).toContain('aria-busy="true"');
  expect(memberHtml).toContain('data-testid="game-card"');
  const personalFilter = await signedIn.get('/?type=family');
  expect(personalFilter.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
  await signedIn.dispose();

  // The internal addresses are not pages of their own.
  for (const { internal, shown } of [
    { internal: '/en/landing?x=1', shown: '/en?x=1' },
    { internal: '/fr/member-landing', shown: '/fr' },
  ]) {
    const direct = await request.get(internal, { maxRedirects: 0 });
    expect(direct.status(), internal).toBe(307);
    expect(direct.headers()['location'], internal).toBe(shown);
  }
});

/** What each language's footer and hero offer (locale settings); e2e/documents.spec.ts checks the documents' files. */
const shellByLocale = {
  ru: {
    documents: ['Пользовательское соглашение', 'Политика конфиденциальности', 'Правила игры', 'Вопросы и ответы'],
    projects: 'Наши проекты',
    buttons: ['Магазин вечеринок', 'Портал', 'Франшиза', 'Корпоративам', 'Эфиры'],
    legend: { button: 'Стать легендой', title: 'Как стать легендой квиза', close: 'Закрыть' },
    rules: 'Правила игры',
    testGame: 'Попробовать тестовую игру',
  },
  en: { documents: ['User agreement', 'Privacy policy', 'Game rules'], projects: 'Our projects', buttons: [], legend: null, rules: null, testGame: null },
  fr: {
    documents: ['Conditions d’utilisation', 'Politique de confidentialité', 'Règles du jeu'],
    projects: 'Nos projets',
    buttons: [],
    legend: null,
    rules: null,
    testGame: null,
  },
} as const;

for (const locale of locales) {
  test(`footer documents and buttons follow the ${locale} settings, and no document link is dead`, async ({ page, request }) => {
    const expected = shellByLocale[locale];
    await page.goto(`${prefixOf(locale)}/private`);
    const footer = page.getByRole('contentinfo');
    const documents = footer.locator('a[data-document]');
    // The settings' files (ru: terms, privacy, rules, FAQ; en, fr: terms, privacy, rules), each linked to a real PDF.
    await expect(documents).toHaveText([...expected.documents]);
    for (const href of await documents.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toContain('application/pdf');
    }
    const projects = footer.getByRole('navigation', { name: expected.projects });
    if (expected.buttons.length > 0) {
      await expect(projects.getByRole('link')).toHaveText([...expected.buttons]);
      await expect(projects.getByRole('link', { name: 'Корпоративам' })).toHaveAttribute('href', 'https://corp.example.com');
    } else {
      await expect(projects).toHaveCount(0);
    }
  });

  test(`the ${locale} hero: main and how-to-play backgrounds, become a legend and the test game where enabled`, async ({ page }) => {
    const expected = shellByLocale[locale];
    await page.goto(prefixOf(locale) || '/');
    const hero = page.getByTestId('hero');
    await expect(hero).toHaveCSS('background-color', 'rgb(255, 211, 61)');
    if (expected.rules) {
      const rules = hero.getByText(expected.rules, { exact: true });
      await expect(rules).toHaveCSS('background-color', 'rgb(31, 31, 31)');
      await expect(rules).toHaveCSS('color', 'rgb(255, 255, 255)');
    }
    const testGame = hero.getByTestId('test-game');
    if (expected.testGame) {
      await expect(testGame).toHaveText(expected.testGame);
      await expect(testGame).toHaveAttribute('href', 'https://test-game.example.com/try');
    } else {
      await expect(testGame).toHaveCount(0);
    }
    if (!expected.legend) {
      await expect(hero.getByRole('button', { name: /legend|légende|легенд/i })).toHaveCount(0);
      return;
    }
    const open = hero.getByRole('button', { name: expected.legend.button });
    await open.click();
    const dialog = page.getByRole('dialog', { name: expected.legend.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await open.click();
    await dialog.getByRole('button', { name: expected.legend.close }).click();
    await expect(dialog).toBeHidden();
  });
}
