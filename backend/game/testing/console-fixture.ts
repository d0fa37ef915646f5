import { hashPasswordSync } from '../../auth/password';
import type { Db } from '../../db/database';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { BOT_PASSWORD, ensureBotTeams } from '../../simulator/bot-teams';
import { resetGameEngine } from './reset-game';

/**
 * A second judge assigned to the game, for two experts checking in parallel. Idempotent, also when two e2e workers
 * run it at the same moment (the slow password hash sits between the look-up and the insert): INSERT OR IGNORE.
 */
export function ensureJudge(db: Db, gameId: number, email = 'judge@quiz.test', name = 'Анна Судейская'): number {
  const find = () => (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number } | undefined)?.id;
  if (find() === undefined) {
    db.prepare("INSERT OR IGNORE INTO users (name, email, password_hash, role, is_approved, created_at) VALUES (?, ?, ?, 'expert', 1, ?)").run(
      name,
      email,
      hashPasswordSync(DEMO_PASSWORD),
      Date.now(),
    );
  }
  const userId = find()!;
  db.prepare("INSERT OR IGNORE INTO game_experts (game_id, user_id, role) VALUES (?, ?, 'judge')").run(gameId, userId);
  return userId;
}

/**
 * The game the console e2e runs: the London game that is live by the clock. Its own game, so the journey never
 * meets the live-game spec (the seeded live game, demo team and demo expert) or the chat spec (the Paris game)
 * when Playwright runs them side by side on one backend.
 */
function consoleGameId(db: Db, now: number): number | undefined {
  const row = db
    .prepare(
      `SELECT g.id FROM games g JOIN cities c ON c.id = g.city_id WHERE c.country = 'GB' AND g.cancelled_at IS NULL
      AND g.starts_at <= ? AND g.starts_at + 90 * 60 * 1000 > ? ORDER BY g.starts_at DESC LIMIT 1`,
    )
    .get(now, now) as { id: number } | undefined;
  return row?.id;
}

/** A player with a team of their own, registered READY for the game (idempotent). */
function ensureTeam(db: Db, gameId: number, email: string, name: string, teamName: string): number {
  const now = Date.now();
  const find = () => (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number } | undefined)?.id;
  if (find() === undefined) {
    db.prepare("INSERT OR IGNORE INTO users (name, email, password_hash, role, is_approved, created_at) VALUES (?, ?, ?, 'player', 1, ?)").run(
      name,
      email,
      hashPasswordSync(DEMO_PASSWORD),
      now,
    );
  }
  const userId = find()!;
  const cityId = (db.prepare('SELECT city_id FROM games WHERE id = ?').get(gameId) as { city_id: number }).city_id;
  let teamId = (db.prepare('SELECT id FROM teams WHERE captain_user_id = ?').get(userId) as { id: number } | undefined)?.id;
  teamId ??= Number(
    db.prepare('INSERT INTO teams (name, city_id, captain_user_id, created_at) VALUES (?, ?, ?, ?)').run(teamName, cityId, userId, now).lastInsertRowid,
  );
  db.prepare("INSERT OR IGNORE INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, 'captain', ?)").run(teamId, userId, now);
  db.prepare(
    `INSERT OR IGNORE INTO participants (game_id, team_id, status, registered_by_user_id, created_at, updated_at)
    VALUES (?, ?, 'READY', ?, ?, ?)`,
  ).run(gameId, teamId, userId, now, now);
  return (db.prepare('SELECT id FROM participants WHERE game_id = ? AND team_id = ?').get(gameId, teamId) as { id: number }).id;
}

/** The expert console e2e's fixture: who plays and runs the London game (passwords included: demo accounts). */
export interface ConsoleFixture {
  gameId: number;
  host: { email: string; password: string };
  judge: { email: string; password: string };
  team1: { email: string; password: string; participantId: number };
  team2: { email: string; password: string; participantId: number };
}

/**
 * Set-up of the expert console e2e (demo mode only, POST /dev/fixtures/expert-console): for the London game, a host
 * and a judge (a second expert), a team of its own ("Полиглоты") and a bot team. `reset`: the game's play so far is
 * wiped first (`resetGameEngine`), for a retried journey. Idempotent otherwise. Undefined when no London game is
 * live by the clock.
 */
export function prepareConsoleFixture(db: Db, now: number, { reset = false } = {}): ConsoleFixture | undefined {
  const gameId = consoleGameId(db, now);
  if (gameId === undefined) return undefined;
  // A retried journey: the game as the first attempt found it (never on a first run: another test may be using it).
  if (reset) resetGameEngine(db, gameId, now);
  const host = { email: 'console-host@e2e.quiz.test', password: DEMO_PASSWORD };
  const team1 = { email: 'console-team@e2e.quiz.test', password: DEMO_PASSWORD, participantId: 0 };
  db.transaction(() => {
    const hostId = ensureJudge(db, gameId, host.email, 'Ирина Ведущая');
    db.prepare("UPDATE game_experts SET role = 'host' WHERE game_id = ? AND user_id = ?").run(gameId, hostId);
    ensureJudge(db, gameId);
    team1.participantId = ensureTeam(db, gameId, team1.email, 'Пётр Полиглотов', 'Полиглоты');
  }).immediate();
  const [bot] = ensureBotTeams(db, { gameId, count: 1, now });
  return {
    gameId,
    host,
    judge: { email: 'judge@quiz.test', password: DEMO_PASSWORD },
    team1,
    team2: { email: bot!.email, password: BOT_PASSWORD, participantId: bot!.participantId },
  };
}
