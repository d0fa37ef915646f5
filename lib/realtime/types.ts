/** Socket states of the spec (section 4): default DISCONNECTED. */
export type SocketStatus = 'CONNECTING' | 'CONNECTED' | 'ERROR' | 'DISCONNECTED';

/** What the player sees: online, waiting for connection, no connection, offline (the browser has no network). */
export type ConnectionView = 'online' | 'waiting' | 'no-connection' | 'offline';

export interface RealtimeSettings {
  broadcaster: 'socket.io' | 'pusher' | 'reverb';
  host: string;
  port: number;
  key: string;
  tls: boolean;
  /** Private-channel authorisation endpoint (Pusher/Reverb only). */
  authEndpoint: string;
}

/**
 * What a realtime server connection offers, whatever the broadcaster. Channels are wire names
 * (`private-participant.5`). Implementations: socket.io through Laravel Echo, Pusher/Reverb through Laravel Echo.
 */
export interface RealtimeTransport {
  subscribe(channel: string): void;
  unsubscribe(channel: string): void;
  whisper(channel: string, event: string, data: unknown): void;
  onEvent(listener: (event: string, channel: string, payload: unknown) => void): () => void;
  onStatus(listener: (status: SocketStatus) => void): () => void;
  onSubscribed(listener: (channel: string) => void): () => void;
  onSubscriptionError(listener: (channel: string, status: number) => void): () => void;
  /** The bearer token used for the next (re)subscribe. */
  setToken(token: string | undefined): void;
  socketId(): string | undefined;
  disconnect(): void;
}
