import { answerScore } from '@/contract/scoring';
import type { ParticipantListReply, ParticipantScreenWire, ResultItemWire } from '@/contract/schemas/live';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import type { UserRow } from '../users/users-repo';
import type { EngineContext } from './engine-context';
import { parseAppearance, type ExpertViews } from './expert-views';
import type { Mechanics } from './mechanics';
import type { ParticipantAccess } from './participant-access';
import type { Presence } from './presence';
import type { Rating } from './rating';
import { toBool, type ResultRow, type ResultsStore } from './results-store';
import { answersRevealed } from './reveal';
import { iso, isoOrNull } from './wire-time';
import type { AppealWire } from '@/contract/schemas/live';

/** What a team reads: its screen, its result cards, the rating. */
export function createParticipantViews(
  ctx: EngineContext,
  deps: {
    access: ParticipantAccess;
    results: ResultsStore;
    mechanics: Mechanics;
    presence: Presence;
    views: ExpertViews;
    rating: (gameId: number) => Rating;
    appealsOf: (participantId: number) => AppealWire[];
  },
) {
  const { db, store } = ctx;
  const registrant = db.prepare('SELECT email FROM users WHERE id = ?');
  // What the registration costs and what is still to pay (migration 0007; older rows fall back to the game's price).
  const money = db.prepare(`SELECT p.email, p.price_minor, p.amount_minor, p.paid_minor, p.currency, p.promo_code_id, pc.code AS promo
    FROM participants p LEFT JOIN promo_codes pc ON pc.id = p.promo_code_id WHERE p.id = ?`);
  const resultsOf = db.prepare('SELECT * FROM results WHERE participant_id = ? ORDER BY tour_number');
  const cityNames = db.prepare('SELECT city_id, name FROM city_names WHERE locale = ?');
  const teamSize = db.prepare('SELECT COUNT(*) AS n FROM team_members m JOIN participants p ON p.team_id = m.team_id WHERE p.id = ?');

  function status(user: UserRow, participantId: number): ParticipantScreenWire {
    const participant = deps.access.viewer(user, participantId);
    const game = store.game(participant.game_id);
    const state = store.state(participant.game_id);
    const now = ctx.now();
    const current = state.current_tour === null ? undefined : deps.results.forTour(participant.id, state.current_tour);
    const lastTour = state.last_closed_tour > 0 ? store.tour(game.id, state.last_closed_tour) : undefined;
    const email = participant.registered_by_user_id === null ? undefined : (registrant.get(participant.registered_by_user_id) as { email: string } | undefined);
    const bill = money.get(participant.id) as {
      email: string | null;
      price_minor: number | null;
      amount_minor: number | null;
      paid_minor: number;
      currency: string | null;
      promo_code_id: number | null;
      promo: string | null;
    };
    const amountMinor = bill.amount_minor ?? bill.price_minor ?? game.price_minor;
    const unpaid = participant.status === 'PENDING' || participant.status === 'DEFERRED';
    return {
      id: participant.id,
      gameId: game.id,
      name: participant.team_name,
      stream: game.stream_url,
      currentTour: state.current_tour,
      numberOfQuestions: state.questions_per_tour,
      startedAt: iso(game.starts_at),
      gameName: game.name,
      isFinished: game.finished_at !== null,
      canAnswer: state.can_answer === 1,
      isAnswered: current !== undefined && current.status !== 'DRAFT',
      icqChatId: participant.voice_chat_url,
      status: participant.status,
      currency: bill.currency ?? game.currency,
      price: amountMinor / 100,
      email: bill.email ?? email?.email ?? null,
      promo: bill.promo,
      promoId: bill.promo_code_id,
      amountDue: unpaid ? Math.max(0, amountMinor - bill.paid_minor) / 100 : 0,
      mechanicsState: deps.mechanics.state(game.id),
      mechanics: ['TUTS'],
      hasConfidence: state.has_confidence === 1,
      appearance: parseAppearance(game.appearance_json),
      gameType: game.type,
      gameLanguage: state.language,
      numberOfTours: state.number_of_tours,
      lastShownTour: state.last_shown_tour,
      lastClosedTour: state.last_closed_tour,
      acceptingUntil: lastTour?.accept_until != null && lastTour.accept_until > now ? iso(lastTour.accept_until) : null,
      presentation:
        state.current_tour === null
          ? null
          : {
              tourNumber: state.current_tour,
              questions: store.questions(game.id, state.current_tour).map((q) => ({ questionNumber: q.question_number, text: q.text })),
            },
      teammatesOnline: deps.presence.playersOnline(participant.id),
      membersCount: (teamSize.get(participant.id) as { n: number }).n,
      serverTime: iso(now),
      feedbackUrl: game.feedback_url,
    };
  }

  function resultsView(user: UserRow, participantId: number): { items: ResultItemWire[] } {
    const participant = deps.access.viewer(user, participantId);
    const state = store.state(participant.game_id);
    const now = ctx.now();
    const appeals = deps.appealsOf(participant.id);
    const items = (resultsOf.all(participant.id) as ResultRow[]).map((row): ResultItemWire => {
      const checked = row.status === 'CHECKED';
      const revealed = answersRevealed(state, store.tour(row.game_id, row.tour_number), now);
      const correct = revealed ? deps.views.correctAnswers(row.game_id, row.tour_number) : [];
      const answerOf = (questionNumber: number) => correct.find((item) => item.questionNumber === questionNumber)?.answer ?? null;
      return {
        id: row.id,
        tourNumber: row.tour_number,
        status: row.status,
        isAnswered: row.status !== 'DRAFT',
        isChecked: checked,
        isConfidence: state.has_confidence === 1,
        participantId: participant.id,
        participantName: participant.team_name,
        score: checked ? row.score : null,
        submittedAt: isoOrNull(row.submitted_at),
        checkedAt: isoOrNull(row.checked_at),
        answers: deps.results.answers(row.id).map((answer) => {
          // A group decision may pre-fill isCorrect before the check: the team sees nothing until it is checked.
          const isCorrect = checked ? toBool(answer.is_correct) : null;
          const scored = { text: answer.text, confidence: answer.confidence === 1, isCorrect };
          return {
            questionNumber: answer.question_number,
            text: answer.text,
            confidence: answer.confidence === 1,
            updatedAt: iso(answer.updated_at),
            isCorrect,
            score: answerScore(scored, state.has_confidence === 1),
            correctAnswer: revealed ? answerOf(answer.question_number) : null,
          };
        }),
        correctAnswers: revealed ? Object.fromEntries(correct.map((item) => [String(item.questionNumber), item.answer])) : null,
        appeals: Object.fromEntries(appeals.filter((appeal) => appeal.resultId === row.id).map((appeal) => [String(appeal.questionNumber), appeal])),
      };
    });
    return { items };
  }

  /** The rating in the reader's language: the teams' cities by their names in `locale` (as the catalogue names them). */
  function list(user: UserRow, participantId: number, locale: Locale = DEFAULT_LOCALE): ParticipantListReply {
    const participant = deps.access.viewer(user, participantId);
    const rating = deps.rating(participant.game_id);
    const names = new Map((cityNames.all(locale) as { city_id: number; name: string }[]).map((row) => [row.city_id, row.name]));
    return {
      items: rating.items.map((item) => ({
        ...item,
        city: item.city === null ? null : { ...item.city, name: names.get(item.city.id) ?? item.city.name },
        playersOnline: deps.presence.playersOnline(item.id),
      })),
      scoresShown: rating.scoresShown,
      shownTours: rating.shownTours,
      total: rating.items.length,
    };
  }

  return { status, results: resultsView, list };
}
