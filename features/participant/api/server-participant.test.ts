// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { loadMyGame } from './server-participant';

vi.mock('server-only', () => ({}));
// A signed-in player's request.
vi.mock('next/headers', () => ({
  cookies: async () => ({ has: () => true, get: () => ({ value: 'player-token' }) }),
  headers: async () => new Headers(),
}));

const server = setupMswServer();
const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '+00:00');
const registration = () => ({
  id: 7,
  gameId: 3,
  gameName: 'Квиз',
  teamName: 'Эрудиты',
  status: 'READY',
  startsAt: iso(Date.now() - hour / 2),
  opensAt: iso(Date.now() - (3 * hour) / 2),
  isLive: true,
  isFinished: false,
  city: null,
  paymentState: 'paid',
  currency: 'RUB',
  amount: 0,
  amountDue: 0,
  holdExpiresAt: null,
  result: null,
});
const notFound = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 });

describe('/game without an id on a backend without GET participants/mine (rendered on the server)', () => {
  it('finds the live game through the cabinet’s registrations', async () => {
    server.use(
      http.get(apiUrl('live', '/participants/mine'), notFound),
      http.get(apiUrl('base', '/players/me/registrations'), () => HttpResponse.json({ data: [registration()] })),
    );
    expect(await loadMyGame('ru')).toEqual({ kind: 'redirect', participantId: 7 });
  });

  it('asks for the game’s link when the backend lists no registrations at all (not a 404 page)', async () => {
    let mineAsked = 0;
    server.use(
      http.get(apiUrl('live', '/participants/mine'), () => (mineAsked++, notFound())),
      http.get(apiUrl('base', '/players/me/registrations'), notFound),
    );
    expect(await loadMyGame('en')).toEqual({ kind: 'find-game' });
    expect(await loadMyGame('fr')).toEqual({ kind: 'find-game' });
    // The server remembers nothing between renders (its memory is every visitor's): each render asks again.
    expect(mineAsked).toBe(2);
  });
});
