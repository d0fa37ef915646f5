import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cookieNames } from '@/lib/config/cookie-names';
import { beginOAuth, OAUTH_STATE_COOKIE } from '@/lib/session/oauth-state';
import { AuthModalProvider } from '../../store/auth-modal-provider';
import { playerWire } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { apiUrl, clearAllCookies, installPublicConfig, readCookie } from '../../testing/test-environment';
import { AccountControl } from '../account-control';
import { MailAuthConfirm } from './mail-auth-confirm';
import { OAuthCallback, type OAuthCallbackProps } from './oauth-callback';
import { lazyMessagesHandler } from '@/tests/msw';

const nav = vi.hoisted(() => ({
  router: { refresh: vi.fn(), replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() },
}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => nav.router,
  usePathname: () => '/',
}));

const server = setupServer(lazyMessagesHandler);
const meUrl = apiUrl('base', '/players/me');
const session = { token: 'access-c', refresh_token: 'refresh-c', token_type: 'bearer', expires_in: 3600 };
beforeAll(() => {
  installPublicConfig();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  clearAllCookies();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** A home-with-modal page: the header's control and the page's island under one store. */
const renderPage = (island: React.ReactNode, locale: 'ru' | 'en' = 'ru') =>
  renderWithProviders(
    <AuthModalProvider>
      <AccountControl hasSession={false} oauthProviders={['vkontakte', 'google']} />
      {island}
    </AuthModalProvider>,
    { locale },
  );

describe('/mail-auth/{code}', () => {
  it('confirms once, keeps both tokens as the session, shows the logged-in frame and goes home', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('base', '/players/email/confirm/the-code'), () => {
        calls++;
        return HttpResponse.json({ data: session });
      }),
      http.get(meUrl, ({ request }) =>
        request.headers.get('authorization') === 'Bearer access-c' ? HttpResponse.json({ data: playerWire }) : new HttpResponse(null, { status: 401 }),
      ),
    );
    renderPage(<MailAuthConfirm code="the-code" />, 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your email…');
    expect(await screen.findByRole('dialog', { name: 'You are logged in' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your email is confirmed. You are logged in. Enjoy the game!');
    expect(readCookie(cookieNames.playerToken)).toBe('access-c');
    expect(readCookie(cookieNames.playerRefresh)).toBe('refresh-c');
    expect(nav.router.replace).toHaveBeenCalledWith('/en');
    expect(calls).toBe(1);
  });

  it('an invalid, expired or used code opens the frame that sends a new letter; the code is not logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(apiUrl('base', '/players/email/confirm/secret-code'), () =>
        HttpResponse.json({ message: 'invalid', errors: { code: ['invalid'] } }, { status: 422 }),
      ),
    );
    renderPage(<MailAuthConfirm code="secret-code" />);
    expect(await screen.findByRole('dialog', { name: 'Подтверждение email' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ссылка для подтверждения недействительна, устарела или уже использована.');
    expect(readCookie(cookieNames.playerToken)).toBeUndefined();
    expect(nav.router.replace).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[api] GET base/players/email/confirm/[code] -> 422');
    expect(warn.mock.calls.flat().join(' ')).not.toContain('secret-code');
  });

  it('an unreachable server offers to try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    server.use(
      http.get(apiUrl('base', '/players/email/confirm/c2'), () => (fail ? HttpResponse.error() : HttpResponse.json({ data: session }))),
      http.get(meUrl, () => HttpResponse.json({ data: playerWire })),
    );
    const { user } = renderPage(<MailAuthConfirm code="c2" />);
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Не удалось подтвердить email: сервер недоступен.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('dialog', { name: 'Вы вошли' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('/oauth/{provider} callback', () => {
  const callback = (props: Partial<OAuthCallbackProps>) => <OAuthCallback provider="google" code="code-1" state={null} error={null} {...props} />;

  it('with the pending state: posts code, return address and utm; keeps the session for one day', async () => {
    Cookies.set('utm_source', 'ads', { path: '/' });
    const state = beginOAuth('google');
    let body: unknown;
    server.use(
      http.post(apiUrl('base', '/players/oauth/google'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: session });
      }),
      http.get(meUrl, () => HttpResponse.json({ data: playerWire })),
    );
    const set = vi.spyOn(Cookies, 'set');
    renderPage(callback({ state }), 'en');
    expect(await screen.findByRole('dialog', { name: 'You are logged in' }, { timeout: 5000 })).toBeInTheDocument();
    expect(body).toEqual({
      code: 'code-1',
      url: 'http://localhost:3000/en/oauth/google',
      utm_source: 'ads',
      utm_content: null,
      utm_medium: null,
      utm_term: null,
      utm_campaign: null,
    });
    const tokenCookie = set.mock.calls.find(([name]) => name === cookieNames.playerToken);
    expect(tokenCookie?.[2]).toMatchObject({ expires: 1 });
    expect(readCookie(OAUTH_STATE_COOKIE)).toBeUndefined();
    expect(nav.router.replace).toHaveBeenCalledWith('/en');
  });

  it('goes back to the page the sign-in started on (an invite), not home', async () => {
    const state = beginOAuth('google', '/en/share?invite=abc');
    server.use(
      http.post(apiUrl('base', '/players/oauth/google'), () => HttpResponse.json({ data: session })),
      http.get(meUrl, () => HttpResponse.json({ data: playerWire })),
    );
    renderPage(callback({ state }), 'en');
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalledWith('/en/share?invite=abc'));
  });

  it('never goes back to a one-time link page (its code is spent): home instead', async () => {
    const state = beginOAuth('google', '/mail-auth/code-1');
    server.use(
      http.post(apiUrl('base', '/players/oauth/google'), () => HttpResponse.json({ data: session })),
      http.get(meUrl, () => HttpResponse.json({ data: playerWire })),
    );
    renderPage(callback({ state }));
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalledWith('/'));
  });

  it('a return the site did not start (no or another state) is refused without calling the platform', async () => {
    beginOAuth('google');
    renderPage(callback({ state: 'forged' }));
    expect(await screen.findByRole('dialog', { name: 'Вход' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось войти через Google. Попробуйте ещё раз.');
    expect(readCookie(cookieNames.playerToken)).toBeUndefined();
    expect(nav.router.replace).toHaveBeenCalledWith('/');
  });

  it('"Deny" at the provider comes back as a cancelled sign-in', async () => {
    const state = beginOAuth('vkontakte');
    renderPage(<OAuthCallback provider="vkontakte" code={null} state={state} error="access_denied" />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Вход через VK отменён.');
  });

  it('a refused code is a failed sign-in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const state = beginOAuth('google');
    server.use(http.post(apiUrl('base', '/players/oauth/google'), () => HttpResponse.json({ message: 'x', errors: { code: ['bad'] } }, { status: 422 })));
    renderPage(callback({ state }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Не удалось войти через Google');
  });
});

describe('social sign-in buttons', () => {
  it('remember a fresh state, ask for the provider address with our return address, and go there', async () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { value: { ...original, assign, origin: 'http://localhost:3000' }, configurable: true });
    let query = new URLSearchParams();
    server.use(
      http.get(apiUrl('base', '/players/oauth/vkontakte/link'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ data: { url: 'http://api.test/dev/oauth/vkontakte/authorize?x=1' } });
      }),
    );
    const { user } = renderPage(null, 'en');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Log in with VK' }, { timeout: 5000 }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://api.test/dev/oauth/vkontakte/authorize?x=1'));
    const pending = JSON.parse(readCookie(OAUTH_STATE_COOKIE)!) as { provider: string; state: string; returnPath?: string };
    expect(Object.fromEntries(query)).toEqual({ url: 'http://localhost:3000/en/oauth/vkontakte', state: pending.state });
    expect(pending.provider).toBe('vkontakte');
    // The page the sign-in started on, to come back to.
    expect(pending.returnPath).toBe(`${original.pathname}${original.search}`);
    Object.defineProperty(window, 'location', { value: original, configurable: true });
  });

  it('show the platform’s line when it has no app for the provider, and stay on the page', async () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { value: { ...original, assign, origin: 'http://localhost:3000' }, configurable: true });
    const line = 'Sign-in with Google is not configured on this server.';
    server.use(
      http.get(apiUrl('base', '/players/oauth/google/link'), () => HttpResponse.json({ message: line, errors: { provider: [line] } }, { status: 422 })),
    );
    const { user } = renderPage(null, 'en');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Log in with Google' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(line);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log in with Google' })).toBeEnabled();
    Object.defineProperty(window, 'location', { value: original, configurable: true });
  });

  it('are not shown when the deployment offers none', async () => {
    const view = renderWithProviders(<AccountControl hasSession={false} oauthProviders={[]} />);
    await view.user.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(screen.queryByRole('group', { name: 'Или войдите через соцсеть' })).not.toBeInTheDocument();
  });
});
