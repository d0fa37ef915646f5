// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { createApp } from '../http/app';
import { createLogger } from '../logger';
import { seedCatalogue } from '../seed/seed';
import { createServices } from '../services';
import { TEST_NOW, testConfig } from '../testing/test-backend';
import { createExpert, CreateExpertError, type NewExpert } from './create-expert';

function productionBackend() {
  const config = testConfig({ DEMO_MODE: '0' });
  const db = openDatabase(config.databasePath);
  seedCatalogue(db, TEST_NOW);
  const app = createApp(createServices(db, config, () => TEST_NOW.getTime(), createLogger('silent')));
  return { db, app };
}

const post = (app: ReturnType<typeof createApp>, path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' }, body: JSON.stringify(body) });

describe('createExpert', () => {
  it('makes a confirmed expert who signs in with the chosen password and hosts the given games', async () => {
    const { db, app } = productionBackend();
    const gameIds = (db.prepare('SELECT id FROM games ORDER BY id LIMIT 2').all() as { id: number }[]).map((row) => row.id);
    const created = await createExpert(db, { email: ' Host@Example.com ', name: 'Ольга', password: 'a-long-secret', games: gameIds }, TEST_NOW.getTime());
    expect(created.gameIds).toEqual(gameIds);

    const login = await post(app, '/api/iam/v1/auth/login', { email: 'host@example.com', password: 'a-long-secret' });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const me = (await (await app.request('/api/iam/v1/users/me', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: { role: string; is_approved: boolean; name: string };
    };
    expect(me.data).toMatchObject({ role: 'expert', is_approved: true, name: 'Ольга' });
    const games = (await (await app.request('/api/live/v1/experts/games', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      items: { id: number; role: string }[];
    };
    expect(games.items.map((game) => game.id).sort()).toEqual([...gameIds].sort());
    expect((await post(app, '/api/iam/v1/auth/login', { email: 'host@example.com', password: 'wrong-secret' })).status).toBe(422);
  });

  it('"upcoming" hosts every game that is neither finished nor cancelled', async () => {
    const { db } = productionBackend();
    const created = await createExpert(db, { email: 'all@example.com', name: 'All', password: 'a-long-secret', games: 'upcoming' }, TEST_NOW.getTime());
    const open = db.prepare('SELECT COUNT(*) AS n FROM games WHERE finished_at IS NULL AND cancelled_at IS NULL').get() as { n: number };
    expect(created.gameIds.length).toBe(open.n);
    expect(open.n).toBeGreaterThan(0);
  });

  it('refuses a taken e-mail, a bad address, a short password and unknown games, creating nothing', async () => {
    const { db } = productionBackend();
    await createExpert(db, { email: 'one@example.com', name: 'One', password: 'a-long-secret' }, TEST_NOW.getTime());
    const attempts: [NewExpert, RegExp][] = [
      [{ email: 'ONE@example.com', name: 'Two', password: 'a-long-secret' }, /already exists/],
      [{ email: 'not-an-address', name: 'Two', password: 'a-long-secret' }, /--email/],
      [{ email: 'two@example.com', name: ' ', password: 'a-long-secret' }, /--name/],
      [{ email: 'two@example.com', name: 'Two', password: 'short' }, /8 to 255 characters/],
      [{ email: 'two@example.com', name: 'Two', password: 'a-long-secret', games: [999_999] }, /no game with id 999999/],
    ];
    for (const [input, message] of attempts) {
      const refusal = await createExpert(db, input, TEST_NOW.getTime()).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(CreateExpertError);
      expect((refusal as Error).message).toMatch(message);
    }
    expect(db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 1 });
  });
});
