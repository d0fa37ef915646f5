import { appearanceSchema, type AppearanceWire } from '@/contract/schemas/game-fields';
import { expertGameUpdateRequestSchema, isStreamUrl, type CorrectAnswerWire, type ExpertGameStateWire, type ExpertGameWire } from '@/contract/schemas/expert';
import { mechanicNames } from '@/contract/schemas/live';
import { validate } from '../api-errors/validation';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import type { EngineContext } from './engine-context';
import { unprocessable } from './game-error';
import { acceptedAnswers, type GameRow } from './game-store';
import type { Mechanics } from './mechanics';
import type { Presence } from './presence';
import type { SheetCounts } from './sheet-counts';
import { iso, isoOrNull } from './wire-time';

export function parseAppearance(json: string | null): AppearanceWire | null {
  if (!json) return null;
  const parsed = appearanceSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/** What experts read: the game, its state (the reply of every control), the correct answers. */
export function createExpertViews(ctx: EngineContext, deps: { mechanics: Mechanics; presence: Presence; counts: SheetCounts }) {
  const { db, store } = ctx;
  const participantsCount = db.prepare("SELECT COUNT(*) AS n FROM participants WHERE game_id = ? AND status <> 'CANCELLED'");
  const setStream = db.prepare('UPDATE games SET stream_url = ? WHERE id = ?');
  const cityName = db.prepare('SELECT name FROM city_names WHERE city_id = ? AND locale = ?').pluck();

  /** The game as the console shows it; its city in the reader's language, as the catalogue names it. */
  function game(gameId: number, locale: Locale = DEFAULT_LOCALE): ExpertGameWire {
    const row: GameRow = store.game(gameId);
    const state = store.state(gameId);
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      language: state.language,
      startsAt: iso(row.starts_at),
      stream: row.stream_url,
      appearance: parseAppearance(row.appearance_json),
      numberOfTours: state.number_of_tours,
      numberOfQuestions: state.questions_per_tour,
      hasConfidence: state.has_confidence === 1,
      city: { id: row.city_id, name: (cityName.get(row.city_id, locale) as string | undefined) ?? row.city_name },
      isFinished: row.finished_at !== null,
      participantsCount: (participantsCount.get(gameId) as { n: number }).n,
      feedbackUrl: row.feedback_url,
    };
  }

  function state(gameId: number): ExpertGameStateWire {
    const row = store.state(gameId);
    const lastTour = row.last_closed_tour > 0 ? store.tour(gameId, row.last_closed_tour) : undefined;
    const acceptingUntil = lastTour?.accept_until != null && lastTour.accept_until > ctx.now() ? lastTour.accept_until : null;
    const figures = deps.counts.figures(gameId);
    return {
      tourNumber: row.current_tour,
      canAnswer: row.can_answer === 1,
      mechanics: deps.mechanics.state(gameId),
      gameMechanics: [...mechanicNames],
      lastShownTour: row.last_shown_tour,
      numberOfTours: row.number_of_tours,
      numberOfQuestions: row.questions_per_tour,
      lastClosedTour: row.last_closed_tour,
      acceptingUntil: isoOrNull(acceptingUntil),
      shownTours: row.shown_tours,
      isFinished: store.game(gameId).finished_at !== null,
      sheetsInStack: figures.stack,
      sheetsInTour: figures.inTour,
      connectedParticipants: deps.presence.teamsOnline(gameId),
      chatStatus: deps.mechanics.chatStatus(gameId),
    };
  }

  const correctAnswers = (gameId: number, tourNumber: number): CorrectAnswerWire[] =>
    store.questions(gameId, tourNumber).map((question) => ({
      questionNumber: question.question_number,
      text: question.text,
      answer: question.answer,
      acceptedAnswers: acceptedAnswers(question),
      comment: question.comment,
    }));

  function answers(gameId: number, tourQuery: string | undefined) {
    const row = store.state(gameId);
    const tourNumber = tourQuery === undefined || tourQuery === '' ? null : Number(tourQuery);
    if (tourNumber !== null && (!Number.isInteger(tourNumber) || tourNumber < 1 || tourNumber > row.number_of_tours)) {
      throw unprocessable('tourNumber', 'tour_out_of_range', { max: row.number_of_tours });
    }
    const tours = tourNumber === null ? Array.from({ length: row.number_of_tours }, (_, i) => i + 1) : [tourNumber];
    return { items: tours.map((number) => ({ tourNumber: number, questions: correctAnswers(gameId, number) })) };
  }

  /** PATCH /experts/games/{id} {stream}: http(s) URL, or null / "" to remove. */
  function updateStream(gameId: number, body: Record<string, unknown>): ExpertGameWire {
    const { stream } = validate(expertGameUpdateRequestSchema, body);
    const value = stream === null || stream.trim() === '' ? null : stream.trim();
    if (value !== null && !isStreamUrl(value)) throw unprocessable('stream', 'stream_url');
    store.game(gameId);
    ctx.transact((out) => {
      setStream.run(value, gameId);
      out.toEveryone(gameId, 'UpdateParticipantScreenRequired', { gameId, reason: 'stream' });
    });
    return game(gameId);
  }

  return { game, state, correctAnswers, answers, updateStream };
}

export type ExpertViews = ReturnType<typeof createExpertViews>;
