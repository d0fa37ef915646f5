import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cookieNames } from '@/lib/config/cookie-names';
import { playerWire, tokens } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { apiUrl, clearAllCookies, installPublicConfig, readCookie } from '../testing/test-environment';
import { AccountControl } from './account-control';
import { lazyMessagesHandler } from '@/tests/msw';

const router = vi.hoisted(() => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }));
// Framework boundary: the app router is not mounted in unit tests, so its hooks are stubbed (the rest stays real).
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => router,
  usePathname: () => '/',
}));

const server = setupServer(lazyMessagesHandler);
const loginUrl = apiUrl('base', '/login');
const meUrl = apiUrl('base', '/players/me');

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

/** Renders the logged-out header control and opens the login modal from it. */
async function openLogin() {
  const view = renderWithProviders(<AccountControl hasSession={false} />);
  await view.user.click(screen.getByRole('button', { name: 'Войти' }));
  await screen.findByRole('dialog', { name: 'Вход' }, { timeout: 5000 });
  return view;
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Пароль');

describe('login modal', () => {
  it('every frame, sign-up included, has the spec’s default width of 360 px', async () => {
    const { user } = await openLogin();
    expect(screen.getByRole('dialog', { name: 'Вход' })).toHaveStyle({ maxWidth: '360px' });
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByRole('dialog', { name: 'Регистрация' })).toHaveStyle({ maxWidth: '360px' });
  });

  it('opens from the header button with focus on the e-mail field', async () => {
    await openLogin();
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('logs in with Enter: writes both cookies, shows the logged-in frame and the user in the header', async () => {
    let body: unknown;
    server.use(
      http.post(loginUrl, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(tokens);
      }),
      http.get(meUrl, ({ request }) =>
        request.headers.get('authorization') === 'Bearer access-1'
          ? HttpResponse.json({ data: playerWire })
          : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const { user } = await openLogin();
    await user.type(emailField(), ' anna@example.com');
    await user.type(passwordField(), 'secret{Enter}');

    expect(await screen.findByRole('dialog', { name: 'Вы вошли' })).toBeInTheDocument();
    expect(screen.getByText('Вы вошли в аккаунт. Приятной игры!')).toBeInTheDocument();
    expect(body).toEqual({ email: 'anna@example.com', password: 'secret' });
    expect(readCookie(cookieNames.playerToken)).toBe('access-1');
    expect(readCookie(cookieNames.playerRefresh)).toBe('refresh-1');
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'АП, Профиль: Анна Петрова', hidden: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('422 wrong credentials: the server message sits under the e-mail and both typed values stay', async () => {
    server.use(
      http.post(loginUrl, () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { email: ['These credentials do not match our records.'] } }, { status: 422 }),
      ),
    );
    const { user } = await openLogin();
    await user.type(emailField(), 'anna@example.com');
    await user.type(passwordField(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    const message = await screen.findByText('These credentials do not match our records.');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAttribute('aria-describedby', message.id);
    expect(emailField()).toHaveValue('anna@example.com');
    expect(passwordField()).toHaveValue('wrong');
    expect(readCookie(cookieNames.playerToken)).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
  });

  it("shows the server's 'The given data was invalid' as a prompt to enter the e-mail", async () => {
    server.use(http.post(loginUrl, () => HttpResponse.json({ message: 'The given data was invalid.' }, { status: 422 })));
    const { user } = await openLogin();
    await user.type(emailField(), 'anna@example.com');
    await user.type(passwordField(), 'pw{Enter}');
    expect(await screen.findByText('Введите email')).toBeInTheDocument();
    expect(screen.queryByText(/given data/i)).not.toBeInTheDocument();
  });

  it('an invalid e-mail shows the localised message and sends nothing', async () => {
    const sent = vi.fn();
    server.use(http.post(loginUrl, () => void sent()));
    const { user } = await openLogin();
    await user.type(emailField(), 'anna@');
    await user.type(passwordField(), 'secret{Enter}');
    expect(await screen.findByText('Введите корректный email')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('empty fields ask for both values', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Введите email')).toBeInTheDocument();
    expect(screen.getByText('Введите пароль')).toBeInTheDocument();
  });

  it('5xx shows the server-unavailable alert and keeps the input', async () => {
    server.use(http.post(loginUrl, () => HttpResponse.json({ message: 'Server Error' }, { status: 503 })));
    const { user } = await openLogin();
    await user.type(emailField(), 'anna@example.com');
    await user.type(passwordField(), 'secret{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер недоступен. Попробуйте ещё раз.');
    expect(emailField()).toHaveValue('anna@example.com');
    expect(passwordField()).toHaveValue('secret');
  });

  it('a network failure shows the same alert', async () => {
    server.use(http.post(loginUrl, () => HttpResponse.error()));
    const { user } = await openLogin();
    await user.type(emailField(), 'anna@example.com');
    await user.type(passwordField(), 'secret{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер недоступен');
  });

  it('429 asks to try again later', async () => {
    server.use(http.post(loginUrl, () => HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429 })));
    const { user } = await openLogin();
    await user.type(emailField(), 'anna@example.com');
    await user.type(passwordField(), 'secret{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток. Попробуйте позже.');
  });

  it('disables the submit button only while sending', async () => {
    let release!: () => void;
    server.use(
      http.post(loginUrl, async () => {
        await new Promise<void>((r) => (release = r));
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    const { user } = await openLogin();
    await user.type(emailField(), 'anna@example.com');
    await user.type(passwordField(), 'secret{Enter}');
    expect(await screen.findByRole('button', { name: 'Входим…' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeEnabled();
  });
});
