/**
 * Realtime contract: channel names and the socket.io protocol of Laravel Echo.
 * Private channels travel on the wire with the `private-` prefix Echo adds.
 * The events' payload schemas are in participant-events.ts and expert-events.ts: a screen builds only its channel's.
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
