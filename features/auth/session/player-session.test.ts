import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cookieNames } from '@/lib/config/cookie-names';
import { authKeys } from '../api/auth-queries';
import { playerWire } from '../testing/fixtures';
import { apiUrl, clearAllCookies, installPublicConfig, readCookie } from '../testing/test-environment';
import { sessionClosed, sessionOpened } from './player-session';

const server = setupServer();
const meUrl = apiUrl('base', '/players/me');
beforeAll(() => {
  installPublicConfig();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  clearAllCookies();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const pair = { access_token: 'a-1', refresh_token: 'r-1' };

describe('player session (spec "Auth")', () => {
  it('setting a token marks the user logged in and refreshes the user, even over a cached one', async () => {
    const client = new QueryClient();
    client.setQueryData(authKeys.me(), { stale: true });
    let authorization: string | null = null;
    server.use(
      http.get(meUrl, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: playerWire });
      }),
    );
    await sessionOpened(client, pair);
    expect(readCookie(cookieNames.playerToken)).toBe('a-1');
    expect(readCookie(cookieNames.playerRefresh)).toBe('r-1');
    expect(authorization).toBe('Bearer a-1');
    expect(client.getQueryData(authKeys.me())).toMatchObject({ id: 7, name: 'Анна Петрова' });
  });

  it('a failed user refresh just unlocks: no throw, the session stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = new QueryClient();
    server.use(http.get(meUrl, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    await expect(sessionOpened(client, pair)).resolves.toBeUndefined();
    expect(readCookie(cookieNames.playerToken)).toBe('a-1');
    expect(client.getQueryData(authKeys.me())).toBeUndefined();
  });

  it('a null token logs out and clears the user', () => {
    const client = new QueryClient();
    document.cookie = `${cookieNames.playerToken}=a-1; path=/`;
    client.setQueryData(authKeys.me(), { id: 7 });
    sessionClosed(client);
    expect(readCookie(cookieNames.playerToken)).toBeUndefined();
    expect(client.getQueryData(authKeys.me())).toBeUndefined();
  });
});
