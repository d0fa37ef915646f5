// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFamilies } from '@/contract/families';
import { gamesReplySchema } from '@/contract/schemas/catalogue';
import { EARLY_START_WINDOW_MS } from './controls';
import { startLiveKit, type LiveKit } from './testing/live-test-kit';

let kit: LiveKit;
const DAY = 86_400_000;
beforeAll(async () => {
  kit = await startLiveKit();
  // The kit's game, scheduled two days ahead with its places on sale, as a game of next week would be.
  kit.db
    .prepare('UPDATE games SET starts_at = ?, started_at = NULL, registration_allowed = 1, registration_at = NULL WHERE id = ?')
    .run(kit.clock.now + 2 * DAY, kit.liveGameId);
});
afterAll(() => kit.close());

const listed = async () => {
  const reply = await kit.api('GET', `${apiFamilies.baseMain}/games?perPage=100`);
  return gamesReplySchema.parse(reply.body).items.find((game) => game.id === kit.liveGameId)!;
};
const registrationState = async () =>
  ((await kit.api('GET', `${apiFamilies.baseMain}/games/${kit.liveGameId}/registration`)).body as { data: { state: string } }).data.state;

describe('starting a game before its time', () => {
  it("is refused, in the expert's language, until the game page opens; then the catalogue stops selling it", async () => {
    expect(await listed()).toMatchObject({ status: 'registration', registrationAllowed: true });

    const early = await kit.expert('startTour', { tourNumber: 1 });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ message: 'The game has not opened yet: its first round can start from 60 minutes before the scheduled start.' });
    const russian = await kit.api('POST', kit.live(`/experts/games/${kit.liveGameId}/startTour`), {
      token: kit.expertToken,
      body: { tourNumber: 1 },
      headers: { 'Accept-Language': 'ru' },
    });
    expect((russian.body as { message: string }).message).toBe(
      'Игра ещё не открыта: первый тур можно начать не раньше чем за 60 минут до начала по расписанию.',
    );
    // Nothing started: the places are still on sale.
    expect(await listed()).toMatchObject({ status: 'registration', registrationAllowed: true });
    expect(await registrationState()).toBe('open');

    // Within the window (the game page is open): the round starts, and from then on nobody can buy a place.
    kit.clock.now += 2 * DAY - EARLY_START_WINDOW_MS + 60_000;
    const expert = await kit.login('expert@quiz.test'); // a new session: the first one ran out over the two days
    const started = await kit.api('POST', kit.live(`/experts/games/${kit.liveGameId}/startTour`), { token: expert, body: { tourNumber: 1 } });
    expect(started.status).toBe(200);
    expect(await listed()).toMatchObject({ status: 'live', registrationAllowed: false });
    expect(await registrationState()).toBe('started');
  });
});
