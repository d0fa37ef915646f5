import { z } from 'zod/mini';
import { userTextChecks } from '../user-text';
import { gameLanguages } from './catalogue-values';
import { appearanceSchema, gameTypeSchema } from './game-fields';

// The participant side of the live game engine (`live`; chat status in `chats`, the public team list in `baseMain`).

const instant = z.iso.datetime({ offset: true });
const id = z.int().check(z.positive());
const count = z.int().check(z.nonnegative());
const number = z.int().check(z.positive());

const participantStatuses = ['PENDING', 'READY', 'CANCELLED', 'PLAYED', 'DEFERRED'] as const;
export const participantStatusSchema = z.enum(participantStatuses);
export type ParticipantStatus = z.infer<typeof participantStatusSchema>;

/** Game mechanics. TUTS is the buzzer: teams press, the server keeps the order, the expert clears. */
export const mechanicNames = ['TUTS'] as const;
export const mechanicNameSchema = z.enum(mechanicNames);
export type MechanicName = z.infer<typeof mechanicNameSchema>;

/** The language the game is played in (question texts, accepted answers). */
export const gameLanguageSchema = z.enum(gameLanguages);
export type GameLanguage = z.infer<typeof gameLanguageSchema>;

// Rating, team list and chat status live in ./live-game; importable from here as well.
export { chatStatusReplySchema, chatStatusSchema, cityRefSchema } from './live-game';
export { gameParticipantsReplySchema, participantListReplySchema } from './live-game';
export type { ChatStatus, ParticipantListReply, RatingItemWire } from './live-game';

/** One press of the buzzer; `order` is 1 for the first team, 2 for the second... (the server's order). */
export const reactionSchema = z.object({ participantId: id, name: z.string(), order: number, pressedAt: instant });
export type ReactionWire = z.infer<typeof reactionSchema>;
const reactions = z.array(reactionSchema);

const mechanicStateSchema = z.object({ active: z.boolean(), reactions });

/** State of every mechanic of the game, keyed by name. */
export const mechanicsStateSchema = z.object({ TUTS: mechanicStateSchema });
export type MechanicsStateWire = z.infer<typeof mechanicsStateSchema>;

/** The host's current slides: the questions of the round under way, in the game's language. */
const slideSchema = z.object({ questionNumber: number, text: z.string() });
export const presentationSchema = z.object({ tourNumber: number, questions: z.array(slideSchema) });

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
  /** What the team's registration costs in all, in major units: the game's price after the team's promo code. */
  price: z.number(),
  /** E-mail of whoever registered the team, null for teams registered without an account. */
  email: z.nullable(z.string()),
  promo: z.nullable(z.string()),
  promoId: z.nullable(z.int()),
  /**
   * Still to pay (major units): 0 once READY or PLAYED, `price` while PENDING or DEFERRED. Optional on the wire, so
   * a platform that does not send it still parses (the screen then derives it from `status`).
   */
  amountDue: z.optional(z.number().check(z.nonnegative())),
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
  /**
   * The team's size (captain included; contract/README.md, "Teams and invitations"). Optional: a platform that does
   * not send it still parses, and the screen then learns it from the first TeammatesCount that carries it.
   */
  membersCount: z.optional(count),
  serverTime: instant,
  /**
   * The game's feedback form (spec: a game's feedbackUrl), shown when the game is over; null when it has none.
   * Optional: a platform that does not send it still parses (the screen then has the one GameFinished brought).
   */
  feedbackUrl: z.optional(z.nullable(z.string())),
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
const answerText = z.string().check(z.maxLength(300), ...userTextChecks('single-line'));
const answerInputSchema = z.object({
  questionNumber: number,
  text: answerText,
  confidence: z._default(z.boolean(), false),
  /**
   * When the player made this edit (the server's clock, as the screen estimates it). The newer edit wins: a post
   * whose edit is older than the stored one leaves the stored one (a teammate's later edit) in place. The server
   * takes no time later than its own now; without it the edit counts as made on arrival.
   */
  editedAt: z.optional(instant),
});

/**
 * POST participants/{id}/results (header `Idempotency-Key`). Partial posts merge per question (the newer edit wins);
 * saving=false stores the team's draft, saving=true also submits the sheet to the experts.
 */
export const postResultsRequestSchema = z.object({
  tourNumber: number,
  answers: z.array(answerInputSchema).check(z.maxLength(20)),
  saving: z._default(z.boolean(), false),
});
export type PostResultsRequest = z.input<typeof postResultsRequestSchema>;

const resultStatuses = ['DRAFT', 'SUBMITTED', 'CHECKED'] as const;
const resultStatusSchema = z.enum(resultStatuses);
export type ResultStatus = z.infer<typeof resultStatusSchema>;

/** One answer exactly as the server stores it; `updatedAt`: when its stored edit was made (the post's `editedAt`). */
export const storedAnswerSchema = z.object({
  questionNumber: number,
  text: z.string(),
  confidence: z.boolean(),
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

const appealStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
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
  /** null until the expert shows the round (contract/README.md, "When players see what"). */
  correctAnswer: z.nullable(z.string()),
  createdAt: instant,
  resolvedAt: z.nullable(instant),
  /**
   * The member of the team who filed it (null when the account is gone; absent from a platform that does not say):
   * every member's screen shows the team's appeal with its author, never "your appeal" on a teammate's.
   */
  author: z.optional(z.nullable(z.object({ userId: id, name: z.string() }))),
});
export type AppealWire = z.infer<typeof appealSchema>;

const resultAnswerSchema = z.extend(storedAnswerSchema, {
  /** null until the sheet is checked. */
  isCorrect: z.nullable(z.boolean()),
  score: z.nullable(z.int()),
  /** null until the round's correct answers are revealed (contract/README.md, "When players see what"). */
  correctAnswer: z.nullable(z.string()),
});

/** One round of the team (a "result card"). */
const resultItemSchema = z.object({
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
const concern = z.string().check(z.trim(), z.minLength(1), z.maxLength(1000), ...userTextChecks('multi-line'));
export const appealRequestSchema = z.object({ concern, questionNumber: number });
export type AppealRequest = z.infer<typeof appealRequestSchema>;

/**
 * POST participants/{id}/mechanics. Spec: "method TUTS sends order": the place the team would take by the presses its
 * screen has seen (their count + 1). Optional on the wire and only informative: the server orders by arrival.
 */
export const participantMechanicsRequestSchema = z.object({ method: mechanicNameSchema, order: z.optional(z.int()) });
export type ParticipantMechanicsRequest = z.infer<typeof participantMechanicsRequestSchema>;
export const participantMechanicsReplySchema = z.object({
  mechanic: mechanicNameSchema,
  reaction: reactionSchema,
  reactions,
});

/** After closeTour, posts for that round are still accepted this long (then 422); drafts left are collected. */
export const LATE_ANSWER_GRACE_MS = 15_000;
/** Halfway through the grace, teams without a submitted sheet get ResendAnswers. */
export const RESEND_ANSWERS_AFTER_MS = 7_500;
/** A sheet handed to an expert is theirs this long after their last keep-alive or sheet call. */
export const SHEET_LOCK_MS = 60_000;
/** Idempotency keys are remembered this long. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
