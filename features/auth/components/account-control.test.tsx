import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { UserWire } from '@/contract/schemas/auth';
import { cookieNames } from '@/lib/config/cookie-names';
import { writeSession } from '@/lib/session/session-cookies';
import { playerWire, tokens } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { apiUrl, clearAllCookies, installPublicConfig, installResizeObserver, readCookie } from '../testing/test-environment';
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
const meUrl = apiUrl('base', '/players/me');
const logoutUrl = apiUrl('iam', '/auth/logout');
const originalLocation = window.location;
const reload = vi.fn();

beforeAll(() => {
  installPublicConfig();
  installResizeObserver();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  // location.reload is unforgeable in jsdom; replace the whole location object with a copy that records reloads.
  Object.defineProperty(window, 'location', { value: { ...originalLocation, reload }, configurable: true });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  server.events.removeAllListeners();
  Object.defineProperty(window, 'location', { value: originalLocation, configurable: true });
  server.resetHandlers();
  clearAllCookies();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});
afterAll(() => server.close());

const serveMe = (user: UserWire) => server.use(http.get(meUrl, () => HttpResponse.json({ data: user })));

/** A signed-in header: session cookies present, as the server saw them. */
function renderSignedIn(locale: 'ru' | 'en' = 'ru') {
  writeSession('player', tokens);
  return renderWithProviders(<AccountControl hasSession />, { locale });
}

async function openMenu(user: ReturnType<typeof renderWithProviders>['user'], name: RegExp | string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu', {}, { timeout: 5000 });
}

describe('account control', () => {
  it('logged out: a labelled log-in button, no user request; the modal fetches its messages on first use', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    const { user } = renderWithProviders(<AccountControl hasSession={false} />, { locale: 'en' });
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 })).toBeInTheDocument();
    // No user request; the only one is the modal's messages (the page carries only the header's).
    expect(requests).toEqual([`${window.location.origin}/i18n/en/auth.json`]);
  });

  it('with a session: a neutral button while the user loads, then the initials named after the user', async () => {
    let answer!: () => void;
    server.use(
      http.get(meUrl, async () => {
        await new Promise<void>((r) => (answer = r));
        return HttpResponse.json({ data: playerWire });
      }),
    );
    renderSignedIn();
    expect(screen.getByRole('button', { name: 'Загружаем профиль' })).toBeDisabled();
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer();
    const button = await screen.findByRole('button', { name: 'АП, Профиль: Анна Петрова' });
    expect(button).toHaveTextContent('АП');
  });

  it('shows name and e-mail in the menu and a cabinet link for a player', async () => {
    serveMe(playerWire);
    const { user } = renderSignedIn();
    const menu = await openMenu(user, /Анна Петрова/);
    expect(within(menu).getByText('Анна Петрова')).toBeInTheDocument();
    expect(within(menu).getByText('anna@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Личный кабинет' })).toHaveAttribute('href', '/cabinet');
  });

  it('offers no cabinet to a player where the language has none (lkNotSupported)', async () => {
    serveMe(playerWire);
    const { user } = renderSignedIn('en');
    const menu = await openMenu(user, 'АП, Profile: Анна Петрова');
    expect(within(menu).getByText('anna@example.com')).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Personal account' })).not.toBeInTheDocument();
  });

  it('links other roles to the partners area, with the locale prefix', async () => {
    serveMe({ ...playerWire, role: 'organizer' });
    const { user } = renderSignedIn('en');
    const menu = await openMenu(user, 'АП, Profile: Анна Петрова');
    expect(within(menu).getByRole('menuitem', { name: 'Personal account' })).toHaveAttribute('href', '/en/partners');
  });

  it('Logout calls POST auth/logout, clears both cookies and reloads the page', async () => {
    serveMe(playerWire);
    let authorization: string | null = null;
    server.use(
      http.post(logoutUrl, ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderSignedIn();
    const menu = await openMenu(user, /Анна Петрова/);
    await user.click(within(menu).getByRole('menuitem', { name: 'Выйти' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(authorization).toBe('Bearer access-1');
    expect(readCookie(cookieNames.playerToken)).toBeUndefined();
    expect(readCookie(cookieNames.playerRefresh)).toBeUndefined();
  });

  it('Logout still clears the session when the server call fails', async () => {
    serveMe(playerWire);
    server.use(http.post(logoutUrl, () => HttpResponse.error()));
    const { user } = renderSignedIn();
    const menu = await openMenu(user, /Анна Петрова/);
    await user.click(within(menu).getByRole('menuitem', { name: 'Выйти' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(readCookie(cookieNames.playerToken)).toBeUndefined();
  });

  it('a 401 from players/me means the session is gone: the control shows the log-in button', async () => {
    server.use(
      http.get(meUrl, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
      http.post(apiUrl('iam', '/auth/refresh'), () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    renderSignedIn();
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(readCookie(cookieNames.playerToken)).toBeUndefined();
  });

  it('an unconfirmed account: the menu says so and opens the frame that sends the letter again', async () => {
    serveMe({ ...playerWire, is_approved: false });
    const { user } = renderSignedIn();
    const menu = await openMenu(user, /Анна Петрова/);
    expect(within(menu).getByText('Email не подтверждён')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Подтвердить email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтверждение email' }, { timeout: 5000 });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('anna@example.com');
  });
});
