// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normaliseAnswer } from '@/contract/answer-normalisation';
import { openDatabase } from '../db/database';
import { TEST_NOW } from '../testing/test-backend';
import { questionBank } from './question-bank';
import { seedDatabase } from './seed';

describe('seeded game content', () => {
  it('has enough distinct real questions in every language for a 7x7 game, each with its answer accepted', () => {
    expect(questionBank.length).toBeGreaterThanOrEqual(49);
    expect(new Set(questionBank.map((q) => q.key)).size).toBe(questionBank.length);
    for (const language of ['ru', 'en', 'fr'] as const) {
      const texts = questionBank.map((q) => q[language][0]);
      expect(new Set(texts).size).toBe(texts.length);
      for (const question of questionBank) {
        const [text, answer] = question[language];
        expect(text.trim().endsWith('?'), `${question.key} ${language}`).toBe(true);
        expect(normaliseAnswer(answer)).not.toBe('');
      }
    }
  });

  it('gives every game its rounds and questions in its language, and makes the live game playable', () => {
    const db = openDatabase(':memory:');
    const summary = seedDatabase(db, TEST_NOW);
    const games = db.prepare('SELECT g.id, g.type FROM games g').all() as { id: number; type: string }[];
    const states = new Map(
      (
        db.prepare('SELECT game_id, number_of_tours, questions_per_tour, has_confidence, language FROM game_state').all() as {
          game_id: number;
          number_of_tours: number;
          questions_per_tour: number;
          has_confidence: number;
          language: string;
        }[]
      ).map((row) => [row.game_id, row]),
    );
    for (const game of games) {
      const state = states.get(game.id)!;
      expect(state.number_of_tours).toBe(game.type === 'family' ? 5 : 7);
      expect(state.questions_per_tour).toBe(7);
      const count = db.prepare('SELECT COUNT(DISTINCT question_id) AS n FROM game_questions WHERE game_id = ?').get(game.id) as { n: number };
      expect(count.n).toBe(state.number_of_tours * 7);
    }
    expect(states.get(summary.liveGameId)).toMatchObject({ has_confidence: 1, language: 'ru' });
    const demo = db.prepare('SELECT status, voice_chat_url FROM participants WHERE game_id = ? AND team_id = ?').get(summary.liveGameId, summary.demoTeamId);
    expect(demo).toMatchObject({ status: 'READY', voice_chat_url: expect.stringContaining('https://') });
    const others = db.prepare("SELECT COUNT(*) AS n FROM participants WHERE game_id = ? AND status = 'READY'").get(summary.liveGameId) as { n: number };
    expect(others.n).toBeGreaterThan(10);
  });
});
