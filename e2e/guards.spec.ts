import { expect, test } from '@playwright/test';

test('expert pages send a visitor without a session to the expert login, in their language', async ({ page }) => {
  await page.goto('/expert');
  await expect(page).toHaveURL(/\/expert\/login$/);
  await page.goto('/en/expert/42');
  await expect(page).toHaveURL(/\/en\/expert\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Host login');
});

test('the expert login page sends a visitor who has a session to /expert', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'expert_token', value: 'anything', url: baseURL! }]);
  await page.goto('/fr/expert/login');
  await expect(page).toHaveURL(/\/fr\/expert$/);
  // The token is made up, so the games list soon says the session has expired (a modal over the page, which hides
  // the page from assistive technology): the page itself is the expert area all the same.
  await expect(page.locator('h1')).toHaveText('Espace animateur');
});
