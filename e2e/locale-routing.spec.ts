import { expect, test } from '@playwright/test';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

test.describe('language detection on the root path only', () => {
  test('a French browser on / is sent to /fr and the choice is remembered for 365 days', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('fr');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(YEAR_SECONDS - 120);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThan(YEAR_SECONDS + 120);
    await context.close();
  });

  test('an English browser on / goes to /en; an unsupported language stays Russian', async ({ browser }) => {
    const en = await browser.newContext({ locale: 'en-GB' });
    const enPage = await en.newPage();
    await enPage.goto('/');
    await expect(enPage).toHaveURL(/\/en$/);
    await en.close();

    const de = await browser.newContext({ locale: 'de-DE' });
    const dePage = await de.newPage();
    await dePage.goto('/');
    await expect(dePage).toHaveURL(/\/$/);
    await expect(dePage.locator('html')).toHaveAttribute('lang', 'ru');
    await de.close();
  });

  test('the remembered cookie wins over the browser language on /', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'ru-RU' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await context.close();
  });

  test('deeper paths ignore the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/private');
    await expect(page).toHaveURL(/\/private$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await context.close();
  });
});

test.describe('prefixes', () => {
  test('/ru/... redirects to the unprefixed address and keeps the query', async ({ request }) => {
    const response = await request.get('/ru/private?from=mail&x=1', { maxRedirects: 0 });
    expect([307, 308]).toContain(response.status());
    expect(new URL(response.headers().location!, 'http://x').pathname + new URL(response.headers().location!, 'http://x').search).toBe(
      '/private?from=mail&x=1',
    );
    const root = await request.get('/ru', { maxRedirects: 0 });
    expect(new URL(root.headers().location!, 'http://x').pathname).toBe('/');
  });

  test('a link to /ru is Russian in an English browser, and the choice is remembered', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/ru');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ru');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  test('any path containing /en/reg is English whatever the cookie says', async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'i18n_redirected', value: 'ru', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/en/reg/5');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/Registration for game #5/);
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
    await context.close();
  });
});

test.describe('404', () => {
  for (const path of ['/de', '/es/private', '/pt-br/game']) {
    test(`an unsupported language prefix ${path} is a 404 with the spec's message`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('This page could not be found.')).toBeVisible();
    });
  }

  test('unknown routes are a 404 in the language of the address, with a link home', async ({ page }) => {
    const ru = await page.goto('/nothing/here');
    expect(ru?.status()).toBe(404);
    await expect(page.getByText('Страница не найдена.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'На главную', exact: true })).toHaveAttribute('href', '/');

    const en = await page.goto('/en/nothing-here');
    expect(en?.status()).toBe(404);
    await expect(page.getByText('This page could not be found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/en');
  });
});

test.describe('the stored home page speaks in public addresses', () => {
  // Anonymous visitors get the home page rendered once at an internal address (lib/routing/cached-landing.ts);
  // nothing on it may point there: a copied language link must open that language's public home.
  for (const [home, cookie] of [
    ['/', 'ru'],
    ['/en', 'en'],
    ['/fr', 'fr'],
  ] as const) {
    test(`${home}: footer language links are /, /en, /fr and no link or address names the internal page`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ locale: 'ru-RU' });
      await context.addCookies([{ name: 'i18n_redirected', value: cookie, url: baseURL! }]);
      const page = await context.newPage();
      const response = await page.goto(home);
      expect(response?.headers()['x-landing-cache'], 'served from the stored copy').toMatch(/^(HIT|STALE|EXPIRED|MISS)$/);
      const html = await response!.text();
      // As sent (before any script ran) and once the page is interactive.
      expect(html).not.toMatch(/(href|action|content)="[^"]*\/landing\b/);
      expect(response!.headers().link ?? '').not.toContain('/landing');
      const languages = page.getByRole('contentinfo').getByRole('link', { name: /^(RU|EN|FR)$/ });
      await expect(languages).toHaveCount(3);
      expect(await languages.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/', '/en', '/fr']);
      await page.waitForLoadState('networkidle');
      const leaks = await page.evaluate(() =>
        [...document.querySelectorAll('[href], [action], link[rel="canonical"], meta[property="og:url"]')]
          .map((element) => element.getAttribute('href') ?? element.getAttribute('action') ?? element.getAttribute('content') ?? '')
          .filter((address) => /\/landing\b/.test(address)),
      );
      expect(leaks).toEqual([]);
      await context.close();
    });
  }
});
