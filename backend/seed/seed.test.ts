// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gameListItemSchema, gameTypes } from '@/contract/schemas/catalogue';
import { verifyPassword } from '../auth/password';
import { createGamesRepo, toGameListItem } from '../catalogue/games-repo';
import { openDatabase } from '../db/database';
import { TEST_NOW } from '../testing/test-backend';
import { demoAccounts, DEMO_PASSWORD } from './demo-accounts';
import { isDatabaseEmpty, seedDatabase } from './seed';

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

  it('covers every registration state relative to now, with exactly one live game', () => {
    const { items, now, summary } = seeded();
    const future = items.filter((game) => Date.parse(game.playedAt.time) > now);
    const opensLater = future.filter((g) => g.registrationAllowed && g.registrationAt && Date.parse(g.registrationAt) > now);
    const open = future.filter((g) => g.status === 'registration' && !g.isFewPlaces);
    const few = future.filter((g) => g.status === 'registration' && g.isFewPlaces && g.participantsCount < g.maxParticipants);
    const soldOut = future.filter((g) => g.registrationAllowed && g.participantsCount === g.maxParticipants);
    const closed = future.filter((g) => !g.registrationAllowed && g.status === 'announced');
    const finished = items.filter((g) => g.status === 'finished' && Date.parse(g.playedAt.time) < now);
    const cancelled = items.filter((g) => g.status === 'cancelled');
    for (const group of [opensLater, open, few, soldOut, closed, finished, cancelled]) expect(group.length).toBeGreaterThan(0);
    expect(opensLater.every((g) => g.status === 'announced')).toBe(true);
    expect(finished.every((g) => g.feedbackUrl !== null)).toBe(true);

    const live = items.filter((game) => game.status === 'live');
    expect(live.map((game) => game.id)).toEqual([summary.liveGameId]);
    expect(now - Date.parse(live[0]!.playedAt.time)).toBe(10 * 60 * 1000);
  });

  it('prices games by language: 899 RUB (ru, fr), 10 USD (en), free for newbies', () => {
    const { db, items } = seeded();
    const country = new Map(
      (db.prepare('SELECT id, country FROM cities').all() as { id: number; country: string }[]).map((c) => [c.id, c.country]),
    );
    for (const game of items) {
      if (game.type === 'newbies') expect(game.price).toBe(0);
      else if (country.get(game.cityId) === 'GB') expect([game.price, game.currency]).toEqual([10, 'USD']);
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
    expect(demoGames.sort()).toEqual([summary.liveGameId, summary.demoUpcomingGameId].sort());
    const expertGames = db
      .prepare('SELECT game_id FROM game_experts WHERE user_id = ?')
      .all(summary.userIds.expert)
      .map((row) => (row as { game_id: number }).game_id);
    expect(expertGames).toContain(summary.liveGameId);
    expect(expertGames.length).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic for a given instant', () => {
    const a = seeded().items.map(({ id, name, playedAt, participantsCount }) => ({ id, name, playedAt, participantsCount }));
    const b = seeded().items.map(({ id, name, playedAt, participantsCount }) => ({ id, name, playedAt, participantsCount }));
    expect(a).toEqual(b);
  });
});
