import { z } from 'zod/mini';
import { userTextChecks } from '../user-text';
import { appearanceSchema, gameStatusSchema, gameTypeSchema } from './game-fields';
import { appealStatusSchema, chatStatusSchema, cityRefSchema, gameLanguageSchema, mechanicNameSchema, mechanicsStateSchema } from './live';

// The expert side of the live game engine: /experts/** in the `live` family. Only staff (expert, organizer)
// assigned to the game may call these (403 otherwise). contract/README.md, "Live game", is the prose.

const instant = z.iso.datetime({ offset: true });
const id = z.int().check(z.positive());
const count = z.int().check(z.nonnegative());
const number = z.int().check(z.positive());

/** GET {live}/experts/games: the games the signed-in expert is assigned to, by start. */
const expertGameListItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** Start instant, ISO 8601 with the game city's offset. */
  start: z.iso.datetime({ offset: true }),
  timezone: z.string(),
  city: z.string(),
  status: gameStatusSchema,
  /** What the expert does in this game. */
  role: z.enum(['host', 'judge']),
});
export type ExpertGameListItemWire = z.infer<typeof expertGameListItemSchema>;
export const expertGamesReplySchema = z.object({ count: z.int(), items: z.array(expertGameListItemSchema) });

/** GET /experts/games/{id} and the reply of PATCH /experts/games/{id}. */
export const expertGameSchema = z.object({
  id,
  name: z.string(),
  type: gameTypeSchema,
  language: gameLanguageSchema,
  startsAt: instant,
  stream: z.nullable(z.string()),
  appearance: z.nullable(appearanceSchema),
  numberOfTours: number,
  numberOfQuestions: number,
  hasConfidence: z.boolean(),
  city: cityRefSchema,
  isFinished: z.boolean(),
  participantsCount: count,
  feedbackUrl: z.nullable(z.string()),
});
export type ExpertGameWire = z.infer<typeof expertGameSchema>;

/** PATCH /experts/games/{id}: the stream URL (http/https), null or "" to remove it. */
export const expertGameUpdateRequestSchema = z.object({
  stream: z.nullable(z.string().check(z.maxLength(500))),
});

/**
 * What the stream field accepts besides "" (no stream): an absolute http(s) address. The console checks it before
 * sending and the backend again on PATCH, so both say the same.
 */
export function isStreamUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * GET /experts/games/{id}/currentTour; also the reply of every control (startTour, openAnswers, closeTour,
 * showNextTour, showScores, finish, mechanics POST/PATCH), so the console applies the new state at once.
 */
export const expertGameStateSchema = z.object({
  /** The round under way (started, not closed), else null. */
  tourNumber: z.nullable(number),
  canAnswer: z.boolean(),
  mechanics: mechanicsStateSchema,
  /** Mechanics available in this game. */
  gameMechanics: z.array(mechanicNameSchema),
  lastShownTour: count,
  // Additions beyond the spec's list.
  numberOfTours: number,
  numberOfQuestions: number,
  /** The last closed round (0 = none). A round once closed cannot be started again. */
  lastClosedTour: count,
  /** Late answers to the last closed round are accepted until then, else null. */
  acceptingUntil: z.nullable(instant),
  /** Rounds included in the players' rating (the closed rounds at the last showScores; all after finish). */
  shownTours: count,
  isFinished: z.boolean(),
  sheetsInStack: count,
  /** Sheets submitted for the current round (or the last closed one when none is under way). */
  sheetsInTour: count,
  connectedParticipants: count,
  chatStatus: chatStatusSchema,
});
export type ExpertGameStateWire = z.infer<typeof expertGameStateSchema>;

/** POST .../startTour */
export const startTourRequestSchema = z.object({ tourNumber: number });

/** POST .../mechanics: activate a mechanic (its reactions are cleared). */
export const expertMechanicsRequestSchema = z.object({ method: mechanicNameSchema });
/** PATCH .../mechanics: {mechanic} clears its reactions (it stays active); {} deactivates every mechanic. */
export const expertMechanicsUpdateRequestSchema = z.object({ mechanic: z.optional(mechanicNameSchema) });

/** POST /experts/keep-alive/{id}: also extends the lock on the sheet the expert holds. */
export const keepAliveReplySchema = z.object({ lockedUntil: z.nullable(instant) });

const correctAnswerSchema = z.object({
  questionNumber: number,
  /** The question in the game's language. */
  text: z.string(),
  /** The answer as shown to players. */
  answer: z.string(),
  /** Every accepted wording (the answer included). */
  acceptedAnswers: z.array(z.string()),
  comment: z.nullable(z.string()),
});
export type CorrectAnswerWire = z.infer<typeof correctAnswerSchema>;

/**
 * One answer of a sheet. The spec's expert sheet has questionNumber and the team's text (and isCorrect once judged);
 * the rest is the reference backend's addition, optional so that a sheet without it still reads.
 */
const expertSheetAnswerSchema = z.object({
  questionNumber: number,
  text: z.string(),
  confidence: z.boolean(),
  /** contract/answer-normalisation.ts applied to text. */
  normalised: z.optional(z.string()),
  /** The normalised text equals a normalised accepted answer: a hint, never a decision (a console without it works it out from GET .../answers). */
  suggested: z.optional(z.boolean()),
  /** Pre-filled by a group decision (PATCH .../answers/groups), else null or absent. */
  isCorrect: z.optional(z.nullable(z.boolean())),
});

/** A sheet handed to one expert: one team's answers to one round. */
const expertSheetSchema = z.object({
  id,
  participantId: id,
  participantName: z.string(),
  tourNumber: number,
  isConfidence: z.boolean(),
  submittedAt: instant,
  /** The sheet is this expert's until then; keep-alive or any sheet call extends it. */
  lockedUntil: instant,
  /** One entry per question of the round (unanswered questions have text ""). The correct answers are not here: GET .../answers. */
  answers: z.array(expertSheetAnswerSchema),
});
export type ExpertSheetWire = z.infer<typeof expertSheetSchema>;

/** POST .../results: the sheet this expert holds, else the next one from the stack, else null. */
export const nextSheetReplySchema = z.object({ sheet: z.nullable(expertSheetSchema), totalSheetCountInStack: count });
export type NextSheetReply = z.infer<typeof nextSheetReplySchema>;

/**
 * POST .../results/{sheetId}/take: that sheet, held for this expert exactly like one from the stack (the same
 * SHEET_LOCK_MS hold; any other sheet this expert held goes back to the stack). 409 when another expert holds it,
 * it is checked or not submitted yet.
 */
export const takeSheetReplySchema = z.object({ sheet: expertSheetSchema, totalSheetCountInStack: count });
export type TakeSheetReply = z.infer<typeof takeSheetReplySchema>;

/** PATCH .../results/{sheetId}: {"1": true, "2": false, ...}; every answered question must be present. */
export const checkSheetRequestSchema = z.record(z.string().check(z.regex(/^[1-9]\d?$/)), z.boolean());

export const checkSheetReplySchema = z.object({
  id,
  participantId: id,
  tourNumber: number,
  score: z.int(),
  answers: z.array(z.object({ questionNumber: number, isCorrect: z.boolean(), score: z.int() })),
  totalSheetCountInStack: count,
});

/** GET .../answers (optional query tourNumber): the correct answers of every round (the console's only source of them). */
export const correctAnswersReplySchema = z.object({
  items: z.array(z.object({ tourNumber: number, questions: z.array(correctAnswerSchema) })),
});
export type CorrectAnswersReply = z.infer<typeof correctAnswersReplySchema>;

/** An appeal as experts see it. */
export const expertAppealSchema = z.object({
  id,
  participantId: id,
  participantName: z.string(),
  resultId: id,
  tourNumber: number,
  questionNumber: number,
  questionText: z.string(),
  concern: z.string(),
  participantAnswer: z.string(),
  correctAnswer: z.string(),
  acceptedAnswers: z.array(z.string()),
  status: appealStatusSchema,
  /** To the team. */
  response: z.nullable(z.string()),
  /** For the experts only. */
  expertComment: z.nullable(z.string()),
  createdAt: instant,
  resolvedAt: z.nullable(instant),
  resolvedBy: z.nullable(z.object({ id, name: z.string() })),
});
export type ExpertAppealWire = z.infer<typeof expertAppealSchema>;

/** GET .../appeals/ (pending first, then newest first). */
export const expertAppealsReplySchema = z.object({ items: z.array(expertAppealSchema) });

/** PATCH .../appeals/{id}: resolve a PENDING appeal once (409 when already resolved). Reply: expertAppealSchema. */
export const resolveAppealRequestSchema = z.object({
  status: z.enum(['APPROVED', 'REJECTED']),
  response: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000), ...userTextChecks('multi-line')),
  expertComment: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(1000), ...userTextChecks('multi-line')))),
});
export type ResolveAppealRequest = z.infer<typeof resolveAppealRequestSchema>;

const answerGroupSchema = z.object({
  /** The normalised answer shared by the group. */
  key: z.string(),
  /** Distinct wordings as teams typed them (at most 5, most frequent first). */
  variants: z.array(z.string()),
  count: number,
  participantIds: z.array(id),
  resultIds: z.array(id),
  /** The common isCorrect of every answer in the group; null while undecided or mixed. */
  decision: z.nullable(z.boolean()),
  /** Answers of the group were judged differently. */
  mixed: z.boolean(),
  suggested: z.boolean(),
});

/** Where a sheet is for the expert asking: waiting in the stack, held by them, held by another expert, checked. */
const groupSheetStatusSchema = z.enum(['IN_STACK', 'YOURS', 'HELD', 'CHECKED']);
export type GroupSheetStatus = z.infer<typeof groupSheetStatusSchema>;

/** A sheet named by a group's resultIds: whose it is and whether it can be taken (POST .../results/{id}/take). */
const groupSheetSchema = z.object({
  id,
  participantId: id,
  participantName: z.string(),
  status: groupSheetStatusSchema,
});
export type GroupSheetWire = z.infer<typeof groupSheetSchema>;

/** GET .../answers/groups?tourNumber=N: non-empty answers of submitted sheets, grouped per question. */
export const answerGroupsReplySchema = z.object({
  tourNumber: number,
  questions: z.array(z.extend(correctAnswerSchema, { groups: z.array(answerGroupSchema) })),
  /**
   * Added later (optional for older servers): every sheet a group's resultIds name, once per reply rather than once
   * per group and question, in submission order.
   */
  sheets: z.optional(z.array(groupSheetSchema)),
});
export type AnswerGroupsReply = z.infer<typeof answerGroupsReplySchema>;

/** PATCH .../answers/groups: one decision for every answer of the group (checked sheets are re-scored). */
export const answerGroupDecisionRequestSchema = z.object({
  tourNumber: number,
  questionNumber: number,
  key: z.string(),
  isCorrect: z.boolean(),
});
export type AnswerGroupDecisionRequest = z.infer<typeof answerGroupDecisionRequestSchema>;

export const answerGroupDecisionReplySchema = z.object({
  /** Answers whose isCorrect this decision set or changed. */
  updatedAnswers: count,
  /** Sheets that became fully decided and were checked by it. */
  checkedSheets: count,
  totalSheetCountInStack: count,
});
