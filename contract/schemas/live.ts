import { z } from 'zod/mini';
import { appearanceSchema, gameTypeSchema } from './catalogue';

// The participant side of the live game engine (family `live`, plus the chat status in `chats` and the public
// team list in `baseMain`). Every reply is a bare object unless noted. contract/README.md, "Live game", is the prose.

const instant = z.iso.datetime({ offset: true });
const id = z.int().check(z.positive());
const count = z.int().check(z.nonnegative());
const number = z.int().check(z.positive());

export const participantStatuses = ['PENDING', 'READY', 'CANCELLED', 'PLAYED', 'DEFERRED'] as const;
export const participantStatusSchema = z.enum(participantStatuses);
export type ParticipantStatus = z.infer<typeof participantStatusSchema>;

/** Game mechanics. TUTS is the buzzer: teams press, the server keeps the order, the expert clears. */
export const mechanicNames = ['TUTS'] as const;
export const mechanicNameSchema = z.enum(mechanicNames);
export type MechanicName = z.infer<typeof mechanicNameSchema>;

/** The language the game is played in (question texts, accepted answers). */
export const gameLanguageSchema = z.enum(['ru', 'en', 'fr']);
export type GameLanguage = z.infer<typeof gameLanguageSchema>;

export const cityRefSchema = z.object({ id, name: z.string() });

/** One press of the buzzer; `order` is 1 for the first team, 2 for the second... (the server's order). */
export const reactionSchema = z.object({ participantId: id, name: z.string(), order: number, pressedAt: instant });
export type ReactionWire = z.infer<typeof reactionSchema>;

export const mechanicStateSchema = z.object({ active: z.boolean(), reactions: z.array(reactionSchema) });
export type MechanicStateWire = z.infer<typeof mechanicStateSchema>;

/** State of every mechanic of the game, keyed by name. */
export const mechanicsStateSchema = z.object({ TUTS: mechanicStateSchema });
export type MechanicsStateWire = z.infer<typeof mechanicsStateSchema>;

/** The host's current slides: the questions of the round under way, in the game's language. */
export const presentationSchema = z.object({
  tourNumber: number,
  questions: z.array(z.object({ questionNumber: number, text: z.string() })),
});
export type PresentationWire = z.infer<typeof presentationSchema>;

/** GET participants/{id}/status: everything the participant screen needs (spec section 3 plus additions). */
export const participantScreenSchema = z.object({
  id,
  gameId: id,
  /** The team's name. */
  name: z.string(),
  /** Live stream URL (embeddable), null until the expert sets one. */
  stream: z.nullable(z.string()),
  /** The round under way (started, not closed), else null. */
  currentTour: z.nullable(number),
  /** Questions per round of this game (7). */
  numberOfQuestions: number,
  /** The game's scheduled start (the page and stream open 1 hour before it). */
  startedAt: instant,
  gameName: z.string(),
  isFinished: z.boolean(),
  /** Answers are open for the current round. */
  canAnswer: z.boolean(),
  /** The team has submitted (saving=true) its sheet for the current round. */
  isAnswered: z.boolean(),
  /** The team's voice chat link (also sent by SendIcqChatId), or null. */
  icqChatId: z.nullable(z.string()),
  status: participantStatusSchema,
  currency: z.string(),
  /** The game's price in major units. */
  price: z.number(),
  /** E-mail of whoever registered the team, null for teams registered without an account. */
  email: z.nullable(z.string()),
  promo: z.nullable(z.string()),
  promoId: z.nullable(z.int()),
  mechanicsState: mechanicsStateSchema,
  /** Mechanics available in this game. */
  mechanics: z.array(mechanicNameSchema),
  /** The confidence mechanic: a confident answer scores +2 if correct and -2 if wrong (contract/scoring.ts). */
  hasConfidence: z.boolean(),
  appearance: z.nullable(appearanceSchema),
  // Additions beyond the spec's list (the screen needs them; see contract/README.md).
  gameType: gameTypeSchema,
  gameLanguage: gameLanguageSchema,
  numberOfTours: number,
  /** Rounds whose correct answers are revealed to everyone (showNextTour raises it by 1). */
  lastShownTour: count,
  /** The last closed round (0 = none yet). */
  lastClosedTour: count,
  /** While the last closed round still takes late answers (grace period), until when; else null. */
  acceptingUntil: z.nullable(instant),
  presentation: z.nullable(presentationSchema),
  /** Distinct team members connected to participant.{id} now. */
  teammatesOnline: count,
  serverTime: instant,
});
export type ParticipantScreenWire = z.infer<typeof participantScreenSchema>;

/** GET participants/mine: the signed-in player's registrations, live first, then upcoming, then past. */
export const myParticipationsReplySchema = z.object({
  items: z.array(
    z.object({
      id,
      gameId: id,
      gameName: z.string(),
      teamName: z.string(),
      status: participantStatusSchema,
      startsAt: instant,
      /** The game page and stream open 1 hour before the start. */
      opensAt: instant,
      isLive: z.boolean(),
      isFinished: z.boolean(),
    }),
  ),
});
export type MyParticipationsReply = z.infer<typeof myParticipationsReplySchema>;

/** A posted answer. `text` may be empty (clears the answer). Confidence is ignored unless the game has it. */
export const answerInputSchema = z.object({
  questionNumber: number,
  text: z.string().check(z.maxLength(300)),
  confidence: z._default(z.boolean(), false),
});

/**
 * POST participants/{id}/results (header `Idempotency-Key`). Partial posts merge per question (last write wins);
 * saving=false stores the team's draft, saving=true also submits the sheet to the experts.
 */
export const postResultsRequestSchema = z.object({
  tourNumber: number,
  answers: z.array(answerInputSchema).check(z.maxLength(20)),
  saving: z._default(z.boolean(), false),
});
export type PostResultsRequest = z.input<typeof postResultsRequestSchema>;

export const resultStatuses = ['DRAFT', 'SUBMITTED', 'CHECKED'] as const;
export const resultStatusSchema = z.enum(resultStatuses);
export type ResultStatus = z.infer<typeof resultStatusSchema>;

/** One answer exactly as the server stores it. */
export const storedAnswerSchema = z.object({
  questionNumber: number,
  text: z.string(),
  confidence: z.boolean(),
  /** When the server last changed this answer. */
  updatedAt: instant,
});
export type StoredAnswerWire = z.infer<typeof storedAnswerSchema>;

/** Reply of POST participants/{id}/results: what the server now holds for the team's round. */
export const storedSheetSchema = z.object({
  resultId: id,
  tourNumber: number,
  status: resultStatusSchema,
  isAnswered: z.boolean(),
  submittedAt: z.nullable(instant),
  /** Late answers for this round are accepted until then (null while answers are open or after the grace). */
  acceptingUntil: z.nullable(instant),
  answers: z.array(storedAnswerSchema),
});
export type StoredSheetWire = z.infer<typeof storedSheetSchema>;

export const appealStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const appealStatusSchema = z.enum(appealStatuses);
export type AppealStatus = z.infer<typeof appealStatusSchema>;

/** An appeal as the team sees it (POST .../appeal reply, results, AppealCreated, AppealResolved). */
export const appealSchema = z.object({
  id,
  resultId: id,
  tourNumber: number,
  questionNumber: number,
  concern: z.string(),
  /** The expert's answer to the team, once resolved. */
  response: z.nullable(z.string()),
  status: appealStatusSchema,
  participantAnswer: z.string(),
  correctAnswer: z.string(),
  createdAt: instant,
  resolvedAt: z.nullable(instant),
});
export type AppealWire = z.infer<typeof appealSchema>;

export const resultAnswerSchema = z.extend(storedAnswerSchema, {
  /** null until the sheet is checked. */
  isCorrect: z.nullable(z.boolean()),
  score: z.nullable(z.int()),
  /** null until the round's correct answers are revealed (contract/README.md, "When players see what"). */
  correctAnswer: z.nullable(z.string()),
});
export type ResultAnswerWire = z.infer<typeof resultAnswerSchema>;

/** One round of the team (a "result card"). */
export const resultItemSchema = z.object({
  id,
  tourNumber: number,
  status: resultStatusSchema,
  isAnswered: z.boolean(),
  isChecked: z.boolean(),
  /** The game has the confidence mechanic. */
  isConfidence: z.boolean(),
  participantId: id,
  participantName: z.string(),
  /** The round's score (sum of its answers), null until checked. */
  score: z.nullable(z.int()),
  submittedAt: z.nullable(instant),
  checkedAt: z.nullable(instant),
  answers: z.array(resultAnswerSchema),
  /** Correct answers keyed by question number ("1": "..."), null until revealed. */
  correctAnswers: z.nullable(z.record(z.string(), z.string())),
  /** The team's appeals keyed by question number. */
  appeals: z.record(z.string(), appealSchema),
});
export type ResultItemWire = z.infer<typeof resultItemSchema>;

/** GET participants/{id}/results: every round the team has a sheet for (drafts included), by round. */
export const resultsReplySchema = z.object({ items: z.array(resultItemSchema) });

/** POST participants/{id}/results/{resultId}/appeal (header `Idempotency-Key` honoured). Reply: appealSchema. */
export const appealRequestSchema = z.object({
  concern: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
  questionNumber: number,
});
export type AppealRequest = z.infer<typeof appealRequestSchema>;

/** POST participants/{id}/mechanics. `order` is accepted for compatibility and ignored: the server orders. */
export const participantMechanicsRequestSchema = z.object({ method: mechanicNameSchema, order: z.optional(z.int()) });
export const participantMechanicsReplySchema = z.object({
  mechanic: mechanicNameSchema,
  reaction: reactionSchema,
  reactions: z.array(reactionSchema),
});

/** A row of the rating: scores of revealed rounds only (`scores[i]` is round i + 1). */
export const ratingItemSchema = z.object({
  id,
  name: z.string(),
  city: z.nullable(cityRefSchema),
  scoresSum: z.int(),
  scores: z.array(z.int()),
  /** Competition ranking (ties share the best place: 1, 2, 2, 4); null before the first showScores. */
  place: z.nullable(number),
  playersOnline: count,
});
export type RatingItemWire = z.infer<typeof ratingItemSchema>;

/** GET participants/{id}/list: every participant of the game (not CANCELLED), best first once scores show. */
export const participantListReplySchema = z.object({
  items: z.array(ratingItemSchema),
  scoresShown: z.boolean(),
  /** How many rounds the rating includes (the rounds shown at the last showScores; all after finish). */
  shownTours: count,
  total: count,
});
export type ParticipantListReply = z.infer<typeof participantListReplySchema>;

/** GET {baseMain}/games/{id}/participants: the registered teams (public; not CANCELLED), by name. */
export const gameParticipantsReplySchema = z.object({
  items: z.array(z.object({ id, name: z.string(), city: z.nullable(cityRefSchema) })),
});

export const chatStatuses = ['UNLOCKED', 'LOCKED'] as const;
export const chatStatusSchema = z.enum(chatStatuses);
/** GET chats/GAME/{gameId}; also the reply of POST .../lock and .../unlock. */
export const chatStatusReplySchema = z.object({ status: chatStatusSchema });
export type ChatStatus = z.infer<typeof chatStatusSchema>;

/** The header that makes a write idempotent: same key (per user) -> same reply, applied once, for 24 hours. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Echo's socket id header: lets a client recognise (and skip) the echo of its own draft in ClientTyping. */
export const SOCKET_ID_HEADER = 'X-Socket-ID';
