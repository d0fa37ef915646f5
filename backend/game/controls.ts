import { LATE_ANSWER_GRACE_MS, RESEND_ANSWERS_AFTER_MS } from '@/contract/schemas/live';
import { startTourRequestSchema, type ExpertGameStateWire } from '@/contract/schemas/expert';
import { validate } from '../api-errors/validation';
import type { EngineContext } from './engine-context';
import { conflict, unprocessable } from './game-error';
import type { Outbox } from './outbox';
import type { Rating } from './rating';
import { winnersOf } from './rating';
import type { ExpertViews } from './expert-views';
import type { SheetCounts } from './sheet-counts';
import { iso } from './wire-time';

/**
 * How long before its scheduled start a game's first round may start: from when the game page opens (an hour
 * before). Earlier, startTour is refused, so a game days away is never run while its places are still on sale;
 * once a round has started the game is live and the catalogue and registration stop selling it.
 */
export const EARLY_START_WINDOW_MS = 60 * 60_000;

export type ControlAction = 'startTour' | 'openAnswers' | 'closeTour' | 'showNextTour' | 'showScores' | 'finish';
export const controlActions: readonly ControlAction[] = ['startTour', 'openAnswers', 'closeTour', 'showNextTour', 'showScores', 'finish'];

/** ScoresUpdated to every participant, each with its own line of the rating. */
export function sendScores(out: Outbox, gameId: number, rating: Rating): void {
  out.toParticipants(gameId, 'ScoresUpdated', (participantId) => {
    const line = rating.byId.get(participantId);
    return {
      scoresShown: rating.scoresShown,
      shownTours: rating.shownTours,
      participant: { participantId, scoresSum: line?.scoresSum ?? 0, scores: line?.scores ?? [], place: line?.place ?? null },
    };
  });
}

/** The expert controls of spec section 4 as a state machine; refused transitions are 409, bad input 422. */
export function createControls(ctx: EngineContext, deps: { views: ExpertViews; rating: (gameId: number) => Rating; counts: SheetCounts }) {
  const { db, store } = ctx;
  const insertTour = db.prepare('INSERT OR REPLACE INTO game_tours (game_id, tour_number, started_at) VALUES (?, ?, ?)');
  const openTour = db.prepare('UPDATE game_tours SET answers_opened_at = ? WHERE game_id = ? AND tour_number = ?');
  const closeTourRow = db.prepare('UPDATE game_tours SET closed_at = ?, accept_until = ? WHERE game_id = ? AND tour_number = ?');
  const markStarted = db.prepare('UPDATE games SET started_at = COALESCE(started_at, ?) WHERE id = ?');
  const markFinished = db.prepare('UPDATE games SET finished_at = ? WHERE id = ?');
  const markPlayed = db.prepare("UPDATE participants SET status = 'PLAYED', updated_at = ? WHERE game_id = ? AND status = 'READY'");

  const notFinished = (gameId: number) => {
    if (store.game(gameId).finished_at !== null) throw conflict('game_finished');
  };

  const handlers: Record<ControlAction, (gameId: number, body: Record<string, unknown>, out: Outbox) => void> = {
    startTour(gameId, body, out) {
      const { tourNumber } = validate(startTourRequestSchema, body);
      const state = store.state(gameId);
      if (tourNumber > state.number_of_tours) throw unprocessable('tourNumber', 'tour_out_of_range', { max: state.number_of_tours });
      if (state.current_tour !== null) throw conflict('tour_in_progress', { tour: state.current_tour });
      if (tourNumber <= state.last_closed_tour) throw conflict('tour_already_played', { tour: tourNumber });
      const now = ctx.now();
      const game = store.game(gameId);
      if (game.started_at === null && now < game.starts_at - EARLY_START_WINDOW_MS) {
        throw conflict('game_not_open_yet', { minutes: EARLY_START_WINDOW_MS / 60_000 });
      }
      insertTour.run(gameId, tourNumber, now);
      markStarted.run(now, gameId);
      store.updateState(gameId, { current_tour: tourNumber, can_answer: 0 });
      const questions = store.questions(gameId, tourNumber).map((q) => ({ questionNumber: q.question_number, text: q.text }));
      out.toParticipants(gameId, 'GameTourStarted', {
        tourNumber,
        numberOfQuestions: state.questions_per_tour,
        canAnswer: false,
        startedAt: iso(now),
        presentation: { tourNumber, questions },
      });
      deps.counts.push(out, gameId);
    },
    openAnswers(gameId, _body, out) {
      const state = store.state(gameId);
      if (state.current_tour === null) throw conflict('no_tour');
      if (state.can_answer === 1) throw conflict('answers_already_open');
      openTour.run(ctx.now(), gameId, state.current_tour);
      store.updateState(gameId, { can_answer: 1 });
      out.toParticipants(gameId, 'AnswersOpened', { tourNumber: state.current_tour, canAnswer: true });
    },
    closeTour(gameId, _body, out) {
      const state = store.state(gameId);
      const tourNumber = state.current_tour;
      if (tourNumber === null) throw conflict('no_tour');
      const now = ctx.now();
      const until = now + LATE_ANSWER_GRACE_MS;
      closeTourRow.run(now, until, gameId, tourNumber);
      store.updateState(gameId, { current_tour: null, can_answer: 0, last_closed_tour: tourNumber });
      out.toParticipants(gameId, 'GameTourClosed', {
        tourNumber,
        lastClosedTour: tourNumber,
        closedAt: iso(now),
        acceptingUntil: iso(until),
      });
      ctx.schedule(gameId, now + RESEND_ANSWERS_AFTER_MS);
      ctx.schedule(gameId, until);
    },
    showNextTour(gameId, _body, out) {
      const state = store.state(gameId);
      const next = state.last_shown_tour + 1;
      if (next > state.last_closed_tour) throw conflict('nothing_to_show');
      store.updateState(gameId, { last_shown_tour: next });
      out.toParticipants(gameId, 'GameTourOpened', { tourNumber: next, lastShownTour: next });
    },
    showScores(gameId, _body, out) {
      const state = store.state(gameId);
      store.updateState(gameId, { shown_tours: state.last_closed_tour, scores_shown: 1 });
      sendScores(out, gameId, deps.rating(gameId));
    },
    finish(gameId, _body, out) {
      const state = store.state(gameId);
      if (state.current_tour !== null) throw conflict('tour_in_progress', { tour: state.current_tour });
      const now = ctx.now();
      markFinished.run(now, gameId);
      markPlayed.run(now, gameId);
      // The game is over: every closed round's scores and correct answers are shown (no control can show them later).
      store.updateState(gameId, {
        shown_tours: state.last_closed_tour,
        last_shown_tour: Math.max(state.last_shown_tour, state.last_closed_tour),
        scores_shown: 1,
        can_answer: 0,
        tuts_active: 0,
      });
      const rating = deps.rating(gameId);
      const winners = winnersOf(rating);
      const feedbackUrl = store.game(gameId).feedback_url;
      out.toParticipants(gameId, 'GameFinished', (participantId) => ({
        finishedAt: iso(now),
        place: rating.byId.get(participantId)?.place ?? null,
        scoresSum: rating.byId.get(participantId)?.scoresSum ?? 0,
        total: rating.items.length,
        feedbackUrl,
        winners,
      }));
    },
  };

  /** Runs one control: one transaction, then its broadcasts and GameStateChanged; replies the new state. */
  function run(gameId: number, action: ControlAction, body: Record<string, unknown>): ExpertGameStateWire {
    notFinished(gameId);
    return ctx.transact((out) => {
      handlers[action](gameId, body, out);
      const state = deps.views.state(gameId);
      out.toExperts(gameId, 'GameStateChanged', { state, action });
      return state;
    });
  }

  return { run };
}
