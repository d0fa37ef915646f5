import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { lazyMessagesHandler } from '@/tests/msw';
import { renderWithProviders } from '../testing/render';
import { apiUrl, clearAllCookies, installPublicConfig } from '../testing/test-environment';
import { AccountControl } from './account-control';
import { ExpertLoginForm } from './expert/expert-login-form';

const nav = vi.hoisted(() => ({
  router: { refresh: vi.fn(), replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() },
}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => nav.router,
  usePathname: () => '/',
}));

const server = setupServer(lazyMessagesHandler);
beforeAll(() => {
  installPublicConfig();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  clearAllCookies();
  vi.clearAllMocks();
});
afterAll(() => server.close());

/**
 * A throttled write answered as the platform (Laravel) does: 429, the wait only in the Retry-After header, the
 * throttle line in the body and on the e-mail field.
 */
const throttledAt = (url: string, seconds: number) =>
  server.use(
    http.post(url, () =>
      HttpResponse.json(
        { message: 'Too Many Attempts.', errors: { email: ['Too Many Attempts.'] } },
        { status: 429, headers: { 'Retry-After': String(seconds) } },
      ),
    ),
  );

type Locale = 'ru' | 'en' | 'fr';
const logIn: Record<Locale, string> = { ru: 'Войти', en: 'Log in', fr: 'Se connecter' };

async function openModal(locale: Locale) {
  const view = renderWithProviders(<AccountControl hasSession={false} />, { locale });
  await view.user.click(screen.getByRole('button', { name: logIn[locale] }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  return { ...view, dialog };
}

describe('every throttled form of the auth modal shows the wait in its language and keeps what was typed', () => {
  it('login (fr)', async () => {
    throttledAt(apiUrl('base', '/login'), 42);
    const { user, dialog } = await openModal('fr');
    await user.type(within(dialog).getByLabelText('E-mail'), 'anna@example.com');
    await user.type(within(dialog).getByLabelText('Mot de passe'), 'typed-pass{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Trop de tentatives. Réessayez dans 42 secondes.');
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('anna@example.com');
    expect(within(dialog).getByLabelText('Mot de passe')).toHaveValue('typed-pass');
  });

  it('registration (ru, Russian plural)', async () => {
    throttledAt(apiUrl('base', '/players'), 23);
    const { user } = await openModal('ru');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    await user.type(within(dialog).getByLabelText('Имя и фамилия'), 'Анна Петрова');
    await user.type(within(dialog).getByLabelText('Email'), 'anna@example.com');
    await user.type(within(dialog).getByLabelText('Пароль'), 'secret-pass');
    await user.type(within(dialog).getByLabelText('Повторите пароль'), 'secret-pass');
    await user.click(within(dialog).getByRole('checkbox', { name: /Я принимаю/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Слишком много попыток. Попробуйте снова через 23 секунды.');
    expect(within(dialog).getByLabelText('Имя и фамилия')).toHaveValue('Анна Петрова');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('anna@example.com');
    expect(within(dialog).getByLabelText('Пароль')).toHaveValue('secret-pass');
  });

  it('password recovery (en)', async () => {
    throttledAt(apiUrl('base', '/password/email'), 1);
    const { user, dialog } = await openModal('en');
    await user.type(within(dialog).getByLabelText('Email'), 'anna@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    const recovery = await screen.findByRole('dialog', { name: 'Password recovery' });
    await user.click(within(recovery).getByRole('button', { name: 'Send the link' }));
    expect(await within(recovery).findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 1 second.');
    expect(within(recovery).getByLabelText('Email')).toHaveValue('anna@example.com');
  });

  it('a new confirmation letter (en)', async () => {
    server.use(http.post(apiUrl('base', '/players'), () => HttpResponse.json({ message: 'ok', data: { id: 1, email: 'anna@example.com' } }, { status: 201 })));
    throttledAt(apiUrl('base', '/players/email/resend'), 55);
    const { user, dialog } = await openModal('en');
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    const signUp = await screen.findByRole('dialog', { name: 'Sign up' });
    await user.type(within(signUp).getByLabelText('Full name'), 'Anna');
    await user.type(within(signUp).getByLabelText('Email'), 'anna@example.com');
    await user.type(within(signUp).getByLabelText('Password'), 'secret-pass');
    await user.type(within(signUp).getByLabelText('Repeat the password'), 'secret-pass');
    await user.click(within(signUp).getByRole('checkbox', { name: /I accept/ }));
    await user.click(within(signUp).getByRole('button', { name: 'Sign up' }));
    await user.click(await screen.findByRole('button', { name: 'Send the letter again' }));
    const confirm = await screen.findByRole('dialog', { name: 'Email confirmation' });
    await user.click(within(confirm).getByRole('button', { name: 'Send a new link' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 55 seconds.');
    expect(within(confirm).getByLabelText('Email')).toHaveValue('anna@example.com');
  });
});

it('the expert login shows the wait in its language and keeps what was typed (fr)', async () => {
  throttledAt(apiUrl('iam', '/auth/login'), 30);
  const { user } = renderWithProviders(<ExpertLoginForm />, { locale: 'fr' });
  await user.type(screen.getByLabelText('E-mail'), 'expert@quiz.test');
  await user.type(screen.getByLabelText('Mot de passe'), 'typed-pass{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Réessayez dans 30 secondes.');
  expect(screen.getByLabelText('E-mail')).toHaveValue('expert@quiz.test');
  expect(screen.getByLabelText('Mot de passe')).toHaveValue('typed-pass');
});
