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

test('/: a Russian page uses Inter’s Cyrillic face', async ({ page, baseURL }) => {
  await signIn(page.context(), baseURL!, demoAccounts.player);
  const fonts = await fontsFetchedOn(page, '/', /Профиль/);
  expect(fonts.some((file) => file.startsWith('inter_cyrillic'))).toBe(true);
});
