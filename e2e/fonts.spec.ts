import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './fixtures';
import { signIn } from './support/live-game';

/**
 * Inter's Cyrillic face is for Russian pages only (app/globals.css): on an English or French page a Cyrillic name
 * in the header would otherwise fetch it after the first layout, and Chrome would lay the whole page out again.
 * The demo player's name is Cyrillic ("Иван Петров").
 */

/** The font files the page fetched while it loaded and showed the signed-in header. */
async function fontsFetchedOn(page: Page, path: string, profile: RegExp): Promise<string[]> {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('button', { name: profile })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return fonts;
}

for (const [path, profile] of [
  ['/en', /Profile: Иван Петров/],
  ['/fr', /Profil : Иван Петров/],
] as const) {
  test(`${path}: a player's Cyrillic name in the header does not fetch Inter's Cyrillic face`, async ({ page, baseURL }) => {
    // No Russian page first: its Cyrillic face would be in the browser's cache.
    await signIn(page.context(), baseURL!, demoAccounts.player);
    const fonts = await fontsFetchedOn(page, path, profile);
    expect(fonts.some((file) => file.startsWith('inter_cyrillic'))).toBe(false);
    // The name is there all the same, in the fallback face.
    await expect(page.getByRole('banner').getByRole('button', { name: profile })).toContainText('ИП');
  });
}

/** When each Inter file was asked for, against the page's load event (ms; negative: before it ended). */
const interRequestsAgainstLoad = (page: Page) =>
  page.evaluate(() => {
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\/inter_[a-z]+_wght_normal\.[^/]+\.woff2$/.test(entry.name))
      .map((entry) => ({ file: entry.name.split('/').pop()!.split('.')[0]!, afterLoad: entry.startTime - loaded }));
  });

const bodyFamily = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

for (const [path, faces] of [
  ['/', ['inter_cyrillic_wght_normal', 'inter_latin_wght_normal']],
  ['/en', ['inter_latin_wght_normal']],
] as const) {
  test(`${path}: a first visit is shown in the fallback and caches Inter after its load; the next one is in Inter from its first paint`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('load');
    // Nothing on the page names Inter: no face is fetched while it loads, so none arrives to lay the page out again.
    expect(await page.locator('html').getAttribute('data-inter')).toBeNull();
    expect(await bodyFamily(page)).toMatch(/^"Inter Fallback"/);
    // Once the page has loaded, in a quiet moment, the faces of its language are fetched and remembered.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('inter-cached'))).toBe('1');
    const first = await interRequestsAgainstLoad(page);
    expect(first.map((request) => request.file).sort()).toEqual([...faces]);
    for (const request of first) expect(request.afterLoad, request.file).toBeGreaterThanOrEqual(0);

    await page.reload();
    expect(await page.locator('html').getAttribute('data-inter')).toBe('');
    expect(await bodyFamily(page)).toMatch(path === '/' ? /^interLatin, interCyrillic, "Inter Fallback"/ : /^interLatin, "Inter Fallback"/);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px interLatin', 'Quiz'))).toBe(true);
  });
}
