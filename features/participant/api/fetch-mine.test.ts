import { http, HttpResponse } from 'msw';
import { createApiClient } from '@/lib/api/create-api-client';
import { forgetAdditionDiscoveries } from '@/lib/api/addition-discovery';
import { apiUrl, setupMswServer, testBaseUrls } from '@/tests/msw';
import { fetchMine } from './fetch-mine';

const server = setupMswServer();
const api = createApiClient({ baseUrls: testBaseUrls, getToken: () => 'token', retries: 0 });

const participation = {
  id: 7,
  gameId: 3,
  gameName: 'Квиз',
  teamName: 'Эрудиты',
  status: 'READY',
  startsAt: '2026-11-21T10:00:00+00:00',
  opensAt: '2026-11-21T09:00:00+00:00',
  isLive: true,
  isFinished: false,
};
const registration = {
  ...participation,
  city: 'Москва',
  paymentState: 'paid',
  currency: 'RUB',
  amount: 500,
  amountDue: 0,
  holdExpiresAt: null,
  result: null,
};
const notFound = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 });
const expected = [
  {
    id: 7,
    gameId: 3,
    gameName: 'Квиз',
    teamName: 'Эрудиты',
    status: 'READY',
    startsAt: Date.parse(participation.startsAt),
    opensAt: Date.parse(participation.opensAt),
    isLive: true,
    isFinished: false,
  },
];

describe('the player’s registrations (for /game without an id)', () => {
  beforeEach(() => forgetAdditionDiscoveries());

  it('present: GET participants/mine', async () => {
    server.use(http.get(apiUrl('live', '/participants/mine'), () => HttpResponse.json({ items: [participation] })));
    expect(await fetchMine(api)).toEqual(expected);
  });

  it.each([
    ['404', notFound],
    ['a reply without items', () => HttpResponse.json({ data: [participation] })],
  ])('participants/mine %s: the cabinet’s registrations instead, and mine is not asked again this session', async (_, reply) => {
    let asked = 0;
    server.use(
      http.get(apiUrl('live', '/participants/mine'), () => (asked++, reply())),
      http.get(apiUrl('base', '/players/me/registrations'), () => HttpResponse.json({ data: [registration] })),
    );
    expect(await fetchMine(api)).toEqual(expected);
    expect(await fetchMine(api)).toEqual(expected);
    expect(asked).toBe(1);
  });

  it('neither call: null (the page asks for the game’s link); a 401 is still a 401', async () => {
    server.use(http.get(apiUrl('live', '/participants/mine'), notFound), http.get(apiUrl('base', '/players/me/registrations'), notFound));
    expect(await fetchMine(api)).toBeNull();
    forgetAdditionDiscoveries();
    server.use(http.get(apiUrl('live', '/participants/mine'), () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    await expect(fetchMine(api)).rejects.toMatchObject({ status: 401 });
  });
});
