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
