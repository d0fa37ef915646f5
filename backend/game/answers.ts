import { LATE_ANSWER_GRACE_MS, postResultsRequestSchema, RESEND_ANSWERS_AFTER_MS, type StoredSheetWire } from '@/contract/schemas/live';
import { RateLimited } from '../api-errors/api-error';
import { validate } from '../api-errors/validation';
import type { RateLimiter } from '../rate-limits/rate-limiter';
import type { UserRow } from '../users/users-repo';
import type { EngineContext } from './engine-context';
import { conflict, unprocessable } from './game-error';
import type { GameStateRow, TourRow } from './game-store';
import { checkIdempotencyKey, requestHash, type IdempotencyStore, type StoredReply } from './idempotency';
import type { ParticipantAccess } from './participant-access';
import { storedAnswer, type ResultRow, type ResultsStore } from './results-store';
import type { SheetCounts } from './sheet-counts';
import { createTypingCoalescer } from './typing-coalescer';
import { isoOrNull } from './wire-time';

/** Whether a round takes answers now: 'open' (answers open), 'grace' (closed, late posts still taken) or null. */
function answerWindow(state: GameStateRow, tour: TourRow | undefined, tourNumber: number, now: number): 'open' | 'grace' | null {
  if (state.current_tour === tourNumber && state.can_answer === 1) return 'open';
  if (tour?.closed_at != null && tour.accept_until != null && now < tour.accept_until) return 'grace';
  return null;
}

export interface PostAnswers {
  user: UserRow;
  participantId: number;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  socketId: string | null;
}

/** Answer posts of teams, and the work due when a round's grace runs out. */
export function createAnswers(
  ctx: EngineContext,
  deps: {
    results: ResultsStore;
    idempotency: IdempotencyStore;
    access: ParticipantAccess;
    counts: SheetCounts;
    /** Answer posts per player of a team (rate-limits/limits.ts). */
    limiter: RateLimiter;
  },
) {
  const { results, idempotency, access, counts, limiter } = deps;
  const { db, store } = ctx;
  const typing = createTypingCoalescer(ctx);

  const sheetReply = (row: ResultRow, acceptingUntil: number | null): StoredSheetWire => {
    const fresh = results.byId(row.id)!;
    return {
      resultId: fresh.id,
      tourNumber: fresh.tour_number,
      status: fresh.status,
      isAnswered: fresh.status !== 'DRAFT',
      submittedAt: isoOrNull(fresh.submitted_at),
      acceptingUntil: isoOrNull(acceptingUntil),
      answers: results.answers(fresh.id).map(storedAnswer),
    };
  };

  const submit = db.prepare("UPDATE results SET status = 'SUBMITTED', submitted_at = ?, updated_at = ? WHERE id = ?");
  const touch = db.prepare('UPDATE results SET updated_at = ? WHERE id = ?');

  function post(input: PostAnswers): StoredReply {
    const participant = access.player(input.user, input.participantId);
    const key = checkIdempotencyKey(input.idempotencyKey);
    const request = validate(postResultsRequestSchema, input.body);
    const hash = requestHash(`results:${participant.id}`, input.body);
    return ctx.transact((out) => {
      const replayed = idempotency.replay(input.user.id, key, hash);
      if (replayed) return replayed;
      // After the replay: a repeated key is answered from memory whatever the rate. A refused post is not counted,
      // so a screen that waits the Retry-After gets its newest text through then.
      const wait = limiter.take(`${participant.id}:${input.user.id}`);
      if (wait > 0) throw new RateLimited(wait);
      const now = ctx.now();
      const gameId = participant.game_id;
      const state = store.state(gameId);
      const tour = store.tour(gameId, request.tourNumber);
      const window = answerWindow(state, tour, request.tourNumber, now);
      if (!window) throw unprocessable('tourNumber', 'answers_not_accepted');
      const seen = new Set<number>();
      request.answers.forEach((answer, index) => {
        if (answer.questionNumber > state.questions_per_tour) {
          throw unprocessable(`answers.${index}.questionNumber`, 'question_out_of_range', { max: state.questions_per_tour });
        }
        if (seen.has(answer.questionNumber)) throw unprocessable('answers', 'question_duplicate');
        seen.add(answer.questionNumber);
      });
      // The edit's own time, never later than now (a screen's clock estimate can run ahead).
      const editedAt = (at: string | undefined) => (at === undefined ? now : Math.min(now, Date.parse(at)));
      const posted = request.answers.map((answer) => ({
        ...answer,
        confidence: state.has_confidence === 1 && answer.confidence,
        editedAt: editedAt(answer.editedAt),
      }));
      const row = results.ensure(gameId, participant.id, request.tourNumber, now);
      const locked = row.status === 'CHECKED' || (row.held_by_user_id !== null && (row.held_until ?? 0) > now);
      if (locked) {
        const stored = new Map(results.answers(row.id).map((answer) => [answer.question_number, answer]));
        const changes = posted.some((answer) => {
          const current = stored.get(answer.questionNumber);
          return (current?.text ?? '') !== answer.text || (current?.confidence === 1) !== answer.confidence;
        });
        if (changes) throw conflict(row.status === 'CHECKED' ? 'sheet_checked' : 'sheet_in_check');
      }
      const changed = locked
        ? []
        : posted.filter((answer) => results.write(row, answer.questionNumber, answer.text, answer.confidence, answer.editedAt, input.user.id));
      const submitting = request.saving && row.status === 'DRAFT';
      if (submitting) submit.run(now, now, row.id);
      else if (changed.length > 0) touch.run(now, row.id);
      const reply = sheetReply(row, window === 'grace' ? tour!.accept_until : null);
      const changedAnswers = reply.answers.filter((answer) => changed.some((item) => item.questionNumber === answer.questionNumber));
      if (!request.saving && changedAnswers.length > 0) {
        typing.typed(out, {
          participantId: participant.id,
          tourNumber: request.tourNumber,
          userId: input.user.id,
          userName: input.user.name,
          socketId: input.socketId,
          answers: changedAnswers,
        });
      }
      if (request.saving && (submitting || changed.length > 0)) {
        typing.sheetSent(participant.id, request.tourNumber);
        out.toParticipant(participant.id, 'AnswersReceived', {
          participantId: participant.id,
          tourNumber: request.tourNumber,
          resultId: reply.resultId,
          submittedAt: reply.submittedAt!,
          answers: reply.answers,
          userId: input.user.id,
          socketId: input.socketId,
        });
      }
      if (submitting) counts.push(out, gameId);
      const stored: StoredReply = { status: 200, body: reply };
      idempotency.remember(input.user.id, key, hash, stored);
      return stored;
    });
  }

  const pendingTours = db.prepare(`SELECT * FROM game_tours WHERE game_id = ? AND closed_at IS NOT NULL AND collected_at IS NULL`);
  const markTour = db.prepare('UPDATE game_tours SET resend_sent_at = COALESCE(resend_sent_at, ?), collected_at = ? WHERE game_id = ? AND tour_number = ?');
  const markResend = db.prepare('UPDATE game_tours SET resend_sent_at = ? WHERE game_id = ? AND tour_number = ?');
  const drafts = db.prepare(`SELECT r.* FROM results r WHERE r.game_id = ? AND r.tour_number = ? AND r.status = 'DRAFT'
    AND EXISTS (SELECT 1 FROM result_answers a WHERE a.result_id = r.id AND trim(a.text) <> '')`);
  const notIn = db.prepare(`SELECT p.id FROM participants p WHERE p.game_id = ? AND p.status IN ('READY', 'PLAYED')
    AND NOT EXISTS (SELECT 1 FROM results r WHERE r.participant_id = p.id AND r.tour_number = ? AND r.status <> 'DRAFT')`);

  /** Halfway through the grace: teams not yet in are asked to post again; at its end, drafts left are submitted. */
  function graceWork(gameId: number): void {
    const now = ctx.now();
    for (const tour of pendingTours.all(gameId) as TourRow[]) {
      const until = tour.accept_until ?? (tour.closed_at ?? now) + LATE_ANSWER_GRACE_MS;
      if (now >= until) {
        ctx.transact((out) => {
          markTour.run(now, now, gameId, tour.tour_number);
          const left = drafts.all(gameId, tour.tour_number) as ResultRow[];
          for (const row of left) {
            submit.run(until, now, row.id);
            const answers = results.answers(row.id).map(storedAnswer);
            out.toParticipant(row.participant_id, 'AnswersReceived', {
              participantId: row.participant_id,
              tourNumber: row.tour_number,
              resultId: row.id,
              submittedAt: isoOrNull(until)!,
              answers,
              userId: null,
              socketId: null,
            });
          }
          if (left.length > 0) counts.push(out, gameId);
        });
      } else if (tour.resend_sent_at === null && now >= (tour.closed_at ?? now) + RESEND_ANSWERS_AFTER_MS) {
        ctx.transact((out) => {
          markResend.run(now, gameId, tour.tour_number);
          for (const { id } of notIn.all(gameId, tour.tour_number) as { id: number }[]) {
            out.toParticipant(id, 'ResendAnswers', { tourNumber: tour.tour_number, acceptingUntil: isoOrNull(until)! });
          }
        });
      }
    }
  }

  return { post, graceWork, sheetReply };
}
