import type { Db } from '../../db/database';
import { ensureGameContent } from '../game-content';

/** Everything the engine and the chat wrote for a game, children before parents. */
const PLAYED_TABLES = ['reactions', 'appeals', 'answer_decisions', 'results', 'game_tours', 'game_questions', 'game_state', 'chat_messages'];

/**
 * Test fixtures only: the game back to "nothing played yet" (no rounds, sheets, decisions, appeals, presses or
 * chat; not finished, its teams ready again; a fresh state with its questions), registrations and experts kept.
 * `started`: whether the game counts as started (the seeded live game does, from its start time; the others wait
 * for their first round). A retried e2e journey starts from where its first attempt did.
 */
export function resetGameEngine(db: Db, gameId: number, now: number, { started = false } = {}): void {
  db.transaction(() => {
    // The game's format stays as it was set up (the seeded live game plays with confidence).
    const format = db.prepare('SELECT has_confidence FROM game_state WHERE game_id = ?').get(gameId) as { has_confidence: 0 | 1 } | undefined;
    for (const table of PLAYED_TABLES) db.prepare(`DELETE FROM ${table} WHERE game_id = ?`).run(gameId);
    db.prepare(`UPDATE games SET started_at = ${started ? 'starts_at' : 'NULL'}, finished_at = NULL WHERE id = ?`).run(gameId);
    // The finish marked the teams that played.
    db.prepare("UPDATE participants SET status = 'READY', updated_at = ? WHERE game_id = ? AND status = 'PLAYED'").run(now, gameId);
    ensureGameContent(db, gameId, now, format ? { hasConfidence: format.has_confidence === 1 } : {});
  }).immediate();
}
