// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { apiFamilies } from '@/contract/families';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { call, createTestBackend, TEST_NOW, type TestBackend } from '../../testing/test-backend';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});

const HOUR = 3_600_000;
const player = { email: 'fixture-player@quiz.test', name: 'Fixture Player', team: 'Fixtures' };
const logIn = async (email: string, staff = false) => {
  const reply = await call(backend, 'POST', staff ? `${apiFamilies.iam}/auth/login` : `${apiFamilies.base}/login`, {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(reply.status).toBe(200);
  return (reply.body as { access_token: string }).access_token;
};
const mine = async (token: string) =>
  (
    (await call(backend, 'GET', `${apiFamilies.live}/participants/mine`, { token })).body as {
      items: { id: number; gameId: number; isLive: boolean; isFinished: boolean }[];
    }
  ).items;
const data = <T>(reply: { body: unknown }) => (reply.body as { data: T }).data;

describe('GET /dev/games/live.json', () => {
  it("finds the country's game live by the clock, 404 where none is", async () => {
    const live = data<{ id: number; cityId: number }>(await call(backend, 'GET', '/dev/games/live.json?country=fr'));
    const row = backend.db.prepare('SELECT g.starts_at, c.country FROM games g JOIN cities c ON c.id = g.city_id WHERE g.id = ?').get(live.id) as {
      starts_at: number;
      country: string;
    };
    expect(row.country).toBe('FR');
    expect(row.starts_at).toBeLessThanOrEqual(TEST_NOW.getTime());
    expect(TEST_NOW.getTime() - row.starts_at).toBeLessThan(90 * 60_000);
    expect((await call(backend, 'GET', '/dev/games/live.json?country=ZZ')).status).toBe(404);
  });
});

describe('GET /dev/seed/showcase-games.json', () => {
  it('lists the seed’s showcase games in the order it made them, also after later games', async () => {
    const { openGameIds, onePlaceLeftGameIds, fullGameId, freeGameIds } = backend.seed.registration;
    const expected = [openGameIds.ru, openGameIds.fr, openGameIds.en, ...onePlaceLeftGameIds, fullGameId, ...freeGameIds];
    const ids = async () => data<{ id: number }[]>(await call(backend, 'GET', '/dev/seed/showcase-games.json')).map((game) => game.id);
    expect(await ids()).toEqual(expected);
    backend.clock.now += 1;
    expect((await call(backend, 'POST', '/dev/games', { body: { city: 'Paris', name: 'Later', startsAt: TEST_NOW.getTime() + HOUR } })).status).toBe(201);
    expect(await ids()).toEqual(expected);
    expect(data<{ type: string; price: number; max: number }[]>(await call(backend, 'GET', '/dev/seed/showcase-games.json'))[0]).toMatchObject({
      type: 'classic',
      price: 89900,
      max: 40,
    });
  });
});

describe('POST /dev/games, its teams and DELETE', () => {
  it('schedules a game a player is registered for, idempotently, and removes it with its registrations', async () => {
    const startsAt = TEST_NOW.getTime() + HOUR + 10_000;
    const created = await call(backend, 'POST', '/dev/games', { body: { city: 'Paris', name: 'Fixture game', startsAt } });
    expect(created.status).toBe(201);
    const gameId = data<{ id: number }>(created).id;
    expect(backend.db.prepare('SELECT name, starts_at AS startsAt, starts_local_date AS date FROM games WHERE id = ?').get(gameId)).toEqual({
      name: 'Fixture game',
      startsAt,
      date: '2025-03-19',
    });

    const team = await call(backend, 'POST', `/dev/games/${gameId}/teams`, { body: player });
    expect(team.status).toBe(200);
    const { participantId } = data<{ participantId: number }>(team);
    expect(data<{ participantId: number }>(await call(backend, 'POST', `/dev/games/${gameId}/teams`, { body: player })).participantId).toBe(participantId);
    const token = await logIn(player.email);
    expect(await mine(token)).toContainEqual(expect.objectContaining({ id: participantId, gameId }));

    expect((await call(backend, 'DELETE', `/dev/games/${gameId}`)).status).toBe(204);
    expect((await mine(token)).map((item) => item.gameId)).not.toContain(gameId);
    expect((await call(backend, 'DELETE', `/dev/games/${gameId}`)).status).toBe(404);
    expect((await call(backend, 'POST', `/dev/games/${gameId}/teams`, { body: player })).status).toBe(404);
  });

  it('refuses bad bodies (400) and an unknown city (404)', async () => {
    expect((await call(backend, 'POST', '/dev/games', { body: { city: 'Paris', name: 'x' } })).status).toBe(400);
    expect((await call(backend, 'POST', '/dev/games', { body: { city: 'Atlantis', name: 'x', startsAt: TEST_NOW.getTime() } })).status).toBe(404);
    expect((await call(backend, 'POST', '/dev/games/1/teams', { body: { email: 'not an address', name: 'x', team: 'y' } })).status).toBe(400);
  });
});

describe('POST /dev/games/{id}/reset', () => {
  it('puts a finished game back to nothing played, started from its start time when asked', async () => {
    const { id: gameId } = data<{ id: number }>(await call(backend, 'GET', '/dev/games/live.json?country=FR'));
    const { participantId } = data<{ participantId: number }>(await call(backend, 'POST', `/dev/games/${gameId}/teams`, { body: player }));
    await call(backend, 'POST', `/dev/games/${gameId}/chat/reset`, { body: { participantId, texts: ['said before'] } });
    backend.db.prepare('UPDATE games SET started_at = starts_at, finished_at = ? WHERE id = ?').run(TEST_NOW.getTime(), gameId);
    const token = await logIn(player.email);
    expect(await mine(token)).toContainEqual(expect.objectContaining({ id: participantId, isFinished: true }));

    expect((await call(backend, 'POST', `/dev/games/${gameId}/reset`, { body: { started: true } })).status).toBe(204);
    expect(await mine(token)).toContainEqual(expect.objectContaining({ id: participantId, isFinished: false, isLive: true }));
    const game = backend.db.prepare('SELECT started_at = starts_at AS started, finished_at AS finished FROM games WHERE id = ?').get(gameId);
    expect(game).toEqual({ started: 1, finished: null });
    expect(backend.db.prepare('SELECT COUNT(*) AS n FROM chat_messages WHERE game_id = ?').get(gameId)).toEqual({ n: 0 });

    expect((await call(backend, 'POST', `/dev/games/${gameId}/reset`)).status).toBe(204);
    expect(backend.db.prepare('SELECT started_at FROM games WHERE id = ?').get(gameId)).toEqual({ started_at: null });
    expect((await call(backend, 'POST', '/dev/games/999999/reset')).status).toBe(404);
    expect((await call(backend, 'POST', `/dev/games/${gameId}/reset`, { body: { started: 'yes' } })).status).toBe(400);
  });
});

describe('POST /dev/games/{id}/experts', () => {
  it("assigns an expert account to the game: the expert's controls open for it", async () => {
    const { id: gameId } = data<{ id: number }>(await call(backend, 'GET', '/dev/games/live.json?country=FR'));
    const expert = { email: 'fixture-expert@quiz.test', name: 'Fixture Expert', role: 'host' };
    expect((await call(backend, 'POST', `/dev/games/${gameId}/experts`, { body: expert })).status).toBe(200);
    const token = await logIn(expert.email, true);
    expect((await call(backend, 'GET', `${apiFamilies.live}/experts/games/${gameId}/currentTour`, { token })).status).toBe(200);
    expect((await call(backend, 'POST', `/dev/games/${gameId}/experts`, { body: { ...expert, role: 'judge' } })).status).toBe(200);
    expect(
      backend.db.prepare('SELECT role FROM game_experts WHERE game_id = ?  AND user_id = (SELECT id FROM users WHERE email = ?)').get(gameId, expert.email),
    ).toEqual({
      role: 'judge',
    });
    expect((await call(backend, 'POST', `/dev/games/${gameId}/experts`, { body: { ...expert, role: 'captain' } })).status).toBe(400);
  });
});

describe('POST /dev/games/{id}/chat/reset', () => {
  it('leaves the chat open with only the given earlier talk, by the registration’s captain', async () => {
    const { id: gameId } = data<{ id: number }>(await call(backend, 'GET', '/dev/games/live.json?country=FR'));
    const { participantId } = data<{ participantId: number }>(await call(backend, 'POST', `/dev/games/${gameId}/teams`, { body: player }));
    const token = await logIn(player.email);
    const chat = `${apiFamilies.chats}/chats/GAME/${gameId}`;
    backend.db.prepare('UPDATE game_state SET chat_locked = 1 WHERE game_id = ?').run(gameId);
    expect((await call(backend, 'GET', chat, { token })).body).toEqual({ status: 'LOCKED' });

    for (const texts of [
      ['one', 'two', 'three'],
      ['first', 'second'],
    ]) {
      const reset = await call(backend, 'POST', `/dev/games/${gameId}/chat/reset`, {
        body: { participantId, texts },
      });
      expect(data<{ messages: number }>(reset).messages).toBe(texts.length);
    }
    expect((await call(backend, 'GET', chat, { token })).body).toEqual({ status: 'UNLOCKED' });
    const history = (await call(backend, 'GET', `${chat}/messages`, { token })).body as { items: { text: string; author: { name: string } }[] };
    expect(history.items.map((m) => [m.text, m.author.name])).toEqual([
      ['first', player.name],
      ['second', player.name],
    ]);
    expect((await call(backend, 'POST', `/dev/games/${gameId + 1}/chat/reset`, { body: { participantId, texts: [] } })).status).toBe(404);
    expect((await call(backend, 'POST', `/dev/games/${gameId}/chat/reset`, { body: { participantId, texts: [''] } })).status).toBe(400);
  });
});

describe('POST /dev/fixtures/expert-console', () => {
  interface Fixture {
    gameId: number;
    host: { email: string; password: string };
    judge: { email: string; password: string };
    team1: { email: string; password: string; participantId: number };
    team2: { email: string; password: string; participantId: number };
  }

  it('sets up the London game with a host, a judge and two teams, idempotently; reset wipes its play', async () => {
    const first = data<Fixture>(await call(backend, 'POST', '/dev/fixtures/expert-console'));
    expect(data<Fixture>(await call(backend, 'POST', '/dev/fixtures/expert-console'))).toEqual(first);
    const country = backend.db.prepare('SELECT c.country FROM games g JOIN cities c ON c.id = g.city_id WHERE g.id = ?').get(first.gameId);
    expect(country).toEqual({ country: 'GB' });
    for (const expert of [first.host, first.judge]) {
      const token = ((await call(backend, 'POST', `${apiFamilies.iam}/auth/login`, { body: expert })).body as { access_token: string }).access_token;
      expect((await call(backend, 'GET', `${apiFamilies.live}/experts/games/${first.gameId}/currentTour`, { token })).status).toBe(200);
    }
    expect(
      backend.db
        .prepare('SELECT g.role FROM game_experts g JOIN users u ON u.id = g.user_id WHERE g.game_id = ? AND u.email = ?')
        .get(first.gameId, first.host.email),
    ).toEqual({ role: 'host' });
    for (const team of [first.team1, first.team2]) {
      const token = ((await call(backend, 'POST', `${apiFamilies.base}/login`, { body: team })).body as { access_token: string }).access_token;
      expect(await mine(token)).toContainEqual(expect.objectContaining({ id: team.participantId, gameId: first.gameId }));
    }

    backend.db.prepare('UPDATE games SET finished_at = ? WHERE id = ?').run(TEST_NOW.getTime(), first.gameId);
    expect(data<Fixture>(await call(backend, 'POST', '/dev/fixtures/expert-console', { body: { reset: true } })).gameId).toBe(first.gameId);
    expect(backend.db.prepare('SELECT finished_at FROM games WHERE id = ?').get(first.gameId)).toEqual({ finished_at: null });
    expect((await call(backend, 'POST', '/dev/fixtures/expert-console', { body: { reset: 1 } })).status).toBe(400);
  });

  it('is a 404 when no London game is live by the clock', async () => {
    backend.clock.now = TEST_NOW.getTime() + 30 * 24 * HOUR;
    expect((await call(backend, 'POST', '/dev/fixtures/expert-console')).status).toBe(404);
  });
});
