import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../testing/render';
import { apiUrl, clearAllCookies, installPublicConfig } from '../../testing/test-environment';
import { AccountControl } from '../account-control';
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

const server = setupServer(lazyMessagesHandler);
const playersUrl = apiUrl('base', '/players');
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

async function openRegister(locale: 'ru' | 'en' = 'ru') {
  const view = renderWithProviders(<AccountControl hasSession={false} />, { locale });
  await view.user.click(screen.getByRole('button', { name: locale === 'ru' ? 'Войти' : 'Log in' }));
  await screen.findByRole('dialog', {}, { timeout: 5000 });
  await view.user.click(screen.getByRole('button', { name: locale === 'ru' ? 'Зарегистрироваться' : 'Sign up' }));
  await screen.findByRole('dialog', { name: locale === 'ru' ? 'Регистрация' : 'Sign up' });
  return view;
}

async function fillValid(user: ReturnType<typeof renderWithProviders>['user'], email = 'anna@example.com') {
  await user.type(screen.getByLabelText('Имя и фамилия'), 'Анна Петрова');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Пароль'), 'secret-pass');
  await user.type(screen.getByLabelText('Повторите пароль'), 'secret-pass');
  await user.click(screen.getByRole('checkbox', { name: /Я принимаю/ }));
}

describe('register frame', () => {
  it('sends exactly the spec body with the utm cookies, then shows the e-mail-sent frame', async () => {
    Cookies.set('utm_source', 'vk', { path: '/' });
    Cookies.set('utm_campaign', 'spring', { path: '/' });
    let body: unknown;
    server.use(
      http.post(playersUrl, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok', data: { id: 9, email: 'anna@example.com' } }, { status: 201 });
      }),
    );
    const { user } = await openRegister();
    await waitFor(() => expect(screen.getByLabelText('Имя и фамилия')).toHaveFocus());
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(await screen.findByRole('dialog', { name: 'Проверьте почту' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Мы отправили ссылку для подтверждения на anna@example.com.');
    expect(body).toEqual({
      name: 'Анна Петрова',
      email: 'anna@example.com',
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
      is_live: 1,
      is_promo: false,
      utm_source: 'vk',
      utm_content: null,
      utm_medium: null,
      utm_term: null,
      utm_campaign: 'spring',
    });
  });

  it('signs up for the party site (is_party instead of is_live) from the private-games pages', async () => {
    nav.pathname = '/en/private/12';
    let body: Record<string, unknown> = {};
    server.use(
      http.post(playersUrl, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'ok', data: { id: 9, email: 'anna@example.com' } }, { status: 201 });
      }),
    );
    const { user } = await openRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await screen.findByRole('dialog', { name: 'Проверьте почту' });
    expect(body).toMatchObject({ is_party: 1, is_promo: false });
    expect(body).not.toHaveProperty('is_live');
  });

  it('checks every field in the browser and sends nothing while one is wrong', async () => {
    const sent = vi.fn();
    server.use(http.post(playersUrl, () => void sent()));
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Введите имя и фамилию')).toBeInTheDocument();
    expect(screen.getByText('Введите email')).toBeInTheDocument();
    expect(screen.getByText('Введите пароль')).toBeInTheDocument();
    expect(screen.getByText('Чтобы продолжить, примите условия и политику конфиденциальности')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Имя и фамилия'), 'x'.repeat(256));
    await user.type(screen.getByLabelText('Email'), 'anna@');
    await user.type(screen.getByLabelText('Пароль'), 'short');
    await user.type(screen.getByLabelText('Повторите пароль'), 'other');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Слишком длинное значение')).toBeInTheDocument();
    expect(screen.getByText('Введите корректный email')).toBeInTheDocument();
    expect(screen.getByText('Пароль должен быть не короче 8 символов')).toBeInTheDocument();
    const mismatch = screen.getByText('Пароли не совпадают');
    expect(screen.getByLabelText('Повторите пароль')).toHaveAttribute('aria-describedby', mismatch.id);
    expect(screen.getByLabelText('Email')).toHaveValue('anna@');
    expect(sent).not.toHaveBeenCalled();
  });

  it('a taken e-mail shows the server message and a button to recovery with the address filled in', async () => {
    server.use(
      http.post(playersUrl, () =>
        HttpResponse.json({ message: 'Указанные данные недействительны.', errors: { email: ['Такое значение поля email уже существует.'] } }, { status: 422 }),
      ),
    );
    const { user } = await openRegister();
    await fillValid(user, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Такое значение поля email уже существует.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Восстановить пароль для этого email' }));
    expect(await screen.findByRole('dialog', { name: 'Восстановление пароля' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('taken@example.com');
  });

  it('other server messages stay under their fields without the recovery button', async () => {
    server.use(
      http.post(playersUrl, () => HttpResponse.json({ message: 'The given data was invalid.', errors: { name: ['The name is odd.'] } }, { status: 422 })),
    );
    const { user } = await openRegister();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('The name is odd.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Восстановить пароль для этого email' })).not.toBeInTheDocument();
  });

  it('"Log in" goes back to the login frame with the typed e-mail', async () => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
  });
});
