import { expect, test } from '@playwright/test';

/**
 * Third-party scripts (docs/third-party-scripts.md). The suite's web server configures one, analytics, against the
 * demo backend's stand-in counter (playwright.config.ts); the social network's API and the chat widget are not
 * configured, so nothing may be requested for them.
 */
const counterId = 424242;
type Calls = unknown[][];
const calls = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { __analyticsCalls?: Calls }).__analyticsCalls ?? null);

test('analytics loads after the page is interactive, counts the page and each client navigation; nothing else leaves', async ({ page }) => {
  const web = new URL(test.info().project.use.baseURL!).host;
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const { hostname, host } = new URL(request.url());
    if (host !== web && !request.url().includes('/dev/third-party/analytics.js') && !/^(localhost|127\.0\.0\.1)$/.test(hostname)) foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  // The server's HTML never names the script: the page loads it itself, once interactive.
  const html = await (await page.request.get('/share')).text();
  expect(html).not.toMatch(/<script[^>]*src="[^"]*analytics\.js/);

  await page.goto('/share');
  await expect.poll(() => calls(page), { timeout: 10_000 }).not.toBeNull();
  const first = (await calls(page))!;
  expect(first[0]).toEqual([counterId, 'init', expect.objectContaining({ defer: true })]);
  expect(first[1]).toEqual([counterId, 'hit', expect.stringMatching(/\/share$/), expect.any(Object)]);

  // A client navigation (the logo's link) is one more page view, with the previous address as its referrer.
  await page.getByRole('link', { name: 'Квиз — на главную' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await calls(page))!.length).toBe(3);
  const hit = (await calls(page))![2]!;
  expect(hit.slice(0, 2)).toEqual([counterId, 'hit']);
  expect(hit[2]).toMatch(/\/$/);
  expect(hit[3]).toEqual({ referer: expect.stringMatching(/\/share$/) });

  // Neither the social network's API nor a chat widget is configured: no request left for them, or for anything else.
  expect(foreign).toEqual([]);
  await expect(page.locator('script[src*="openapi"], script[src*="widget"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
