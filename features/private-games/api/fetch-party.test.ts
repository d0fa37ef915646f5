import { http, HttpResponse } from 'msw';
import { createApiClient } from '@/lib/api/create-api-client';
import { apiUrl, setupMswServer, testBaseUrls } from '@/tests/msw';
import { privateGameWire } from '../testing/fixtures';
import { fetchPrivateGame } from './fetch-party';

const server = setupMswServer();
const api = createApiClient({ baseUrls: testBaseUrls, getToken: () => undefined, retries: 0 });

describe('GET {party}/games/{id}[?invite=]', () => {
  it('sends the invite token and reshapes the game (instants in milliseconds)', async () => {
    let invite: string | null = null;
    server.use(
      http.get(apiUrl('party', '/games/77'), ({ request }) => {
        invite = new URL(request.url).searchParams.get('invite');
        return HttpResponse.json({ data: privateGameWire({ role: 'invited', inviteToken: null, teams: null }) });
      }),
    );
    const lookup = await fetchPrivateGame(api, 77, 'tok-en');
    expect(invite).toBe('tok-en');
    expect(lookup).toMatchObject({ kind: 'found', game: { id: 77, role: 'invited', inviteToken: null, startsAt: Date.parse('2026-12-10T19:30:00+03:00') } });
  });

  it('an unknown game is not found; a hidden one is "not invited"; anything else is a failure', async () => {
    server.use(http.get(apiUrl('party', '/games/1'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    expect(await fetchPrivateGame(api, 1, null)).toEqual({ kind: 'not-found' });
    server.use(http.get(apiUrl('party', '/games/2'), () => HttpResponse.json({ message: 'Вы не приглашены.', reason: 'not_invited' }, { status: 403 })));
    expect(await fetchPrivateGame(api, 2, 'wrong')).toEqual({ kind: 'not-invited' });
    server.use(http.get(apiUrl('party', '/games/3'), () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    await expect(fetchPrivateGame(api, 3, null)).rejects.toMatchObject({ status: 500 });
  });
});
