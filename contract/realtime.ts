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

/** Wire name of a private channel: `privateChannel(channels.participant(5))` -> `private-participant.5`. */
export const privateChannel = (name: string): string => `${PRIVATE_PREFIX}${name}`;

/**
 * Server -> client events of the socket.io protocol that are not channel events.
 * - `subscription_error` (channel, status): a subscribe was refused (401 bad or missing token, 403 not allowed).
 *   Echo's socket.io channel ignores it (its `error()` is a no-op): listen on the socket, `socket.on(...)`.
 * - `subscription_succeeded` (channel): the reference backend's acknowledgement of a subscribe. Echo's
 *   `subscribed()` listens for a `connect` event that socket.io never delivers per channel, so use this instead.
 */
export const echoServerEvents = {
  subscriptionError: 'subscription_error',
  subscriptionSucceeded: 'subscription_succeeded',
} as const;

/**
 * Every server broadcast carries this payload field: a per-channel sequence number (1, 2, 3, ...), kept by the
 * server across restarts. A jump (seq > last + 1) means events were missed: the screen resyncs.
 * Whispers (client events) carry none: they are relayed as sent.
 */
export const SEQ_FIELD = 'seq';

/** Echo prefixes whisper names with this (`whisper('typing')` travels as `client-typing`). */
export const WHISPER_PREFIX = 'client-';

/**
 * Channel events travel with bare class names, e.g. socket.emit('GameTourStarted', 'private-participant.5', payload).
 * Echo namespaces names without a leading dot (`App\Events\...`), so listen with one: `.listen('.GameTourStarted')`.
 */
export const participantChannelEvents = [
  'WelcomeParticipant', 'ParticipantJoined', 'ParticipantLeft', 'GameTourStarted', 'GameTourClosed', 'GameTourOpened',
  'GameFinished', 'AnswersOpened', 'ScoresUpdated', 'AnswersChecked', 'AppealCreated', 'ResendAnswers',
  'SendIcqChatId', 'AppealResolved', 'AnswersReceived', 'ClientTyping', 'ReactionOccurred', 'ReactionsCleared',
  'ReactionsUpdated', 'ChatLocked', 'ChatUnLocked', 'UpdateParticipantScreenRequired', 'TeammatesCount',
  'TeammateJoined', 'TeammateLeft',
] as const;
export type ParticipantChannelEvent = (typeof participantChannelEvents)[number];

export const expertChannelEvents = [
  'SheetCountInStackChanged', 'NewAppeal', 'SheetCountInTourChanged', 'ParticipantJoined', 'ParticipantLeft',
  'ParticipantCount', 'ReactionOccurred', 'ReactionsCleared', 'ReactionsUpdated', 'ChatLocked',
  'UpdateParticipantScreenRequired',
] as const;
export type ExpertChannelEvent = (typeof expertChannelEvents)[number];
