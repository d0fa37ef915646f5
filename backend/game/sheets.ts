import { normaliseAnswer } from '@/contract/answer-normalisation';
import { answerScore } from '@/contract/scoring';
import { checkSheetRequestSchema, type ExpertSheetWire, type NextSheetReply, type TakeSheetReply } from '@/contract/schemas/expert';
import { SHEET_LOCK_MS } from '@/contract/schemas/live';
import { apiError } from '../api-errors/api-error';
import { validate } from '../api-errors/validation';
import type { EngineContext } from './engine-context';
import type { ExpertViews } from './expert-views';
import { conflict, GameError, resultsOpen } from './game-error';
import { toBool, type ResultRow, type ResultsStore } from './results-store';
import type { SheetCounts } from './sheet-counts';
import { iso } from './wire-time';

/**
 * The experts' stack of submitted sheets. Each sheet is handed to one expert at a time (a hold that lapses
 * SHEET_LOCK_MS after the expert's last sheet call or keep-alive); handing out is one transaction, and
 * better-sqlite3 runs one transaction at a time, so two experts can never be handed the same sheet.
 */
export function createSheets(ctx: EngineContext, deps: { results: ResultsStore; counts: SheetCounts; views: ExpertViews }) {
  const { db, store } = ctx;
  const { results, counts, views } = deps;
  const heldBy = db.prepare(`SELECT * FROM results WHERE game_id = ? AND held_by_user_id = ? AND status = 'SUBMITTED'
    ORDER BY submitted_at, id LIMIT 1`);
  const nextFree = db.prepare(`SELECT * FROM results WHERE game_id = ? AND status = 'SUBMITTED'
    AND (held_by_user_id IS NULL OR held_until <= ?) ORDER BY submitted_at, id LIMIT 1`);
  const hold = db.prepare('UPDATE results SET held_by_user_id = ?, held_until = ? WHERE id = ?');
  const extend = db.prepare("UPDATE results SET held_until = ? WHERE game_id = ? AND held_by_user_id = ? AND status = 'SUBMITTED'");
  const release = db.prepare(`UPDATE results SET held_by_user_id = NULL, held_until = NULL
    WHERE game_id = ? AND held_by_user_id = ? AND status = 'SUBMITTED'`);
  const releaseOthers = db.prepare(`UPDATE results SET held_by_user_id = NULL, held_until = NULL
    WHERE game_id = ? AND held_by_user_id = ? AND status = 'SUBMITTED' AND id <> ?`);
  const releaseExpired = db.prepare(`UPDATE results SET held_by_user_id = NULL, held_until = NULL
    WHERE game_id = ? AND status = 'SUBMITTED' AND held_until IS NOT NULL AND held_until <= ?`);
  const markChecked = db.prepare(`UPDATE results SET status = 'CHECKED', checked_by_user_id = ?, checked_at = ?,
    held_by_user_id = NULL, held_until = NULL, updated_at = ? WHERE id = ?`);
  const teamName = db.prepare('SELECT t.name FROM participants p JOIN teams t ON t.id = p.team_id WHERE p.id = ?');

  function sheetView(row: ResultRow, lockedUntil: number): ExpertSheetWire {
    const state = store.state(row.game_id);
    const correct = views.correctAnswers(row.game_id, row.tour_number);
    const stored = new Map(results.answers(row.id).map((answer) => [answer.question_number, answer]));
    return {
      id: row.id,
      participantId: row.participant_id,
      participantName: (teamName.get(row.participant_id) as { name: string }).name,
      tourNumber: row.tour_number,
      isConfidence: state.has_confidence === 1,
      submittedAt: iso(row.submitted_at ?? row.created_at),
      lockedUntil: iso(lockedUntil),
      answers: Array.from({ length: state.questions_per_tour }, (_, index) => {
        const questionNumber = index + 1;
        const answer = stored.get(questionNumber);
        const normalised = normaliseAnswer(answer?.text ?? '');
        const accepted = correct.find((item) => item.questionNumber === questionNumber)?.acceptedAnswers ?? [];
        return {
          questionNumber,
          text: answer?.text ?? '',
          confidence: answer?.confidence === 1,
          normalised,
          suggested: normalised !== '' && accepted.some((item) => normaliseAnswer(item) === normalised),
          isCorrect: toBool(answer?.is_correct ?? null),
        };
      }),
    };
  }

  /** Expired holds go back to the stack; the experts hear the new count. */
  function releaseExpiredHolds(gameId: number): void {
    ctx.transact((out) => {
      if (releaseExpired.run(gameId, ctx.now()).changes > 0) counts.push(out, gameId);
    });
  }

  function next(gameId: number, expertId: number): NextSheetReply {
    return ctx.transact((out) => {
      const now = ctx.now();
      const until = now + SHEET_LOCK_MS;
      let row = heldBy.get(gameId, expertId) as ResultRow | undefined;
      if (row) extend.run(until, gameId, expertId);
      else {
        row = nextFree.get(gameId, now) as ResultRow | undefined;
        if (row) {
          hold.run(expertId, until, row.id);
          counts.push(out, gameId);
        }
      }
      if (row) ctx.schedule(gameId, until);
      return { sheet: row ? sheetView(row, until) : null, totalSheetCountInStack: results.stackCount(gameId, now) };
    });
  }

  /**
   * One particular sheet (opened from an answer group), held exactly like a sheet from the stack: the same
   * transaction and hold, so it is never handed to two experts. An expert holds one sheet at a time.
   */
  function take(gameId: number, sheetId: number, expertId: number): TakeSheetReply {
    return ctx.transact((out) => {
      const now = ctx.now();
      const row = results.byId(sheetId);
      if (!row || row.game_id !== gameId) throw apiError(404, 'http.not_found');
      if (row.status === 'CHECKED') throw conflict('sheet_already_checked');
      if (row.status === 'DRAFT') throw conflict('sheet_not_submitted');
      if (row.held_by_user_id !== null && row.held_by_user_id !== expertId && (row.held_until ?? 0) > now) throw conflict('sheet_held');
      const before = results.stackCount(gameId, now);
      const until = now + SHEET_LOCK_MS;
      const released = releaseOthers.run(gameId, expertId, row.id).changes;
      hold.run(expertId, until, row.id);
      ctx.schedule(gameId, until);
      const stack = results.stackCount(gameId, now);
      if (released > 0 || stack !== before) counts.push(out, gameId);
      return { sheet: sheetView(row, until), totalSheetCountInStack: stack };
    });
  }

  function cancel(gameId: number, expertId: number): { totalSheetCountInStack: number } {
    return ctx.transact((out) => {
      if (release.run(gameId, expertId).changes > 0) counts.push(out, gameId);
      return { totalSheetCountInStack: results.stackCount(gameId, ctx.now()) };
    });
  }

  function keepAlive(gameId: number, expertId: number): { lockedUntil: string | null } {
    const until = ctx.now() + SHEET_LOCK_MS;
    if (extend.run(until, gameId, expertId).changes === 0) return { lockedUntil: null };
    ctx.schedule(gameId, until);
    return { lockedUntil: iso(until) };
  }

  function check(gameId: number, sheetId: number, expertId: number, body: Record<string, unknown>) {
    const decisions = validate(checkSheetRequestSchema, body);
    return ctx.transact((out) => {
      const now = ctx.now();
      const row = results.byId(sheetId);
      if (!row || row.game_id !== gameId) throw apiError(404, 'http.not_found');
      resultsOpen(store, gameId);
      if (row.status === 'CHECKED') throw conflict('sheet_already_checked');
      if (row.status === 'DRAFT') throw conflict('sheet_not_submitted');
      if (row.held_by_user_id !== null && row.held_by_user_id !== expertId && (row.held_until ?? 0) > now) throw conflict('sheet_held');
      const state = store.state(gameId);
      const tooBig = Object.keys(decisions).find((key) => Number(key) > state.questions_per_tour);
      if (tooBig) {
        const message = { key: 'question_out_of_range' as const, params: { max: state.questions_per_tour } };
        throw new GameError(422, { message, errors: { [tooBig]: [message] } });
      }
      const answers = results.answers(row.id);
      const missing = answers.filter((a) => a.text.trim() !== '' && decisions[String(a.question_number)] === undefined);
      if (missing.length > 0) {
        const message = { key: 'missing_decisions' as const, params: { numbers: missing.map((a) => a.question_number).join(', ') } };
        throw new GameError(422, { message, errors: Object.fromEntries(missing.map((a) => [String(a.question_number), [message]])) });
      }
      for (const answer of answers) {
        results.setCorrect(row.id, answer.question_number, answer.text.trim() !== '' && decisions[String(answer.question_number)] === true);
      }
      markChecked.run(expertId, now, now, row.id);
      const score = results.rescore(row.id, state.has_confidence === 1, now);
      const stored = new Map(results.answers(row.id).map((answer) => [answer.question_number, answer]));
      out.toParticipant(row.participant_id, 'AnswersChecked', { participantId: row.participant_id, tourNumber: row.tour_number, resultId: row.id, score });
      counts.push(out, gameId);
      return {
        id: row.id,
        participantId: row.participant_id,
        tourNumber: row.tour_number,
        score,
        answers: Array.from({ length: state.questions_per_tour }, (_, index) => {
          const answer = stored.get(index + 1);
          const scored = { text: answer?.text ?? '', confidence: answer?.confidence === 1, isCorrect: answer?.is_correct === 1 };
          return { questionNumber: index + 1, isCorrect: scored.isCorrect, score: answerScore(scored, state.has_confidence === 1) ?? 0 };
        }),
        totalSheetCountInStack: results.stackCount(gameId, now),
      };
    });
  }

  return { next, take, cancel, keepAlive, check, releaseExpiredHolds };
}
