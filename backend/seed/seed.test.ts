// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gameListItemSchema, gameTypes } from '@/contract/schemas/catalogue';
import { verifyPassword } from '../auth/password';
import { createGamesRepo, toGameListItem } from '../catalogue/games-repo';
import { openDatabase } from '../db/database';
import { TEST_NOW } from '../testing/test-backend';
import { demoAccounts, DEMO_PASSWORD } from './demo-accounts';
import { emptySeedDate } from './game-plan';
import { isDatabaseEmpty, seedCatalogue, seedDatabase } from './seed';

function seeded() {
  const db = openDatabase(':memory:');
  const summary = seedDatabase(db, TEST_NOW);
  const now = TEST_NOW.getTime();
  const { rows } = createGamesRepo(db).list({ scope: 'all', page: 1, perPage: 1000 }, now);
  return { db, summary, now, items: rows.map((row) => gameListItemSchema.parse(toGameListItem(row, now))) };
}

describe('seedDatabase', () => {
  it('fills an empty database with 60+ valid games of every type', () => {
    const { db, items, summary } = seeded();
    expect(isDatabaseEmpty(db)).toBe(false);
    expect(items.length).toBeGreaterThanOrEqual(60);
    expect(summary.games).toBe(items.length);
    expect(new Set(items.map((game) => game.type))).toEqual(new Set(gameTypes));
    expect(items.some((game) => game.description === null)).toBe(true);
    expect(items.some((game) => game.appearance?.corporate === true && game.appearance.logos?.[0]?.href)).toBe(true);
  });

  it("covers every registration state relative to now, in every language's cities, with one engine-started live game", () => {
    const { db, items, now, summary } = seeded();
    const regions = new Map((db.prepare('SELECT id, country FROM cities').all() as { id: number; country: string }[]).map((c) => [c.id, c.country]));
    for (const country of ['RU', 'FR', 'GB']) {
      const here = items.filter((game) => regions.get(game.cityId!) === country);
      const upcoming = here.filter((game) => Date.parse(game.playedAt.time) > now);
      expect(new Set(upcoming.map((game) => game.type)), country).toEqual(new Set(gameTypes));
      expect(
        here.some((game) => game.status === 'live'),
        country,
      ).toBe(true);
      expect(
        upcoming.some((g) => g.registrationAllowed && g.registrationAt && Date.parse(g.registrationAt) > now),
        country,
      ).toBe(true);
      expect(
        upcoming.some((g) => g.participantsCount >= g.maxParticipants!),
        country,
      ).toBe(true);
      expect(
        upcoming.some((g) => g.isFewPlaces && g.participantsCount < g.maxParticipants!),
        country,
      ).toBe(true);
      expect(
        upcoming.some((g) => !g.registrationAllowed),
        country,
      ).toBe(true);
      expect(
        here.some((game) => summary.demoRegisteredGameIds.includes(game.id)),
        country,
      ).toBe(true);
    }
    const future = items.filter((game) => Date.parse(game.playedAt.time) > now);
    const opensLater = future.filter((g) => g.registrationAllowed && g.registrationAt && Date.parse(g.registrationAt) > now);
    const open = future.filter((g) => g.status === 'registration' && !g.isFewPlaces);
    const few = future.filter((g) => g.status === 'registration' && g.isFewPlaces && g.participantsCount < g.maxParticipants!);
    const soldOut = future.filter((g) => g.registrationAllowed && g.participantsCount === g.maxParticipants);
    const closed = future.filter((g) => !g.registrationAllowed && g.status === 'announced');
    const finished = items.filter((g) => g.status === 'finished' && Date.parse(g.playedAt.time) < now);
    const cancelled = items.filter((g) => g.status === 'cancelled');
    for (const group of [opensLater, open, few, soldOut, closed, finished, cancelled]) expect(group.length).toBeGreaterThan(0);
    expect(opensLater.every((g) => g.status === 'announced')).toBe(true);
    expect(finished.every((g) => g.feedbackUrl !== null)).toBe(true);

    const started = db.prepare('SELECT id, starts_at FROM games WHERE started_at IS NOT NULL').all() as { id: number; starts_at: number }[];
    expect(started.map((game) => game.id)).toEqual([summary.liveGameId]);
    expect(now - started[0]!.starts_at).toBe(10 * 60 * 1000);
    // The others are live by the clock only: they began 20 minutes ago and no expert has started them.
    const byClock = items.filter((game) => game.status === 'live' && game.id !== summary.liveGameId);
    expect(byClock.map((game) => now - Date.parse(game.playedAt.time))).toEqual([20 * 60 * 1000, 20 * 60 * 1000]);
  });

  it('prices games by language: 899 RUB (ru, fr), 10 USD (en), free for newbies', () => {
    const { db, items } = seeded();
    const country = new Map((db.prepare('SELECT id, country FROM cities').all() as { id: number; country: string }[]).map((c) => [c.id, c.country]));
    for (const game of items) {
      if (game.type === 'newbies') expect(game.price).toBe(0);
      else if (country.get(game.cityId!) === 'GB') expect([game.price, game.currency]).toEqual([10, 'USD']);
      else expect([game.price, game.currency]).toEqual([899, 'RUB']);
    }
  });

  it('creates demo accounts with the demo password, the demo team and the expert assignments', async () => {
    const { db, summary } = seeded();
    for (const account of demoAccounts) {
      const row = db.prepare('SELECT role, password_hash FROM users WHERE email = ?').get(account.email) as {
        role: string;
        password_hash: string;
      };
      expect(row.role).toBe(account.role);
      expect(await verifyPassword(DEMO_PASSWORD, row.password_hash)).toBe(true);
    }
    const demoGames = db
      .prepare("SELECT game_id FROM participants WHERE team_id = ? AND status = 'READY' ORDER BY game_id")
      .all(summary.demoTeamId)
      .map((row) => (row as { game_id: number }).game_id);
    expect(demoGames.sort()).toEqual([...summary.demoRegisteredGameIds].sort());
    expect(summary.demoRegisteredGameIds).toEqual(expect.arrayContaining([summary.liveGameId, summary.demoUpcomingGameId]));
    const expertGames = db
      .prepare('SELECT game_id FROM game_experts WHERE user_id = ?')
      .all(summary.userIds.expert)
      .map((row) => (row as { game_id: number }).game_id);
    expect(expertGames).toContain(summary.liveGameId);
    expect(expertGames.length).toBeGreaterThanOrEqual(3);
  });

  it('seats two demo teams with two players each in the live game (chat between teams and the rating)', () => {
    const { db, summary } = seeded();
    const teams = db
      .prepare(
        `SELECT t.name, p.status, group_concat(u.email, ' ') AS members FROM participants p JOIN teams t ON t.id = p.team_id
        JOIN team_members m ON m.team_id = t.id JOIN users u ON u.id = m.user_id
        WHERE p.game_id = ? AND t.id IN (?, ?) GROUP BY t.id ORDER BY t.id`,
      )
      .all(summary.liveGameId, summary.demoTeamId, summary.secondDemoTeamId);
    expect(teams).toEqual([
      { name: 'Эрудиты', status: 'READY', members: 'player@quiz.test player2@quiz.test' },
      { name: 'Знатоки', status: 'READY', members: 'player3@quiz.test player4@quiz.test' },
    ]);
    const captain = db.prepare('SELECT captain_user_id FROM teams WHERE id = ?').pluck().get(summary.secondDemoTeamId);
    expect(captain).toBe(summary.userIds.player3);
  });

  it("without demo mode seeds the same catalogue, bots holding the demo team's places, and no account", () => {
    const demo = seeded();
    const db = openDatabase(':memory:');
    const summary = seedCatalogue(db, TEST_NOW);
    const { rows } = createGamesRepo(db).list({ scope: 'all', page: 1, perPage: 1000 }, demo.now);
    const items = rows.map((row) => gameListItemSchema.parse(toGameListItem(row, demo.now)));
    expect(summary).toEqual({ games: demo.summary.games, liveGameId: demo.summary.liveGameId });
    expect(items.map(({ id, name, status, participantsCount }) => ({ id, name, status, participantsCount }))).toEqual(
      demo.items.map(({ id, name, status, participantsCount }) => ({ id, name, status, participantsCount })),
    );
    for (const table of ['users', 'team_members', 'game_experts', 'auth_sessions']) {
      expect(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get(), table).toEqual({ n: 0 });
    }
  });

  it('leaves one calendar day without games in any city', () => {
    const { db, now } = seeded();
    const onEmptyDay = db.prepare('SELECT COUNT(*) AS n FROM games WHERE starts_local_date = ?').get(emptySeedDate(now));
    expect(onEmptyDay).toEqual({ n: 0 });
  });

  it('names every city in ru, en and fr', () => {
    const { db } = seeded();
    const missing = db
      .prepare(
        "SELECT c.id, l.locale FROM cities c, (SELECT 'ru' AS locale UNION SELECT 'en' UNION SELECT 'fr') l WHERE NOT EXISTS (SELECT 1 FROM city_names n WHERE n.city_id = c.id AND n.locale = l.locale)",
      )
      .all();
    expect(missing).toEqual([]);
  });

  it('is deterministic for a given instant', () => {
    const a = seeded().items.map(({ id, name, playedAt, participantsCount }) => ({ id, name, playedAt, participantsCount }));
    const b = seeded().items.map(({ id, name, playedAt, participantsCount }) => ({ id, name, playedAt, participantsCount }));
    expect(a).toEqual(b);
  });
});
