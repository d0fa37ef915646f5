import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { backendUrl, createConfirmedPlayer, freshEmail, latestLetter, openAuthModal } from './accounts-kit';
import { texts } from './accounts-texts';

const ru = texts.ru;

/** Axe (WCAG 2.2 AA) on the open dialog: the auth modal's own markup, whatever the page behind it holds. */
async function expectAccessibleDialog(page: Page, label: string) {
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${label}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('every frame of the auth modal passes axe, errors included (ru)', async ({ page, request }) => {
  // A dozen full axe analyses: each takes seconds on a busy machine, more than the default 30 s allows in all.
  test.setTimeout(2 * 60_000);
  const email = freshEmail('axe');
  await createConfirmedPlayer(request, email, 'axe-pass-123', 'Axe Tester');
  await page.goto('/share');
  const dialog = await openAuthModal(page, ru.logIn);
  await expectAccessibleDialog(page, 'login');
  await dialog.getByRole('button', { name: ru.logIn, exact: true }).click();
  await expect(dialog.getByText('Введите email')).toBeVisible();
  await expectAccessibleDialog(page, 'login with errors');

  await dialog.getByRole('button', { name: ru.register, exact: true }).click();
  await expectAccessibleDialog(page, 'register');
  await dialog.getByRole('button', { name: ru.signUp, exact: true }).click();
  await expect(dialog.getByText('Введите имя и фамилию')).toBeVisible();
  await expectAccessibleDialog(page, 'register with errors');

  await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
  await dialog.getByLabel(ru.email).fill(email);
  await dialog.getByRole('button', { name: ru.forgotPassword }).click();
  await expectAccessibleDialog(page, 'recovery');
  await dialog.getByRole('button', { name: ru.sendLink }).click();
  await expect(dialog.getByRole('heading', { name: ru.emailSentTitle })).toBeVisible();
  await expectAccessibleDialog(page, 'email-sent');

  const letter = await latestLetter(request, email, 'reset_password');
  await page.goto(letter.links[0]!);
  await expect(page.getByRole('dialog').getByRole('heading', { name: ru.newPasswordTitle })).toBeVisible();
  await expectAccessibleDialog(page, 'new-password');

  await page.goto('/mail-auth/not-a-real-code');
  await expect(page.getByRole('dialog').getByRole('heading', { name: ru.confirmTitle })).toBeVisible();
  await expectAccessibleDialog(page, 'confirm-email');

  await page.goto('/share');
  const login = await openAuthModal(page, ru.logIn);
  await login.getByLabel(ru.email).fill(email);
  await login.getByLabel(ru.password).fill('axe-pass-123');
  await login.getByLabel(ru.password).press('Enter');
  await expect(login.getByRole('heading', { name: ru.loggedInTitle })).toBeVisible();
  await expectAccessibleDialog(page, 'logged-in');
  await login.getByRole('button', { name: ru.continue }).click();

  await page.getByRole('banner').getByRole('button', { name: ru.profile }).click();
  await page.getByRole('menuitem', { name: 'Фото профиля' }).click();
  await expectAccessibleDialog(page, 'avatar');
});

test('keyboard: open with Enter, focus stays in the dialog, Escape closes and focus returns (ru)', async ({ page }) => {
  await page.goto('/share');
  const button = page.getByRole('banner').getByRole('button', { name: ru.logIn, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(ru.email)).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('bad input: each case gets a clear message and nothing typed is lost (en)', async ({ page, request }) => {
  await page.goto('/en/share');
  const dialog = await openAuthModal(page, 'Log in');
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  const name = dialog.getByLabel('Full name');
  const email = dialog.getByLabel('Email');
  const password = dialog.getByLabel('Password', { exact: true });
  const confirmation = dialog.getByLabel('Repeat the password');
  const submit = dialog.getByRole('button', { name: 'Sign up', exact: true });

  await submit.click();
  await expect(dialog.getByText('The full name field is required')).toBeVisible();
  await expect(dialog.getByText('Enter your email')).toBeVisible();
  await expect(dialog.getByText('Enter your password')).toBeVisible();
  await expect(dialog.getByText('To continue, accept the terms of use and the privacy policy')).toBeVisible();
  await expect(name).toBeFocused();

  await name.fill('x'.repeat(256));
  await email.fill('anna@');
  await password.fill('short');
  await confirmation.fill('different');
  await submit.click();
  await expect(dialog.getByText('This value is too long')).toBeVisible();
  await expect(dialog.getByText('Invalid email format')).toBeVisible();
  await expect(dialog.getByText('The password must be at least 8 characters')).toBeVisible();
  await expect(dialog.getByText('The passwords do not match')).toBeVisible();
  await expect(email).toHaveValue('anna@');
  await expect(confirmation).toHaveValue('different');

  // The backend is down: the form says so and keeps everything.
  await page.route(`${backendUrl}/api/base/players`, (route) => route.abort('connectionrefused'));
  await name.fill('Anna');
  await email.fill(freshEmail('down'));
  await password.fill('long-enough-1');
  await confirmation.fill('long-enough-1');
  await dialog.getByRole('checkbox', { name: /I accept/ }).check();
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('The server is unavailable. Please try again.');
  await expect(name).toHaveValue('Anna');
  await expect(password).toHaveValue('long-enough-1');
  await page.unroute(`${backendUrl}/api/base/players`);

  // Wrong password and unknown e-mail: the server's words under the e-mail.
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  const known = freshEmail('known');
  await createConfirmedPlayer(request, known, 'the-password-1');
  await dialog.getByLabel('Email').fill(known);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByLabel('Password').press('Enter');
  await expect(dialog.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(dialog.getByLabel('Password')).toHaveValue('not-the-password');
  await dialog.getByLabel('Email').fill(freshEmail('nobody'));
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(dialog.getByText("We can't find a user with that email address.")).toBeVisible();

  // A reset link used twice: the second time it says so as it opens, with the recovery form for a new link.
  const owner = freshEmail('twice');
  await createConfirmedPlayer(request, owner, 'first-pass-1');
  await request.post(`${backendUrl}/api/base/password/email`, { data: { email: owner, is_live: 1 }, headers: { 'Accept-Language': 'en' } });
  const link = (await latestLetter(request, owner, 'reset_password')).links[0]!;
  const token = new URL(link).pathname.split('/').pop()!;
  const used = await request.post(`${backendUrl}/api/base/password/reset/`, {
    data: { email: owner, token, password: 'second-pass-2', password_confirmation: 'second-pass-2' },
  });
  expect(used.status()).toBe(200);
  await page.goto(link);
  const reset = page.getByRole('dialog');
  await expect(reset.getByRole('heading', { name: 'Password recovery' })).toBeVisible();
  await expect(reset.getByRole('alert')).toHaveText('This password reset link is invalid, has expired or was already used. Request a new one.');
  await expect(reset.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(reset.getByLabel('Email')).toHaveValue(owner);
  await reset.getByRole('button', { name: 'Request a new link' }).click();
  await expect(reset.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // A link that worked when it opened but was spent before the form was sent: refused then, with a way to a new one.
  const fresh = (await latestLetter(request, owner, 'reset_password')).links[0]!;
  expect(fresh).not.toBe(link);
  await page.goto(fresh);
  await expect(reset.getByRole('heading', { name: 'New password' })).toBeVisible();
  const freshToken = new URL(fresh).pathname.split('/').pop()!;
  expect(
    (
      await request.post(`${backendUrl}/api/base/password/reset/`, {
        data: { email: owner, token: freshToken, password: 'third-pass-3', password_confirmation: 'third-pass-3' },
      })
    ).status(),
  ).toBe(200);
  await reset.getByLabel('New password', { exact: true }).fill('fourth-pass-4');
  await reset.getByLabel('Repeat the password').fill('fourth-pass-4');
  await reset.getByRole('button', { name: 'Save and log in' }).click();
  await expect(reset.getByRole('alert')).toHaveText('This password reset token is invalid.');
  await expect(reset.getByLabel('New password', { exact: true })).toHaveValue('fourth-pass-4');
  await reset.getByRole('button', { name: 'Request a new link' }).click();
  await expect(reset.getByRole('heading', { name: 'Password recovery' })).toBeVisible();
  await expect(reset.getByLabel('Email')).toHaveValue(owner);
});

test('too many failed logins: 429 with the wait in the message (fr)', async ({ page }) => {
  const email = freshEmail('throttle');
  await page.goto('/fr/share');
  const dialog = await openAuthModal(page, 'Se connecter');
  await dialog.getByLabel('E-mail').fill(email);
  const password = dialog.getByLabel('Mot de passe');
  for (let i = 0; i < 5; i++) {
    await password.fill(`wrong-${i}`);
    await password.press('Enter');
    await expect(dialog.getByText('Ces identifiants ne correspondent pas à nos enregistrements.')).toBeVisible();
  }
  await password.fill('wrong-again');
  await password.press('Enter');
  // The wait counts from the first failure, so it is a little under a minute by now.
  await expect(dialog.getByRole('alert')).toHaveText(/^Trop de tentatives\. Réessayez dans (60|[1-5]?\d) secondes\.$/);
  await expect(password).toHaveValue('wrong-again');
});

test('OAuth: "Deny" comes back as a cancelled sign-in; a callback the site did not start is refused (ru)', async ({ page, context }) => {
  await page.goto('/share');
  const dialog = await openAuthModal(page, ru.logIn);
  await dialog.getByRole('button', { name: ru.withVk }).click();
  await expect(page.getByRole('heading', { name: 'Вход через VK' })).toBeVisible();
  await page.getByRole('button', { name: 'Отказать' }).click();
  const back = page.getByRole('dialog');
  await expect(back.getByRole('alert')).toHaveText('Вход через VK отменён.');
  await expect(page).not.toHaveURL(/error=|state=/);

  // A forged return (login CSRF): no pending state in the provider cookie, so the code is never sent.
  let exchanged = false;
  await page.route(`${backendUrl}/api/base/players/oauth/google`, (route) => {
    exchanged = true;
    return route.continue();
  });
  await page.goto('/oauth/google?code=attacker-code&state=attacker-state');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Не удалось войти через Google. Попробуйте ещё раз.');
  expect(exchanged).toBe(false);
  expect((await context.cookies()).find((c) => c.name === 'auth_token')).toBeUndefined();
});

test('profile photo: type and size are checked, upload and delete update the profile (ru)', async ({ page, request }) => {
  const email = freshEmail('avatar');
  await createConfirmedPlayer(request, email, 'avatar-pass-1', 'Аватар Тестов');
  await page.goto('/share');
  const dialog = await openAuthModal(page, ru.logIn);
  await dialog.getByLabel(ru.email).fill(email);
  await dialog.getByLabel(ru.password).fill('avatar-pass-1');
  await dialog.getByLabel(ru.password).press('Enter');
  await dialog.getByRole('button', { name: ru.continue }).click();

  await page.getByRole('banner').getByRole('button', { name: ru.profile }).click();
  await page.getByRole('menuitem', { name: 'Фото профиля' }).click();
  const photo = page.getByRole('dialog', { name: 'Фото профиля' });
  const input = photo.getByLabel('Выбрать фото');

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(photo.getByRole('alert')).toHaveText('Это не изображение JPEG, PNG или WebP.');
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(photo.getByRole('alert')).toHaveText('Файл больше 2 МБ. Выберите фото поменьше.');
  // A file that only claims to be a PNG gets past the browser; the server reads its bytes and refuses it.
  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a-not-really') });
  await expect(photo.getByRole('alert')).toHaveText(/должен быть одного из следующих типов: jpeg, png, webp/);

  await input.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(photo.getByRole('status')).toHaveText('Фото обновлено.');
  const src = await photo.getByRole('img', { name: 'Ваше текущее фото' }).getAttribute('src');
  expect(src).toMatch(new RegExp(`^${backendUrl}/api/base/avatars/\\d+/[0-9a-f]{16}$`));
  const served = await request.get(src!);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await served.body(), PNG_1X1)).toBe(0);
  // The header's avatar too (the banner is aria-hidden behind the dialog, so it is found by its markup).
  await expect(page.locator(`header img[src="${src}"]`)).toHaveCount(1);

  await photo.getByRole('button', { name: 'Удалить фото' }).click();
  await expect(photo.getByRole('status')).toHaveText('Фото удалено.');
  await expect(photo.getByRole('img', { name: 'Фото пока нет' })).toBeVisible();
  expect((await request.get(src!)).status()).toBe(404);
});

for (const [locale, prefix] of [
  ['ru', ''],
  ['en', '/en'],
  ['fr', '/fr'],
] as const) {
  test(`the sign-up frame fits the default 360 px modal, with or without errors (${locale}, desktop and phone)`, async ({ page }) => {
    const t = texts[locale];
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${prefix}/share`);
      const dialog = await openAuthModal(page, t.logIn);
      await dialog.getByRole('button', { name: t.register, exact: true }).click();
      await expect(dialog.getByRole('heading', { name: t.registerTitle })).toBeVisible();
      for (const state of ['empty', 'errors']) {
        if (state === 'errors') {
          await dialog.getByRole('button', { name: t.signUp, exact: true }).click();
          await expect(dialog.getByLabel(t.name)).toHaveAttribute('aria-invalid', 'true');
        }
        const box = (await dialog.boundingBox())!;
        expect(box.width, `${viewport.width}px, ${state}`).toBeLessThanOrEqual(Math.min(360, viewport.width - 32) + 0.5);
        // Nothing inside is cut off or scrolls sideways: every control stays within the frame.
        const overflow = await dialog.evaluate((element) => {
          const frame = element.getBoundingClientRect();
          const outside = [...element.querySelectorAll('input, button, label, a, p')]
            .filter((child) => child.getBoundingClientRect().right > frame.right + 0.5)
            .map((child) => child.textContent || child.outerHTML.slice(0, 60));
          return { sideways: element.scrollWidth > element.clientWidth, outside };
        });
        expect(overflow, `${viewport.width}px, ${state}`).toEqual({ sideways: false, outside: [] });
      }
    }
  });
}
