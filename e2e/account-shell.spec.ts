import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from './fixtures';
import { showcaseGames } from './support/registration';

test('closing the login modal on a home-with-modal address resets it to the language home', async ({ page }) => {
  // In Russian a registration needs an account: an anonymous visitor's /reg/{id} of an open game opens the login
  // modal itself (its code loads with it).
  await page.goto(`/reg/${(await showcaseGames()).openRu.id}`);
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/en/private');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/en$/);

  // Elsewhere the address stays.
  await page.goto('/share');
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/share$/);
});

test('a player logs in from the header, sees the profile menu and logs out', async ({ page, context }) => {
  await page.goto('/private');
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(demoAccounts.player);
  await dialog.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await dialog.getByLabel('Пароль').press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Вы вошли' })).toBeVisible();
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'auth_token');
  expect(token?.sameSite).toBe('Lax');
  // 5 days, give or take a minute.
  expect(Math.abs(token!.expires - (Date.now() / 1000 + 5 * 86400))).toBeLessThan(120);
  expect(page.url()).not.toContain(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Продолжить' }).click();

  const avatar = page.getByRole('banner').getByRole('button', { name: /Профиль/ });
  await avatar.click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(demoAccounts.player);
  // The player's current game (the demo team's live one), or the next one once another test has finished it.
  const game = menu.getByRole('menuitem', { name: /^(Игра идёт|Следующая игра): / });
  await expect(game).toHaveAttribute('href', /\/game\/\d+$/);
  await menu.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'auth_token')).toBeUndefined();
});

test('wrong credentials keep what was typed and show the server message', async ({ page }) => {
  await page.goto('/fr');
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(demoAccounts.player);
  await dialog.getByLabel('Mot de passe').fill('wrong-password');
  // exact: the social sign-in buttons ("Se connecter avec Google") share the words.
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(dialog.getByText('Ces identifiants ne correspondent pas à nos enregistrements.')).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toHaveValue(demoAccounts.player);
  await expect(dialog.getByLabel('Mot de passe')).toHaveValue('wrong-password');
});

test('an expired session that cannot be refreshed logs out and asks to log in again', async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: 'auth_token', value: 'expired-access-token', url: baseURL! },
    { name: 'auth_refresh', value: 'revoked-refresh-token', url: baseURL! },
  ]);
  await page.goto('/en/private');
  const dialog = page.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog).toContainText('Please log in again.');
  expect((await context.cookies()).find((c) => c.name === 'auth_token')).toBeUndefined();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});
