import { normaliseAnswer } from '@/contract/answer-normalisation';
import { roundScore } from '@/contract/scoring';
import type { ResultStatus, StoredAnswerWire } from '@/contract/schemas/live';
import type { Db } from '../db/database';
import { iso } from './wire-time';

export interface ResultRow {
  id: number;
  game_id: number;
  participant_id: number;
  tour_number: number;
  status: ResultStatus;
  submitted_at: number | null;
  held_by_user_id: number | null;
  held_until: number | null;
  checked_by_user_id: number | null;
  checked_at: number | null;
  score: number | null;
  created_at: number;
}

export interface AnswerRow {
  result_id: number;
  question_number: number;
  text: string;
  confidence: 0 | 1;
  is_correct: 0 | 1 | null;
  updated_at: number;
}

export const toBool = (value: 0 | 1 | null): boolean | null => (value === null ? null : value === 1);

export const storedAnswer = (row: AnswerRow): StoredAnswerWire => ({
  questionNumber: row.question_number,
  text: row.text,
  confidence: row.confidence === 1,
  updatedAt: iso(row.updated_at),
});

/** Rows of answer sheets (results) and their answers. */
export function createResultsStore(db: Db) {
  const byId = db.prepare('SELECT * FROM results WHERE id = ?');
  const byTour = db.prepare('SELECT * FROM results WHERE participant_id = ? AND tour_number = ?');
  const create = db.prepare(`INSERT INTO results (game_id, participant_id, tour_number, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?)`);
  const answersOf = db.prepare('SELECT * FROM result_answers WHERE result_id = ? ORDER BY question_number');
  const answerOf = db.prepare('SELECT * FROM result_answers WHERE result_id = ? AND question_number = ?');
  const upsert = db.prepare(`INSERT INTO result_answers (result_id, question_number, text, confidence, is_correct, updated_at, updated_by_user_id)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (result_id, question_number) DO UPDATE SET
    text = excluded.text, confidence = excluded.confidence, is_correct = excluded.is_correct,
    updated_at = excluded.updated_at, updated_by_user_id = excluded.updated_by_user_id`);
  const setCorrect = db.prepare('UPDATE result_answers SET is_correct = ? WHERE result_id = ? AND question_number = ?');
  const decision = db.prepare(`SELECT is_correct FROM answer_decisions
    WHERE game_id = ? AND tour_number = ? AND question_number = ? AND answer_key = ?`);
  const setScore = db.prepare('UPDATE results SET score = ?, updated_at = ? WHERE id = ?');
  const stackCount = db.prepare(`SELECT COUNT(*) AS n FROM results WHERE game_id = ? AND status = 'SUBMITTED'
    AND (held_by_user_id IS NULL OR held_until <= ?)`);
  const tourCount = db.prepare("SELECT COUNT(*) AS n FROM results WHERE game_id = ? AND tour_number = ? AND status <> 'DRAFT'");

  const decisionFor = (row: Pick<ResultRow, 'game_id' | 'tour_number'>, questionNumber: number, text: string): 0 | 1 | null => {
    const key = normaliseAnswer(text);
    if (key === '') return null;
    const found = decision.get(row.game_id, row.tour_number, questionNumber, key) as { is_correct: 0 | 1 } | undefined;
    return found ? found.is_correct : null;
  };

  return {
    byId: (id: number) => byId.get(id) as ResultRow | undefined,
    forTour: (participantId: number, tourNumber: number) => byTour.get(participantId, tourNumber) as ResultRow | undefined,
    ensure(gameId: number, participantId: number, tourNumber: number, now: number): ResultRow {
      const existing = byTour.get(participantId, tourNumber) as ResultRow | undefined;
      if (existing) return existing;
      create.run(gameId, participantId, tourNumber, now, now);
      return byTour.get(participantId, tourNumber) as ResultRow;
    },
    answers: (resultId: number) => answersOf.all(resultId) as AnswerRow[],
    /**
     * Stores one answer; returns whether text or confidence changed. A changed text takes the group decision for
     * its normalised form (or none): a judgement never outlives the text it was made on.
     */
    /**
     * Stores an edit made at `editedAt` unless the stored one is newer (a teammate typed later, and their post
     * came first): the newer edit wins whatever order the posts arrive in. False when nothing changed.
     */
    write(row: ResultRow, questionNumber: number, text: string, confidence: boolean, editedAt: number, userId: number | null): boolean {
      const current = answerOf.get(row.id, questionNumber) as AnswerRow | undefined;
      const sameText = current?.text === text;
      if (current && sameText && (current.confidence === 1) === confidence) return false;
      if (current && current.updated_at > editedAt) return false;
      const isCorrect = sameText && current ? current.is_correct : decisionFor(row, questionNumber, text);
      upsert.run(row.id, questionNumber, text, confidence ? 1 : 0, isCorrect, editedAt, userId);
      return true;
    },
    setCorrect: (resultId: number, questionNumber: number, isCorrect: boolean) => setCorrect.run(isCorrect ? 1 : 0, resultId, questionNumber),
    /** Recomputes and stores the round's score from its answers (contract/scoring.ts). */
    rescore(resultId: number, hasConfidence: boolean, now: number): number {
      const answers = answersOf.all(resultId) as AnswerRow[];
      const score = roundScore(
        answers.map((answer) => ({ text: answer.text, confidence: answer.confidence === 1, isCorrect: toBool(answer.is_correct) ?? false })),
        hasConfidence,
      );
      setScore.run(score, now, resultId);
      return score;
    },
    /** Sheets waiting for an expert: submitted and not held (an expired hold counts as free). */
    stackCount: (gameId: number, now: number) => (stackCount.get(gameId, now) as { n: number }).n,
    /** Sheets received for a round (submitted or checked). */
    tourCount: (gameId: number, tourNumber: number) => (tourCount.get(gameId, tourNumber) as { n: number }).n,
  };
}

export type ResultsStore = ReturnType<typeof createResultsStore>;
