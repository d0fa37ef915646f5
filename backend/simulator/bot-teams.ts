import { hashPasswordSync } from '../auth/password';
import type { Db } from '../db/database';

/** Password of every bot account (local simulations only, like the demo accounts). */
export const BOT_PASSWORD = 'bot12345';

export interface BotTeam {
  index: number;
  email: string;
  userId: number;
  teamId: number;
  participantId: number;
}

/**
 * Bot players for local load and reliability runs, written straight into the backend's database: bot k is the
 * user `bot-k@sim.quiz.test`, captain of team "Bot team k", registered READY for the game. Idempotent (existing
 * bots are reused), so runs can repeat. Writing to the database file needs access to the machine the backend runs
 * on, which is exactly the "local only" this tool is for; everything else the bots do goes through the real API.
 */
export function ensureBotTeams(db: Db, options: { gameId: number; count: number; now?: number }): BotTeam[] {
  const now = options.now ?? Date.now();
  const cityId = (db.prepare('SELECT city_id FROM games WHERE id = ?').get(options.gameId) as { city_id: number } | undefined)?.city_id;
  if (cityId === undefined) throw new Error(`game ${options.gameId} does not exist`);
  const findUser = db.prepare('SELECT id FROM users WHERE email = ?');
  // OR IGNORE: two setups running at once (e2e workers) may both miss a bot and insert it; the second keeps the first.
  const insertUser = db.prepare("INSERT OR IGNORE INTO users (name, email, password_hash, role, is_approved, created_at) VALUES (?, ?, ?, 'player', 1, ?)");
  const findTeam = db.prepare('SELECT id FROM teams WHERE captain_user_id = ? ORDER BY id LIMIT 1');
  const insertTeam = db.prepare('INSERT INTO teams (name, city_id, captain_user_id, created_at) VALUES (?, ?, ?, ?)');
  const insertMember = db.prepare("INSERT OR IGNORE INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, 'captain', ?)");
  const findParticipant = db.prepare('SELECT id FROM participants WHERE game_id = ? AND team_id = ?');
  const insertParticipant = db.prepare(`INSERT INTO participants (game_id, team_id, status, registered_by_user_id, created_at, updated_at)
    VALUES (?, ?, 'READY', ?, ?, ?)`);
  let passwordHash: string | null = null;
  return db
    .transaction(() => {
      const bots: BotTeam[] = [];
      for (let index = 1; index <= options.count; index += 1) {
        const email = `bot-${index}@sim.quiz.test`;
        let userId = (findUser.get(email) as { id: number } | undefined)?.id;
        if (userId === undefined) {
          // scrypt is slow on purpose: one hash serves every bot.
          passwordHash ??= hashPasswordSync(BOT_PASSWORD);
          insertUser.run(`Bot ${index}`, email, passwordHash, now);
          userId = (findUser.get(email) as { id: number }).id;
        }
        let teamId = (findTeam.get(userId) as { id: number } | undefined)?.id;
        if (teamId === undefined) teamId = Number(insertTeam.run(`Bot team ${index}`, cityId, userId, now).lastInsertRowid);
        insertMember.run(teamId, userId, now);
        let participantId = (findParticipant.get(options.gameId, teamId) as { id: number } | undefined)?.id;
        if (participantId === undefined) {
          participantId = Number(insertParticipant.run(options.gameId, teamId, userId, now, now).lastInsertRowid);
        }
        bots.push({ index, email, userId, teamId, participantId });
      }
      return bots;
    })
    .immediate();
}

/** The seeded game that is live now: started by the engine, not finished, with an expert assigned. */
export function findLiveGameId(db: Db): number | undefined {
  const row = db
    .prepare(
      `SELECT g.id FROM games g JOIN game_experts e ON e.game_id = g.id
      WHERE g.started_at IS NOT NULL AND g.finished_at IS NULL ORDER BY g.id LIMIT 1`,
    )
    .get() as { id: number } | undefined;
  return row?.id;
}
