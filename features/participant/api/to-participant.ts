import type {
  AppealWire,
  MyParticipationsReply,
  ParticipantListReply,
  ParticipantScreenWire,
  ReactionWire,
  ResultItemWire,
  StoredAnswerWire,
  StoredSheetWire,
} from '@/contract/schemas/live';
import type { Appeal, MyParticipation, ParticipantScreen, Rating, Reaction, ResultCard, StoredAnswer, StoredSheet } from '../types';
import { places } from '@/contract/scoring';
import { httpUrlOrNull } from '../model/http-url';

/** Wire instants (ISO 8601 with offset) become epoch milliseconds: cheap to compare, serialisable as-is. */
export const toMs = (iso: string): number => Date.parse(iso);
const toMsOrNull = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

export const toReaction = (wire: ReactionWire): Reaction => ({ participantId: wire.participantId, name: wire.name, order: wire.order });
export const sortReactions = (reactions: Reaction[]): Reaction[] => [...reactions].sort((a, b) => a.order - b.order);

export function toScreen(wire: ParticipantScreenWire): ParticipantScreen {
  const appearance = wire.appearance ?? {};
  return {
    id: wire.id,
    gameId: wire.gameId,
    teamName: wire.name,
    gameName: wire.gameName,
    stream: wire.stream,
    currentTour: wire.currentTour,
    numberOfQuestions: wire.numberOfQuestions,
    numberOfTours: wire.numberOfTours,
    startsAt: toMs(wire.startedAt),
    isFinished: wire.isFinished,
    canAnswer: wire.canAnswer,
    isAnswered: wire.isAnswered,
    icqChatId: wire.icqChatId,
    status: wire.status,
    price: wire.price,
    currency: wire.currency,
    email: wire.email,
    promo: wire.promo,
    promoId: wire.promoId,
    amountDue: wire.amountDue ?? (wire.status === 'PENDING' || wire.status === 'DEFERRED' ? wire.price : 0),
    hasConfidence: wire.hasConfidence,
    mechanics: wire.mechanics,
    tuts: { active: wire.mechanicsState.TUTS.active, reactions: sortReactions(wire.mechanicsState.TUTS.reactions.map(toReaction)) },
    // Spec defaults: header, footer and the invite button are shown unless the game's appearance turns them off.
    appearance: {
      showHeader: appearance.showHeader ?? true,
      showFooter: appearance.showFooter ?? true,
      showInvite: appearance.showInvite ?? true,
      logos: appearance.logos ?? [],
      mainColor: appearance.mainColor ?? null,
    },
    gameType: wire.gameType,
    gameLanguage: wire.gameLanguage,
    lastShownTour: wire.lastShownTour,
    lastClosedTour: wire.lastClosedTour,
    acceptingUntil: toMsOrNull(wire.acceptingUntil),
    presentation: wire.presentation,
    teammatesOnline: wire.teammatesOnline,
    membersCount: wire.membersCount ?? null,
    serverTime: toMs(wire.serverTime),
    feedbackUrl: httpUrlOrNull(wire.feedbackUrl),
  };
}

export const toStoredAnswer = (wire: StoredAnswerWire): StoredAnswer => ({
  questionNumber: wire.questionNumber,
  text: wire.text,
  confidence: wire.confidence,
  updatedAt: toMs(wire.updatedAt),
});

export const toStoredSheet = (wire: StoredSheetWire): StoredSheet => ({
  resultId: wire.resultId,
  tourNumber: wire.tourNumber,
  status: wire.status,
  isAnswered: wire.isAnswered,
  acceptingUntil: toMsOrNull(wire.acceptingUntil),
  answers: wire.answers.map(toStoredAnswer),
});

export const toAppeal = (wire: AppealWire): Appeal => ({
  id: wire.id,
  resultId: wire.resultId,
  tourNumber: wire.tourNumber,
  questionNumber: wire.questionNumber,
  concern: wire.concern,
  response: wire.response,
  status: wire.status,
  participantAnswer: wire.participantAnswer,
  correctAnswer: wire.correctAnswer,
  author: wire.author ?? null,
});

const numberKeyed = <T, U>(record: Record<string, T>, map: (value: T) => U): Record<number, U> =>
  Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => /^\d+$/.test(key))
      .map(([key, value]) => [Number(key), map(value)]),
  );

export function toResultCard(wire: ResultItemWire): ResultCard {
  const answers = wire.answers
    .map((answer) => ({
      ...toStoredAnswer(answer),
      isCorrect: answer.isCorrect,
      score: answer.score,
      correctAnswer: answer.correctAnswer,
    }))
    .sort((a, b) => a.questionNumber - b.questionNumber);
  return {
    id: wire.id,
    tourNumber: wire.tourNumber,
    status: wire.status,
    isAnswered: wire.isAnswered,
    isChecked: wire.isChecked,
    isConfidence: wire.isConfidence,
    teamName: wire.participantName,
    // Spec: a round's score is the sum of its answers' scores (the server's figure, checked against the sum).
    score: wire.isChecked ? answers.reduce((sum, answer) => sum + (answer.score ?? 0), 0) : null,
    answers,
    correctAnswers: wire.correctAnswers === null ? null : numberKeyed(wire.correctAnswers, (text) => text),
    appeals: numberKeyed(wire.appeals, toAppeal),
  };
}

/** Result cards keyed by round, in round order. */
export const toResultCards = (items: ResultItemWire[]): ResultCard[] => items.map(toResultCard).sort((a, b) => a.tourNumber - b.tourNumber);

/**
 * The rating list with what the spec's list leaves out filled in (its items are only id, scoresSum, scores):
 * - `shownTours` absent: the rounds present in `scores` (the longest array), since the list sends the scores of
 *   the rounds it reveals and nothing more;
 * - `scoresShown` absent: some round is present, or some team has points;
 * - `place` absent: competition ranking of `scoresSum` once scores show (ties share the best place: 1, 2, 2, 4),
 *   null before; such a list is then ordered by place (then by id; by name once named, model/rating-names.ts);
 * - `total` absent: the number of items; `name`, `city`, `playersOnline` absent: null.
 */
export function toRating(wire: ParticipantListReply): Rating {
  const shownTours = wire.shownTours ?? Math.max(0, ...wire.items.map((item) => item.scores.length));
  const scoresShown = wire.scoresShown ?? (shownTours > 0 || wire.items.some((item) => item.scoresSum !== 0));
  const computed = places(wire.items.map((item) => item.scoresSum));
  const rows = wire.items.map((item, index) => ({
    id: item.id,
    name: item.name ?? null,
    city: item.city ?? null,
    scoresSum: item.scoresSum,
    scores: item.scores,
    place: item.place !== undefined ? item.place : scoresShown ? computed[index]! : null,
    playersOnline: item.playersOnline ?? null,
  }));
  const ranked = wire.items.every((item) => item.place !== undefined);
  return {
    rows: ranked ? rows : rows.sort((a, b) => (a.place ?? 0) - (b.place ?? 0) || a.id - b.id),
    scoresShown,
    shownTours,
    total: wire.total ?? wire.items.length,
  };
}

export const toMyParticipations = (wire: MyParticipationsReply): MyParticipation[] =>
  wire.items.map((item) => ({
    id: item.id,
    gameId: item.gameId,
    gameName: item.gameName,
    teamName: item.teamName,
    status: item.status,
    startsAt: toMs(item.startsAt),
    opensAt: toMs(item.opensAt),
    isLive: item.isLive,
    isFinished: item.isFinished,
  }));
