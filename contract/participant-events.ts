import { z } from 'zod/mini';
import type { participantClientEvents, ParticipantChannelEvent } from './realtime';
import {
  chatStatusChanged,
  count,
  id,
  instant,
  number,
  payload,
  reactionOccurred,
  reactionsCleared,
  reactionsUpdated,
  screenRequired,
} from './realtime-payloads';
import { appealSchema, presentationSchema, storedAnswerSchema } from './schemas/live';

// The events of participant.{id} and the team's client events: the game screen's realtime schemas (names and
// wire rules in realtime.ts).

const onlineChange = z.object({ participantId: id, playersOnline: count });

/** Payload schemas of participant.{id}, one per event of participantChannelEvents. */
export const participantEventSchemas = {
  /** To the team after a member subscribes: the state to start from (and the channel's current seq). */
  WelcomeParticipant: payload({
    participantId: id,
    gameId: id,
    currentTour: z.nullable(number),
    canAnswer: z.boolean(),
    lastShownTour: count,
    isFinished: z.boolean(),
    teammatesOnline: count,
    serverTime: instant,
  }),
  /** Coalesced (at most one per second per game): teams whose online player count rose. */
  ParticipantJoined: payload({ participants: z.array(onlineChange), count }),
  /** Coalesced like ParticipantJoined: teams whose online player count fell (0 = offline). */
  ParticipantLeft: payload({ participants: z.array(onlineChange), count }),
  GameTourStarted: payload({
    tourNumber: number,
    numberOfQuestions: number,
    canAnswer: z.boolean(),
    startedAt: instant,
    presentation: presentationSchema,
  }),
  /** The round is over: the sheet is collected now (saving=true); late posts are taken until acceptingUntil. */
  GameTourClosed: payload({ tourNumber: number, lastClosedTour: count, closedAt: instant, acceptingUntil: instant }),
  /** The correct answers of round `tourNumber` are revealed (showNextTour). */
  GameTourOpened: payload({ tourNumber: number, lastShownTour: count }),
  GameFinished: payload({
    finishedAt: instant,
    place: z.nullable(number),
    scoresSum: z.int(),
    total: count,
    feedbackUrl: z.nullable(z.string()),
    winners: z.array(z.object({ participantId: id, name: z.string(), place: number, scoresSum: z.int() })),
  }),
  AnswersOpened: payload({ tourNumber: number, canAnswer: z.literal(true) }),
  /** The rating changed (showScores, an approved appeal, finish): this team's line; refetch the list to show it. */
  ScoresUpdated: payload({
    scoresShown: z.boolean(),
    shownTours: count,
    participant: z.object({ participantId: id, scoresSum: z.int(), scores: z.array(z.int()), place: z.nullable(number) }),
  }),
  /** The team's sheet for the round was checked (or re-scored by a group decision): reload the results. */
  AnswersChecked: payload({ participantId: id, tourNumber: number, resultId: id, score: z.int() }),
  AppealCreated: payload({ appeal: appealSchema }),
  /** Post your answers for the round again (saving=true): sent halfway through the grace to teams not yet in. */
  ResendAnswers: payload({ tourNumber: number, acceptingUntil: instant }),
  SendIcqChatId: payload({ icqChatId: z.string() }),
  AppealResolved: payload({ appeal: appealSchema }),
  /** A member submitted the sheet (saving=true): what the server stored. */
  AnswersReceived: payload({
    participantId: id,
    tourNumber: number,
    resultId: id,
    submittedAt: instant,
    answers: z.array(storedAnswerSchema),
    /** null when the server collected a draft left at the end of the grace. */
    userId: z.nullable(id),
    socketId: z.nullable(z.string()),
  }),
  /** A member's draft reached the server (saving=false): apply answers newer than yours; skip your own socketId. */
  ClientTyping: payload({
    participantId: id,
    tourNumber: number,
    userId: id,
    userName: z.string(),
    socketId: z.nullable(z.string()),
    answers: z.array(storedAnswerSchema),
  }),
  ReactionOccurred: reactionOccurred,
  ReactionsCleared: reactionsCleared,
  ReactionsUpdated: reactionsUpdated,
  ChatLocked: chatStatusChanged,
  ChatUnLocked: chatStatusChanged,
  /** Stream or appearance changed: reload GET participants/{id}/status. */
  UpdateParticipantScreenRequired: screenRequired,
  /**
   * Distinct team members online on this channel (sent on every change). `membersCount`: the team's size, sent
   * when the membership changed (an invite accepted, a member removed; contract/README.md, "Teams and invitations").
   */
  TeammatesCount: payload({ count, membersCount: z.optional(count) }),
  /** A member's first socket joined; or (`change: 'accepted'`) someone accepted an invite and is in the team now. */
  TeammateJoined: payload({ userId: id, userName: z.string(), count, change: z.optional(z.literal('accepted')), membersCount: z.optional(count) }),
  /** A member's last socket left; or (`change: 'removed'`) the captain removed them from the team. */
  TeammateLeft: payload({ userId: id, userName: z.string(), count, change: z.optional(z.literal('removed')), membersCount: z.optional(count) }),
} satisfies Record<ParticipantChannelEvent, z.ZodMiniType>;

export type ParticipantEventPayload<E extends ParticipantChannelEvent> = z.infer<(typeof participantEventSchemas)[E]>;

/**
 * Payloads of the spec's client events, `{participantId, data}` (participantId: the channel's participant).
 * - clientTyping: `data` says who types which answer of which round, for a "X is typing question N" hint (the
 *   drafts themselves reach teammates as the server's ClientTyping once posted).
 * - clientRequireAnswers: a member's socket (re)joined while a round takes answers; every teammate posts at once
 *   the edits the server does not hold yet (saving=false), so the joiner's sheet is complete (the server's
 *   ClientTyping brings them; what the server holds the joiner reads from GET participants/{id}/results).
 */
export const participantClientEventSchemas = {
  clientTyping: z.object({
    participantId: id,
    data: z.object({ userId: id, userName: z.string(), tourNumber: number, questionNumber: number }),
  }),
  clientRequireAnswers: z.object({ participantId: id, data: z.object({ userId: id, tourNumber: number }) }),
} satisfies Record<(typeof participantClientEvents)[keyof typeof participantClientEvents], z.ZodMiniType>;
export type ParticipantClientEvent = keyof typeof participantClientEventSchemas;
export type ParticipantClientEventPayload<E extends ParticipantClientEvent> = z.infer<(typeof participantClientEventSchemas)[E]>;
