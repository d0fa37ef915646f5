import { parseArgs } from 'node:util';
import { hashPasswordSync } from '../../auth/password';
import { openDatabase, type Db } from '../../db/database';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { BOT_PASSWORD, ensureBotTeams, findLiveGameId } from '../../simulator/bot-teams';

/**
 * A second judge assigned to the game, for two experts checking in parallel. Idempotent, also when two e2e workers
 * run it at the same moment (the slow password hash sits between the look-up and the insert): INSERT OR IGNORE.
 */
export function ensureJudge(db: Db, gameId: number, email = 'judge@quiz.test', name = 'Анна Судейская'): number {
  const find = () => (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number } | undefined)?.id;
  if (find() === undefined) {
    db.prepare("INSERT OR IGNORE INTO users (name, email, password_hash, role, is_approved, created_at) VALUES (?, ?, ?, 'expert', 1, ?)")
      .run(name, email, hashPasswordSync(DEMO_PASSWORD), Date.now());
  }
  const userId = find()!;
  db.prepare("INSERT OR IGNORE INTO game_experts (game_id, user_id, role) VALUES (?, ?, 'judge')").run(gameId, userId);
  return userId;
}

/**
 * Setup step of the expert console e2e (local backend only, like the simulator): a second team (bot 1) and a
 * second expert (a judge) for the seeded live game, written into the e2e backend's database. Prints
 * `{gameId, team: {email, password, participantId}, judge: {email, password}}` as JSON.
 */
function main(): void {
  const { values } = parseArgs({ options: { db: { type: 'string' } } });
  if (!values.db) throw new Error('--db is required');
  const db = openDatabase(values.db);
  const gameId = findLiveGameId(db);
  if (gameId === undefined) throw new Error('the database has no live game');
  const [bot] = ensureBotTeams(db, { gameId, count: 1 });
  ensureJudge(db, gameId);
  db.close();
  process.stdout.write(
    JSON.stringify({
      gameId,
      team: { email: bot!.email, password: BOT_PASSWORD, participantId: bot!.participantId },
      judge: { email: 'judge@quiz.test', password: DEMO_PASSWORD },
    }),
  );
}

if (process.argv[1]?.endsWith('console-fixture.ts')) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
