import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cookieNames } from '@/lib/config/cookie-names';
import { AuthModalProvider } from '../../store/auth-modal-provider';
import { playerWire, tokens } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { apiUrl, clearAllCookies, installPublicConfig, readCookie } from '../../testing/test-environment';
import { AccountControl } from '../account-control';
import { PasswordResetOpener } from '../landing/password-reset-opener';
import { lazyMessagesHandler } from '@/tests/msw';

const nav = vi.hoisted(() => ({
  router: { refresh: vi.fn(), replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() },
  pathname: '/',
}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => nav.router,
  usePathname: () => nav.pathname,
}));

const emailUrl = apiUrl('base', '/password/email');
const resetUrl = apiUrl('base', '/password/reset/');
const checkUrl = apiUrl('base', '/password/reset/check');
/** The reset page checks its link first: this link works (until a test says otherwise). */
const linkWorks = http.post(checkUrl, () => HttpResponse.json({ data: { valid: true } }));
const linkRefused = http.post(checkUrl, () => HttpResponse.json({ message: 'x', errors: { token: ['Ошибочный код сброса пароля.'] } }, { status: 422 }));
const server = setupServer(lazyMessagesHandler, linkWorks);
const loginUrl = apiUrl('base', '/login');
const meUrl = apiUrl('base', '/players/me');
const resendUrl = apiUrl('base', '/players/email/resend');
beforeAll(() => {
  installPublicConfig();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  clearAllCookies();
  nav.pathname = '/';
  vi.clearAllMocks();
});
afterAll(() => server.close());

async function openRecovery(locale: 'ru' | 'en' = 'ru') {
  const view = renderWithProviders(<AccountControl hasSession={false} />, { locale });
  await view.user.click(screen.getByRole('button', { name: locale === 'ru' ? 'Войти' : 'Log in' }));
  await screen.findByRole('dialog', {}, { timeout: 5000 });
  await view.user.type(screen.getByLabelText('Email'), 'anna@example.com');
  await view.user.click(screen.getByRole('button', { name: locale === 'ru' ? 'Забыли пароль?' : 'Forgot your password?' }));
  await screen.findByRole('dialog', { name: locale === 'ru' ? 'Восстановление пароля' : 'Password recovery' });
  return view;
}

describe('recovery frame', () => {
  it.each([
    ['/', { email: 'anna@example.com', is_live: 1 }],
    ['/en/private/4', { email: 'anna@example.com', is_party: 1 }],
  ])('on %s sends %j and shows the e-mail-sent frame', async (pathname, expected) => {
    nav.pathname = pathname;
    let body: unknown;
    server.use(
      http.post(emailUrl, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'sent' });
      }),
    );
    const { user } = await openRecovery();
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Прислать ссылку' }));
    expect(await screen.findByRole('dialog', { name: 'Проверьте почту' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ссылку для смены пароля на anna@example.com');
    expect(body).toEqual(expected);
  });

  it('an unknown address shows the server message; 429 says how long to wait', async () => {
    server.use(
      http.post(emailUrl, () => HttpResponse.json({ message: 'x', errors: { email: ["We can't find a user with that email address."] } }, { status: 422 })),
    );
    const { user } = await openRecovery('en');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText("We can't find a user with that email address.")).toBeInTheDocument();

    server.use(http.post(emailUrl, () => HttpResponse.json({ message: 'x', retry_after: 42 }, { status: 429 })));
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 42 seconds.');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
  });
});

/** The /password/reset/{auth} page: the opener and the header's control share one store. */
function renderResetPage() {
  return renderWithProviders(
    <AuthModalProvider>
      <AccountControl hasSession={false} />
      <PasswordResetOpener token="reset-token" email="anna@example.com" />
    </AuthModalProvider>,
  );
}

const fillNewPassword = async (user: ReturnType<typeof renderWithProviders>['user'], password = 'brand-new-1') => {
  await user.type(screen.getByLabelText('Новый пароль', { selector: 'input' }), password);
  await user.type(screen.getByLabelText('Повторите пароль'), password);
  await user.click(screen.getByRole('button', { name: 'Сохранить и войти' }));
};

describe('new password frame', () => {
  it('resets, logs in with the new password, goes home and shows the logged-in frame', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(resetUrl, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'reset' });
      }),
      http.post(loginUrl, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(tokens);
      }),
      http.get(meUrl, () => HttpResponse.json({ data: playerWire })),
    );
    const { user } = renderResetPage();
    expect(await screen.findByRole('dialog', { name: 'Новый пароль' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
    await waitFor(() => expect(screen.getByLabelText('Новый пароль', { selector: 'input' })).toHaveFocus());
    await fillNewPassword(user);

    expect(await screen.findByRole('dialog', { name: 'Вы вошли' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Пароль изменён. Вы вошли в аккаунт.');
    expect(bodies).toEqual([
      { password: 'brand-new-1', password_confirmation: 'brand-new-1', email: 'anna@example.com', token: 'reset-token' },
      { email: 'anna@example.com', password: 'brand-new-1' },
    ]);
    expect(readCookie(cookieNames.playerToken)).toBe('access-1');
    expect(nav.router.replace).toHaveBeenCalledWith('/');
  });

  it('an invalid or used token: the message, the typed values kept, and a way to a new link', async () => {
    server.use(http.post(resetUrl, () => HttpResponse.json({ message: 'x', errors: { token: ['Ошибочный код сброса пароля.'] } }, { status: 422 })));
    const { user } = renderResetPage();
    await screen.findByRole('dialog', { name: 'Новый пароль' }, { timeout: 5000 });
    await fillNewPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибочный код сброса пароля.');
    expect(screen.getByLabelText('Новый пароль', { selector: 'input' })).toHaveValue('brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Запросить новую ссылку' }));
    expect(await screen.findByRole('dialog', { name: 'Восстановление пароля' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
    expect(nav.router.replace).not.toHaveBeenCalled();
  });

  it('password changed but the login failed: home, and the login frame says to log in with the new password', async () => {
    server.use(
      http.post(resetUrl, () => HttpResponse.json({ message: 'reset' })),
      http.post(loginUrl, () => HttpResponse.json({ message: 'Too many' }, { status: 429 })),
    );
    const { user } = renderResetPage();
    await screen.findByRole('dialog', { name: 'Новый пароль' }, { timeout: 5000 });
    await fillNewPassword(user);
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Пароль изменён. Войдите с новым паролем.');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
    expect(nav.router.replace).toHaveBeenCalledWith('/');
  });
});

describe('the reset link is checked as it opens', () => {
  it('a used, expired or replaced link goes straight to recovery for a new one, with the link’s e-mail', async () => {
    let checked: unknown;
    const reset = vi.fn();
    server.use(
      http.post(checkUrl, async ({ request }) => {
        checked = await request.json();
        return HttpResponse.json({ message: 'x', errors: { token: ['Ошибочный код сброса пароля.'] } }, { status: 422 });
      }),
      http.post(resetUrl, () => void reset()),
    );
    renderResetPage();
    expect(screen.getByRole('status')).toHaveTextContent('Проверяем ссылку…');
    const dialog = await screen.findByRole('dialog', { name: 'Восстановление пароля' }, { timeout: 5000 });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ссылка для смены пароля недействительна, устарела или уже использована.');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
    expect(screen.queryByLabelText('Новый пароль', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Запросить новую ссылку' })).toBeInTheDocument();
    expect(checked).toEqual({ token: 'reset-token', email: 'anna@example.com' });
    expect(reset).not.toHaveBeenCalled();
  });

  it('asking for the new link sends the recovery letter to that address', async () => {
    let body: unknown;
    server.use(
      linkRefused,
      http.post(emailUrl, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'sent' });
      }),
    );
    const { user } = renderResetPage();
    await screen.findByRole('dialog', { name: 'Восстановление пароля' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Запросить новую ссылку' }));
    expect(await screen.findByRole('dialog', { name: 'Проверьте почту' })).toBeInTheDocument();
    expect(body).toEqual({ email: 'anna@example.com', is_live: 1 });
  });

  it('a link that works opens the new-password form', async () => {
    renderResetPage();
    expect(await screen.findByRole('dialog', { name: 'Новый пароль' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('when the check cannot be made the form opens anyway', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(checkUrl, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    renderResetPage();
    expect(await screen.findByRole('dialog', { name: 'Новый пароль' }, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('confirm-email frame (from the e-mail-sent frame)', () => {
  it('sends a new confirmation letter for the address', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('base', '/players'), () => HttpResponse.json({ message: 'ok', data: { id: 1, email: 'anna@example.com' } }, { status: 201 })),
      http.post(resendUrl, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'resent' });
      }),
    );
    const view = renderWithProviders(<AccountControl hasSession={false} />);
    await view.user.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    await view.user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await view.user.type(await screen.findByLabelText('Имя и фамилия'), 'Анна');
    await view.user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await view.user.type(screen.getByLabelText('Пароль'), 'secret-pass');
    await view.user.type(screen.getByLabelText('Повторите пароль'), 'secret-pass');
    await view.user.click(screen.getByRole('checkbox', { name: /Я принимаю/ }));
    await view.user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await view.user.click(await screen.findByRole('button', { name: 'Отправить письмо ещё раз' }));
    expect(await screen.findByRole('dialog', { name: 'Подтверждение email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
    await act(() => view.user.click(screen.getByRole('button', { name: 'Прислать новую ссылку' })));
    expect(await screen.findByRole('dialog', { name: 'Проверьте почту' })).toBeInTheDocument();
    expect(body).toEqual({ email: 'anna@example.com', is_live: 1 });
  });
});
