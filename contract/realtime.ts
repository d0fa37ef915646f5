import { z } from 'zod/mini';
import { expertGameStateSchema } from './schemas/expert';
import { appealSchema, chatStatusSchema, mechanicNameSchema, presentationSchema, reactionSchema, storedAnswerSchema } from './schemas/live';

/**
 * Realtime contract: channel names and the socket.io protocol of Laravel Echo.
 * Private channels travel on the wire with the `private-` prefix Echo adds.
 */
export const channels = {
  participant: (participantId: number) => `participant.${participantId}`,
  gameExpert: (gameId: number) => `game-expert.${gameId}`,
} as const;

export const PRIVATE_PREFIX = 'private-';

/** Client -> server messages of Echo's socket.io connector. */
export const echoClientEvents = { subscribe: 'subscribe', unsubscribe: 'unsubscribe', clientEvent: 'client event' } as const;

/** Socket.io path of the realtime server (Echo's default). */
export const REALTIME_PATH = '/socket.io';

/** The chat socket's socket.io namespace (same server and path; events in contract/schemas/chat.ts). */
export const CHAT_NAMESPACE = '/chat';

/** The chat socket's room of a game (server side; clients join it with the `join` event). */
export const chatRoom = (gameId: number) => `chat-game.${gameId}`;

/** Wire name of a private channel: `privateChannel(channels.participant(5))` -> `private-participant.5`. */
export const privateChannel = (name: string): string => `${PRIVATE_PREFIX}${name}`;

/**
 * Server -> client events of the socket.io protocol that are not channel events.
 * - `subscription_error` (channel, status): a subscribe was refused (401 bad or missing token, 403 not allowed),
 *   or, unprompted with 401, a membership ended: the access token that authorised it expired or its session ended
 *   (logout, refresh-token theft, password reset). Either way the socket is no longer in the channel: renew the
 *   token and subscribe again. Echo's socket.io channel ignores the event (its `error()` is a no-op): listen on
 *   the socket, `socket.on(...)`.
 * - `subscription_succeeded` (channel): the reference backend's acknowledgement of a subscribe. Echo's
 *   `subscribed()` listens for a `connect` event that socket.io never delivers per channel, so use this instead.
 */
export const echoServerEvents = {
  subscriptionError: 'subscription_error',
  subscriptionSucceeded: 'subscription_succeeded',
} as const;

/**
 * Every server broadcast carries this payload field: a per-channel sequence number, one more than the channel's
 * previous event; after a server restart it jumps higher (never repeats). A jump (seq > last + 1) means events
 * were missed: the screen resyncs.
 * Whispers (client events) carry none: they are relayed as sent.
 */
export const SEQ_FIELD = 'seq';

/** Echo prefixes whisper names with this (`whisper('clientTyping')` travels as `client-clientTyping`). */
export const WHISPER_PREFIX = 'client-';

/**
 * Channel events travel with bare class names, e.g. socket.emit('GameTourStarted', 'private-participant.5', payload).
 * Echo namespaces names without a leading dot (`App\Events\...`), so listen with one: `.listen('.GameTourStarted')`.
 */
export const participantChannelEvents = [
  'WelcomeParticipant',
  'ParticipantJoined',
  'ParticipantLeft',
  'GameTourStarted',
  'GameTourClosed',
  'GameTourOpened',
  'GameFinished',
  'AnswersOpened',
  'ScoresUpdated',
  'AnswersChecked',
  'AppealCreated',
  'ResendAnswers',
  'SendIcqChatId',
  'AppealResolved',
  'AnswersReceived',
  'ClientTyping',
  'ReactionOccurred',
  'ReactionsCleared',
  'ReactionsUpdated',
  'ChatLocked',
  'ChatUnLocked',
  'UpdateParticipantScreenRequired',
  'TeammatesCount',
  'TeammateJoined',
  'TeammateLeft',
] as const;
export type ParticipantChannelEvent = (typeof participantChannelEvents)[number];

/**
 * The reference backend's additions to game-expert.{id} (several experts share one console state): ChatUnLocked,
 * GameStateChanged (any control changed the game's state) and AppealResolved. Not sent with SPEC_ONLY; a console
 * without them re-reads the state (contract/README.md, "Spec-only switch").
 */
export const expertChannelAdditions = ['ChatUnLocked', 'GameStateChanged', 'AppealResolved'] as const;

/** The spec's list plus `expertChannelAdditions`. */
export type ExpertChannelEvent =
  | 'SheetCountInStackChanged'
  | 'NewAppeal'
  | 'SheetCountInTourChanged'
  | 'ParticipantJoined'
  | 'ParticipantLeft'
  | 'ParticipantCount'
  | 'ReactionOccurred'
  | 'ReactionsCleared'
  | 'ReactionsUpdated'
  | 'ChatLocked'
  | 'UpdateParticipantScreenRequired'
  | (typeof expertChannelAdditions)[number];

// ---- Event payloads (`seq` when the backend numbers them; objects are parsed loosely, so new fields never break) ----

const seq = z.int().check(z.positive());
const instant = z.iso.datetime({ offset: true });
const id = z.int().check(z.positive());
const count = z.int().check(z.nonnegative());
const number = z.int().check(z.positive());
/** `seq` is the reference backend's addition: a platform built to the spec sends none (contract/README.md, "Realtime"). */
const payload = <S extends z.core.$ZodLooseShape>(shape: S) => z.object({ ...shape, [SEQ_FIELD]: z.optional(seq) });

const reactionsUpdated = payload({ mechanic: mechanicNameSchema, active: z.boolean(), reactions: z.array(reactionSchema) });
const reactionOccurred = payload({ mechanic: mechanicNameSchema, reaction: reactionSchema });
const reactionsCleared = payload({ mechanic: mechanicNameSchema });
const chatStatusChanged = payload({ gameId: id, status: chatStatusSchema });
const screenRequired = payload({ gameId: id, reason: z.enum(['stream', 'appearance', 'game']) });
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

/** Payload schemas of game-expert.{id}, one per ExpertChannelEvent. */
export const expertEventSchemas = {
  SheetCountInStackChanged: payload({ totalSheetCountInStack: count }),
  /** Sent once per staff member assigned to the game; a console keeps those with its own expertId. */
  NewAppeal: payload({ expertId: id, appealId: id }),
  SheetCountInTourChanged: payload({ tourNumber: z.nullable(number), totalSheetCountInTour: count }),
  /** A team came online (its first member's socket joined). */
  ParticipantJoined: payload({ participantId: id, name: z.string(), playersOnline: count, count }),
  /** A team went offline (its last member's socket left). */
  ParticipantLeft: payload({ participantId: id, playersOnline: count, count }),
  /** Teams online now; also sent whenever an expert joins. */
  ParticipantCount: payload({ count }),
  ReactionOccurred: reactionOccurred,
  ReactionsCleared: reactionsCleared,
  ReactionsUpdated: reactionsUpdated,
  ChatLocked: chatStatusChanged,
  UpdateParticipantScreenRequired: screenRequired,
  ChatUnLocked: chatStatusChanged,
  /** Any control changed the state (another expert's console stays in step). */
  GameStateChanged: payload({ state: expertGameStateSchema, action: z.string() }),
  AppealResolved: payload({ appealId: id, status: z.enum(['APPROVED', 'REJECTED']) }),
} satisfies Record<ExpertChannelEvent, z.ZodMiniType>;

export type ParticipantEventPayload<E extends ParticipantChannelEvent> = z.infer<(typeof participantEventSchemas)[E]>;
export type ExpertEventPayload<E extends ExpertChannelEvent> = z.infer<(typeof expertEventSchemas)[E]>;

/**
 * The spec's client events of participant.{id} (section 7: "Client emits clientTyping (participantId, data) and
 * clientRequireAnswers"). They travel as client events on both wires, so a platform on Pusher, Reverb or Laravel
 * Echo Server relays them as it relays any: the Pusher protocol only relays names with the `client-` prefix, and
 * Echo's `whisper(name, payload)` adds it on both connectors, so the wire name is `client-clientTyping`. The payload
 * is the spec's pair `{participantId, data}`; teammates receive it as sent (no seq). contract/README.md, "Realtime".
 */
export const participantClientEvents = { typing: 'clientTyping', requireAnswers: 'clientRequireAnswers' } as const;

/** Wire name of a client event: `clientEventWire('clientTyping')` -> `client-clientTyping`. */
export const clientEventWire = (name: string): string => `${WHISPER_PREFIX}${name}`;

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
