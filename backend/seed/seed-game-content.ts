import type { Db } from '../db/database';
import { ensureGameContent } from '../game/game-content';
import { questionBank } from './question-bank';

/** Writes the question bank (every language) into questions / question_texts. */
function insertQuestionBank(db: Db): void {
  const insertQuestion = db.prepare('INSERT INTO questions (bank_key, topic) VALUES (?, ?)');
  const insertText = db.prepare('INSERT INTO question_texts (question_id, language, text, answer, accepted_json) VALUES (?, ?, ?, ?, ?)');
  for (const question of questionBank) {
    const id = Number(insertQuestion.run(question.key, question.topic).lastInsertRowid);
    for (const language of ['ru', 'en', 'fr'] as const) {
      const [text, answer, ...also] = question[language];
      insertText.run(id, language, text, answer, JSON.stringify([answer, ...also]));
    }
  }
}

/**
 * Game content for the seeded world: the question bank, rounds and questions for every game, and the live game
 * ready to play (confidence on, state fresh: the expert starts round 1), with a voice chat link for the demo team
 * (demo mode; null without it).
 */
export function seedGameContent(db: Db, now: number, live: { gameId: number; demoTeamId: number | null }): void {
  insertQuestionBank(db);
  const gameIds = (db.prepare('SELECT id FROM games ORDER BY id').all() as { id: number }[]).map((row) => row.id);
  for (const gameId of gameIds) ensureGameContent(db, gameId, now, gameId === live.gameId ? { hasConfidence: true } : {});
  if (live.demoTeamId === null) return;
  // .test never resolves: the link is a stand-in for the team's voice chat room.
  db.prepare('UPDATE participants SET voice_chat_url = ? WHERE game_id = ? AND team_id = ?').run(
    `https://voice.quiz.test/rooms/team-${live.demoTeamId}`,
    live.gameId,
    live.demoTeamId,
  );
}
