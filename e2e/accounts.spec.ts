import { expect, test } from '@playwright/test';
import { backendUrl, createConfirmedPlayer, expectCleanUrl, freshEmail, latestLetter, openAuthModal, storedUser } from './accounts-kit';
import { texts } from './accounts-texts';
import { DEMO_PASSWORD, demoAccounts, locales, prefixOf } from './fixtures';

const DAY_S = 86_400;
const cookieDaysLeft = (expires: number) => (expires - Date.now() / 1000) / DAY_S;

for (const locale of locales) {
  const t = texts[locale];
  const prefix = prefixOf(locale);
  /** The language's home address, and nothing else (the one-time code or token has left the address bar). */
  const home = (baseURL: string | undefined) => new RegExp(`^${baseURL}${prefix}/?$`);

  test.describe(`accounts (${locale})`, () => {
    test('register with the landing utm -> the letter -> the confirmation link logs in; the used link is refused', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const email = freshEmail(`reg-${locale}`);
      await page.goto(`${prefix}/share?utm_source=e2e-${locale}&utm_medium=email&utm_campaign=accounts`);
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'utm_source')?.value).toBe(`e2e-${locale}`);
      await page.goto(`${prefix}/private`);

      const dialog = await openAuthModal(page, t.logIn);
      await dialog.getByRole('button', { name: t.register, exact: true }).click();
      await expect(dialog.getByRole('heading', { name: t.registerTitle })).toBeVisible();
      await dialog.getByLabel(t.name).fill('Лена Тестова');
      await dialog.getByLabel(t.email).fill(email);
      await dialog.getByLabel(t.password, { exact: true }).fill('first-pass-1');
      await dialog.getByLabel(t.passwordConfirmation).fill('first-pass-1');
      await dialog.getByRole('checkbox', { name: t.consent }).check();
      await dialog.getByRole('button', { name: t.signUp, exact: true }).click();
      await expect(dialog.getByRole('heading', { name: t.emailSentTitle })).toBeVisible();
      await expect(dialog.getByRole('status')).toContainText(email);
      expectCleanUrl(page, 'first-pass-1');

      // The registration body carried the cookies' utm values: the backend stored them with the account.
      const stored = await storedUser(request, email);
      expect(stored.signup).toMatchObject({
        method: 'password',
        utm: { utm_source: `e2e-${locale}`, utm_medium: 'email', utm_campaign: 'accounts', utm_term: null, utm_content: null },
      });
      expect(stored.is_approved).toBe(false);

      const letter = await latestLetter(request, email, 'confirm_email');
      expect(letter.locale).toBe(locale);
      const link = letter.links[0]!;
      expect(link.startsWith(`${baseURL}${prefix}/mail-auth/`)).toBe(true);

      await page.goto(link);
      const confirmed = page.getByRole('dialog');
      await expect(confirmed.getByRole('heading', { name: t.loggedInTitle })).toBeVisible();
      await expect(confirmed.getByRole('status')).toContainText(t.emailConfirmed);
      await expect(page).toHaveURL(home(baseURL));
      await confirmed.getByRole('button', { name: t.continue }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: t.profile })).toBeVisible();
      expect((await storedUser(request, email)).is_approved).toBe(true);

      await page.goto(link);
      const again = page.getByRole('dialog');
      await expect(again.getByRole('heading', { name: t.confirmTitle })).toBeVisible();
      await expect(again.getByRole('alert')).toHaveText(t.linkInvalid);
    });

    test('login with Enter (5-day cookies) and logout', async ({ page, context, request }) => {
      const email = freshEmail(`login-${locale}`);
      await createConfirmedPlayer(request, email, 'login-pass-1', 'Login Tester');
      await page.goto(`${prefix}/share`);
      const dialog = await openAuthModal(page, t.logIn);
      await dialog.getByLabel(t.email).fill(email);
      await dialog.getByLabel(t.password).fill('login-pass-1');
      await dialog.getByLabel(t.password).press('Enter');
      await expect(dialog.getByRole('heading', { name: t.loggedInTitle })).toBeVisible();
      expectCleanUrl(page, 'login-pass-1');
      const token = (await context.cookies()).find((c) => c.name === 'auth_token')!;
      expect(cookieDaysLeft(token.expires)).toBeGreaterThan(4.99);
      expect(cookieDaysLeft(token.expires)).toBeLessThan(5.01);
      await dialog.getByRole('button', { name: t.continue }).click();

      await page.getByRole('banner').getByRole('button', { name: t.profile }).click();
      const menu = page.getByRole('menu');
      await expect(menu).toContainText(email);
      await menu.getByRole('menuitem', { name: t.logOut }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: t.logIn, exact: true })).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === 'auth_token')).toBeUndefined();
    });

    test('forgot password -> the letter -> a new password -> logged in automatically', async ({ page, request, baseURL }) => {
      const email = freshEmail(`reset-${locale}`);
      await createConfirmedPlayer(request, email, 'old-pass-123');
      await page.goto(`${prefix}/share`);
      const dialog = await openAuthModal(page, t.logIn);
      await dialog.getByLabel(t.email).fill(email);
      await dialog.getByRole('button', { name: t.forgotPassword }).click();
      await expect(dialog.getByRole('heading', { name: t.recoveryTitle })).toBeVisible();
      await expect(dialog.getByLabel(t.email)).toHaveValue(email);
      await dialog.getByRole('button', { name: t.sendLink }).click();
      await expect(dialog.getByRole('heading', { name: t.emailSentTitle })).toBeVisible();

      const letter = await latestLetter(request, email, 'reset_password');
      expect(letter.locale).toBe(locale);
      const link = new URL(letter.links[0]!);
      expect(`${link.origin}${link.pathname}`).toMatch(new RegExp(`^${baseURL}${prefix}/password/reset/[A-Za-z0-9_-]+$`));
      expect(link.searchParams.get('email')).toBe(email);

      await page.goto(link.toString());
      const reset = page.getByRole('dialog');
      await expect(reset.getByRole('heading', { name: t.newPasswordTitle })).toBeVisible();
      await expect(reset.getByLabel(t.email)).toHaveValue(email);
      await reset.getByLabel(t.newPassword, { exact: true }).fill('brand-new-pass-2');
      await reset.getByLabel(t.repeatPassword).fill('brand-new-pass-2');
      await reset.getByRole('button', { name: t.saveAndLogIn }).click();

      await expect(reset.getByRole('heading', { name: t.loggedInTitle })).toBeVisible();
      await expect(reset.getByRole('status')).toContainText(t.passwordChanged);
      await expect(page).toHaveURL(home(baseURL));
      await reset.getByRole('button', { name: t.continue }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: t.profile })).toBeVisible();
      expectCleanUrl(page, 'brand-new-pass-2');
      const login = (password: string) => request.post(`${backendUrl}/api/base/login`, { data: { email, password } });
      expect((await login('brand-new-pass-2')).status()).toBe(200);
      expect((await login('old-pass-123')).status()).toBe(422);
    });

    test('a taken e-mail shows the server message and a button to recovery for that address', async ({ page, request }) => {
      const email = freshEmail(`dup-${locale}`);
      await createConfirmedPlayer(request, email, 'taken-pass-1');
      await page.goto(`${prefix}/share`);
      const dialog = await openAuthModal(page, t.logIn);
      await dialog.getByRole('button', { name: t.register, exact: true }).click();
      await dialog.getByLabel(t.name).fill('Someone Else');
      await dialog.getByLabel(t.email).fill(email.toUpperCase());
      await dialog.getByLabel(t.password, { exact: true }).fill('another-pass-1');
      await dialog.getByLabel(t.passwordConfirmation).fill('another-pass-1');
      await dialog.getByRole('checkbox', { name: t.consent }).check();
      await dialog.getByRole('button', { name: t.signUp, exact: true }).click();
      await expect(dialog.getByText(t.duplicate)).toBeVisible();
      await expect(dialog.getByLabel(t.email)).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel(t.name)).toHaveValue('Someone Else');

      await dialog.getByRole('button', { name: t.resetForThisEmail }).click();
      await expect(dialog.getByRole('heading', { name: t.recoveryTitle })).toBeVisible();
      await expect(dialog.getByLabel(t.email)).toHaveValue(email.toUpperCase());
      await dialog.getByRole('button', { name: t.sendLink }).click();
      await expect(dialog.getByRole('heading', { name: t.emailSentTitle })).toBeVisible();
      expect((await latestLetter(request, email, 'reset_password')).locale).toBe(locale);
    });

    test('OAuth round trip through the local consent page (1-day cookie)', async ({ page, context, request, baseURL }) => {
      const provider = locale === 'en' ? 'vkontakte' : 'google';
      const email = freshEmail(`oauth-${locale}`);
      await page.goto(`${prefix}/share?utm_source=oauth-${locale}`);
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'utm_source')?.value).toBe(`oauth-${locale}`);
      const dialog = await openAuthModal(page, t.logIn);
      await dialog.getByRole('button', { name: provider === 'google' ? t.withGoogle : t.withVk }).click();

      await expect(page).toHaveURL(new RegExp(`^${backendUrl}/dev/oauth/${provider}/authorize\\?`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.locator('#name').fill('Оля OAuth');
      await page.locator('#email').fill(email);
      await page.locator('button[value="allow"]').click();

      const done = page.getByRole('dialog');
      await expect(done.getByRole('heading', { name: t.loggedInTitle })).toBeVisible();
      // Back on the page the sign-in started on (features/auth: the provider cookie keeps it), not home.
      await expect(page).toHaveURL(new RegExp(`^${baseURL}${prefix}/share\\?utm_source=oauth-${locale}$`));
      await done.getByRole('button', { name: t.continue }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: t.profile })).toBeVisible();
      const cookies = await context.cookies();
      const token = cookies.find((c) => c.name === 'auth_token')!;
      expect(cookieDaysLeft(token.expires)).toBeGreaterThan(0.99);
      expect(cookieDaysLeft(token.expires)).toBeLessThan(1.01);
      expect(cookies.find((c) => c.name === 'oauth_state')).toBeUndefined();
      const stored = await storedUser(request, email);
      expect(stored).toMatchObject({ is_approved: true, has_password: false, signup: { method: provider, utm: { utm_source: `oauth-${locale}` } } });
    });

    test('expert login, guards and the games list', async ({ page, context, request }) => {
      // A player of its own: refusals count towards the login throttle of that address.
      const player = freshEmail(`not-expert-${locale}`);
      await createConfirmedPlayer(request, player, 'player-pass-1');
      await page.goto(`${prefix}/expert`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/expert/login$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.expertLoginHeading);
      await page.getByLabel(t.email).fill(player);
      await page.getByLabel(t.password).fill('player-pass-1');
      await page.getByLabel(t.password).press('Enter');
      await expect(page.getByText(t.noStaffAccess)).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === 'expert_token')).toBeUndefined();

      await page.getByLabel(t.email).fill(demoAccounts.expert);
      await page.getByLabel(t.password).fill(DEMO_PASSWORD);
      await page.getByLabel(t.password).press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/expert$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.expertHeading);
      await expect(page.getByRole('heading', { name: t.yourGames })).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === 'auth_token')).toBeUndefined();
      const games = page.getByRole('main').getByRole('listitem');
      expect(await games.count()).toBeGreaterThanOrEqual(3);
      const first = games.first().getByRole('link');
      const href = await first.getAttribute('href');
      expect(href).toMatch(new RegExp(`^${prefix}/expert/\\d+$`));

      // The login page is closed to a signed-in expert.
      await page.goto(`${prefix}/expert/login`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/expert$`));
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));

      await page.goto(`${prefix}/expert`);
      await page.getByRole('button', { name: t.expertLogOut }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/expert/login$`));
      expect((await context.cookies()).find((c) => c.name === 'expert_token')).toBeUndefined();
    });
  });
}
