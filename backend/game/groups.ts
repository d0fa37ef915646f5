import { groupAnswers, normaliseAnswer } from '@/contract/answer-normalisation';
import { answerGroupDecisionRequestSchema, type AnswerGroupsReply, type GroupSheetStatus, type GroupSheetWire } from '@/contract/schemas/expert';
import { validate } from '../api-errors/validation';
import type { EngineContext } from './engine-context';
import type { ExpertViews } from './expert-views';
import { resultsOpen, unprocessable } from './game-error';
import type { ResultRow, ResultsStore } from './results-store';
import type { SheetCounts } from './sheet-counts';

interface GroupedAnswer {
  result_id: number;
  participant_id: number;
  question_number: number;
  text: string;
  is_correct: 0 | 1 | null;
}

interface GroupedSheet {
  id: number;
  participant_id: number;
  name: string;
  status: 'SUBMITTED' | 'CHECKED';
  held_by_user_id: number | null;
  held_until: number | null;
}

/** Identical answers (after contract/answer-normalisation.ts) grouped per question, and one decision per group. */
export function createGroups(ctx: EngineContext, deps: { results: ResultsStore; counts: SheetCounts; views: ExpertViews }) {
  const { db, store } = ctx;
  const { results, counts, views } = deps;
  const answersOf = db.prepare(`SELECT a.result_id, r.participant_id, a.question_number, a.text, a.is_correct
    FROM results r JOIN result_answers a ON a.result_id = r.id
    WHERE r.game_id = ? AND r.tour_number = ? AND r.status <> 'DRAFT' AND trim(a.text) <> ''
    ORDER BY r.submitted_at, r.id`);
  const sheetsOf = db.prepare(`SELECT r.id, r.participant_id, t.name, r.status, r.held_by_user_id, r.held_until
    FROM results r JOIN participants p ON p.id = r.participant_id JOIN teams t ON t.id = p.team_id
    WHERE r.game_id = ? AND r.tour_number = ? AND r.status <> 'DRAFT' ORDER BY r.submitted_at, r.id`);
  const allAnswersOf = db.prepare(`SELECT a.result_id, r.participant_id, a.question_number, a.text, a.is_correct
    FROM results r JOIN result_answers a ON a.result_id = r.id
    WHERE r.game_id = ? AND r.tour_number = ? AND a.question_number = ? AND trim(a.text) <> ''`);
  const saveDecision = db.prepare(`INSERT INTO answer_decisions (game_id, tour_number, question_number, answer_key, is_correct,
    decided_by_user_id, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, tour_number, question_number, answer_key)
    DO UPDATE SET is_correct = excluded.is_correct, decided_by_user_id = excluded.decided_by_user_id, decided_at = excluded.decided_at`);
  const markChecked = db.prepare(`UPDATE results SET status = 'CHECKED', checked_by_user_id = ?, checked_at = ?,
    held_by_user_id = NULL, held_until = NULL, updated_at = ? WHERE id = ?`);
  const fillEmpty = db.prepare("UPDATE result_answers SET is_correct = 0 WHERE result_id = ? AND trim(text) = ''");

  const checkTour = (gameId: number, raw: unknown): number => {
    const max = store.state(gameId).number_of_tours;
    const tourNumber = Number(raw);
    if (!Number.isInteger(tourNumber) || tourNumber < 1 || tourNumber > max) throw unprocessable('tourNumber', 'tour_out_of_range', { max });
    return tourNumber;
  };

  /** Where each sheet is for this expert, so the console can offer to open one team's sheet. */
  function sheetsFor(gameId: number, tourNumber: number, expertId: number, named: Set<number>): GroupSheetWire[] {
    const now = ctx.now();
    const statusOf = (row: GroupedSheet): GroupSheetStatus => {
      if (row.status === 'CHECKED') return 'CHECKED';
      if (row.held_by_user_id === null || (row.held_until ?? 0) <= now) return 'IN_STACK';
      return row.held_by_user_id === expertId ? 'YOURS' : 'HELD';
    };
    return (sheetsOf.all(gameId, tourNumber) as GroupedSheet[])
      .filter((row) => named.has(row.id))
      .map((row) => ({ id: row.id, participantId: row.participant_id, participantName: row.name, status: statusOf(row) }));
  }

  function list(gameId: number, rawTour: unknown, expertId: number): AnswerGroupsReply {
    const tourNumber = checkTour(gameId, rawTour);
    const rows = answersOf.all(gameId, tourNumber) as GroupedAnswer[];
    const questions = views.correctAnswers(gameId, tourNumber).map((question) => {
      const accepted = new Set(question.acceptedAnswers.map(normaliseAnswer));
      const mine = rows.filter((row) => row.question_number === question.questionNumber);
      const groups = groupAnswers(mine, (row) => row.text).map(({ key, items }) => {
        const wordings = new Map<string, number>();
        for (const item of items) wordings.set(item.text, (wordings.get(item.text) ?? 0) + 1);
        const judged = new Set(items.map((item) => item.is_correct));
        const decided = judged.size === 1 && !judged.has(null) ? items[0]!.is_correct === 1 : null;
        return {
          key,
          variants: [...wordings.entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 5)
            .map(([text]) => text),
          count: items.length,
          participantIds: items.map((item) => item.participant_id),
          resultIds: items.map((item) => item.result_id),
          decision: decided,
          mixed: judged.has(0) && judged.has(1),
          suggested: accepted.has(key),
        };
      });
      return { ...question, groups };
    });
    const named = new Set(rows.map((row) => row.result_id));
    return { tourNumber, questions, sheets: sheetsFor(gameId, tourNumber, expertId, named) };
  }

  function decide(gameId: number, expertId: number, body: Record<string, unknown>) {
    const request = validate(answerGroupDecisionRequestSchema, body);
    const tourNumber = checkTour(gameId, request.tourNumber);
    const state = store.state(gameId);
    if (request.questionNumber > state.questions_per_tour) {
      throw unprocessable('questionNumber', 'question_out_of_range', { max: state.questions_per_tour });
    }
    const key = normaliseAnswer(request.key);
    return ctx.transact((out) => {
      resultsOpen(store, gameId);
      const now = ctx.now();
      saveDecision.run(gameId, tourNumber, request.questionNumber, key, request.isCorrect ? 1 : 0, expertId, now);
      const matching = (allAnswersOf.all(gameId, tourNumber, request.questionNumber) as GroupedAnswer[]).filter((row) => normaliseAnswer(row.text) === key);
      const changed = new Set<number>();
      for (const row of matching) {
        if (row.is_correct === (request.isCorrect ? 1 : 0)) continue;
        results.setCorrect(row.result_id, row.question_number, request.isCorrect);
        changed.add(row.result_id);
      }
      const updatedAnswers = matching.filter((row) => row.is_correct !== (request.isCorrect ? 1 : 0)).length;
      let checkedSheets = 0;
      const hasConfidence = state.has_confidence === 1;
      // Every sheet with a matching answer may now be fully decided; checked ones are re-scored only if changed.
      for (const resultId of new Set(matching.map((row) => row.result_id))) {
        const result = results.byId(resultId) as ResultRow;
        const free = result.held_by_user_id === null || (result.held_until ?? 0) <= now;
        const complete = results.answers(resultId).every((answer) => answer.text.trim() === '' || answer.is_correct !== null);
        if (result.status === 'SUBMITTED' && free && complete) {
          fillEmpty.run(resultId);
          markChecked.run(expertId, now, now, resultId);
          checkedSheets += 1;
        } else if (result.status !== 'CHECKED' || !changed.has(resultId)) continue;
        const score = results.rescore(resultId, hasConfidence, now);
        out.toParticipant(result.participant_id, 'AnswersChecked', {
          participantId: result.participant_id,
          tourNumber,
          resultId,
          score,
        });
      }
      if (checkedSheets > 0) counts.push(out, gameId);
      return { updatedAnswers, checkedSheets, totalSheetCountInStack: results.stackCount(gameId, now) };
    });
  }

  return { list, decide };
}
