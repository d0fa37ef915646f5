import { expect, test } from '@playwright/test';
import { backendUrl, createConfirmedPlayer, freshEmail } from './accounts-kit';
import { expectNoAxeViolations } from './fixtures';
import { liveParticipation, logIn, resetLiveGame } from './support/live-game';
import { showcaseGames, signInAs } from './support/registration';

/**
 * The player's cabinet (/cabinet, ru only: en and fr say `lkNotSupported`) against the reference backend: a
 * registration made in the same test shows with its payment due, beside the profile.
 */

test.describe.configure({ timeout: 90_000 });
const PASSWORD = 'secret-pass-1';

test('ru: the cabinet shows the profile and a registration made now, with what is still due', async ({ page, request, baseURL }) => {
  const email = freshEmail('cabinet');
  await createConfirmedPlayer(request, email, PASSWORD, 'Кабинетный Игрок');
  const tokens = await signInAs(page, baseURL!, email, PASSWORD);
  const team = `Кабинет ${Date.now()}`;
  const game = showcaseGames().openRu;
  const reply = await page.request.post(`${backendUrl}/api/base/games/${game.id}/registrations`, {
    headers: { Authorization: `Bearer ${tokens.access_token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { language: 'ru', name: 'Кабинетный Игрок', cityId: game.cityId, teamName: team, consent: true, agreement: true },
  });
  expect(reply.status()).toBe(201);

  await page.goto('/cabinet');
  await expect(page.getByRole('heading', { name: 'Личный кабинет', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Профиль' })).toContainText(email);
  const upcoming = page.getByRole('region', { name: 'Ближайшие игры' });
  const mine = upcoming.getByTestId('cabinet-registration').filter({ hasText: team });
  await expect(mine).toContainText(game.name);
  await expect(mine).toContainText('Ожидает оплаты');
  await expect(mine).toContainText('К оплате: 899\u00a0₽.');
  await expect(mine.getByRole('link', { name: 'Оплатить' })).toHaveAttribute('href', `/reg/${game.id}`);
  await expect(page.getByRole('region', { name: 'Покупки' })).toContainText('Покупок пока нет.');
  await expectNoAxeViolations(page);
});

test('ru: an invite the player opened and has not answered waits in the cabinet, with a link back to it', async ({ page, request, baseURL }) => {
  const email = freshEmail('cabinet-invite');
  await createConfirmedPlayer(request, email, PASSWORD, 'Приглашённый Игрок');
  const tokens = await signInAs(page, baseURL!, email, PASSWORD);
  // The second demo team's captain makes a link for the live game; the player opens it without answering.
  const captain = (await logIn('player3@quiz.test')).access_token;
  const { id } = await liveParticipation(captain).catch(async () => {
    // The live game put back when an earlier spec finished it (an invite to a game that is over waits for nothing).
    await resetLiveGame((await logIn('player@quiz.test')).access_token);
    return liveParticipation(captain);
  });
  const made = await request.post(`${backendUrl}/api/base/registrations/${id}/invites`, { headers: { Authorization: `Bearer ${captain}` } });
  expect(made.status()).toBe(201);
  const { token } = ((await made.json()) as { data: { token: string } }).data;
  expect((await request.get(`${backendUrl}/api/base/invites/${token}`, { headers: { Authorization: `Bearer ${tokens.access_token}` } })).status()).toBe(200);

  await page.goto('/cabinet');
  const invites = page.getByRole('region', { name: 'Приглашения в команды' });
  const invite = invites.getByTestId('cabinet-invite');
  await expect(invite).toContainText('команда «Знатоки»');
  await expect(invite).toContainText('Пригласил(а): Анна Кузнецова');
  await expect(invite.getByRole('link', { name: 'Принять или отклонить' })).toHaveAttribute('href', `/share?invite=${token}`);
  await expectNoAxeViolations(page);
  await invite.getByRole('link', { name: 'Принять или отклонить' }).click();
  await expect(page.getByRole('button', { name: 'Принять приглашение' })).toBeVisible();
});

test('without a session the cabinet asks to log in; en and fr have none', async ({ page }) => {
  await page.goto('/cabinet');
  await expect(page.getByText('Войдите, чтобы увидеть свои игры и покупки.')).toBeVisible();
  await expectNoAxeViolations(page);
  for (const prefix of ['/en', '/fr']) expect((await page.request.get(`${prefix}/cabinet`)).status()).toBe(404);
});
