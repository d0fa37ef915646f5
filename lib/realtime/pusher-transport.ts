import Echo from 'laravel-echo';
import Pusher, { type Channel } from 'pusher-js';
import { PRIVATE_PREFIX, WHISPER_PREFIX } from '@/contract/realtime';
import type { RealtimeSettings, RealtimeTransport, SocketStatus } from './types';

const statusOf: Record<string, SocketStatus> = {
  initialized: 'CONNECTING',
  connecting: 'CONNECTING',
  connected: 'CONNECTED',
  unavailable: 'ERROR',
  failed: 'ERROR',
  disconnected: 'DISCONNECTED',
};

type EventListener = (event: string, channel: string, payload: unknown) => void;

/**
 * Laravel Echo's Pusher connector, for the production platform. Laravel Reverb speaks the Pusher protocol, so the
 * same connector serves both (host/port/key from the environment). Private channels are authorised by the
 * platform's broadcasting auth endpoint with the bearer token.
 */
export function createPusherTransport(settings: RealtimeSettings, token: string | undefined): RealtimeTransport {
  const headers: Record<string, string> = {};
  const setToken = (t: string | undefined) => {
    if (t) headers.Authorization = `Bearer ${t}`;
    else delete headers.Authorization;
  };
  setToken(token);

  const echo = new Echo<'pusher'>({
    broadcaster: 'pusher',
    Pusher,
    key: settings.key,
    cluster: 'mt1',
    wsHost: settings.host,
    wsPort: settings.port,
    wssPort: settings.port,
    forceTLS: settings.tls,
    enabledTransports: ['ws', 'wss'],
    authEndpoint: settings.authEndpoint,
    auth: { headers },
  });
  const pusher = echo.connector.pusher as Pusher;
  const eventListeners = new Set<EventListener>();
  const subscribedListeners = new Set<(channel: string) => void>();
  const errorListeners = new Set<(channel: string, status: number) => void>();
  const bare = (channel: string) => channel.slice(PRIVATE_PREFIX.length);

  // Pusher reports subscription results and events per channel object; fan them out with the channel's name.
  const bindChannel = (channel: Channel) =>
    channel.bind_global((event: string, data: unknown) => {
      if (event === 'pusher:subscription_succeeded') subscribedListeners.forEach((l) => l(channel.name));
      else if (event === 'pusher:subscription_error') {
        const status = (data as { status?: number } | undefined)?.status ?? 0;
        errorListeners.forEach((l) => l(channel.name, status));
      } else if (!event.startsWith('pusher:')) eventListeners.forEach((l) => l(event, channel.name, data));
    });

  return {
    subscribe: (channel) => bindChannel(echo.private(bare(channel)).subscription as Channel),
    unsubscribe: (channel) => echo.leave(bare(channel)),
    whisper: (channel, event, data) => {
      echo.private(bare(channel)).whisper(event.replace(WHISPER_PREFIX, ''), data as Record<string, unknown>);
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => void eventListeners.delete(listener);
    },
    onStatus(listener) {
      const change = ({ current }: { current: string }) => listener(statusOf[current] ?? 'ERROR');
      pusher.connection.bind('state_change', change);
      listener(statusOf[pusher.connection.state] ?? 'CONNECTING');
      return () => void pusher.connection.unbind('state_change', change);
    },
    onSubscribed(listener) {
      subscribedListeners.add(listener);
      return () => void subscribedListeners.delete(listener);
    },
    onSubscriptionError(listener) {
      errorListeners.add(listener);
      return () => void errorListeners.delete(listener);
    },
    setToken,
    socketId: () => pusher.connection.socket_id,
    disconnect: () => echo.disconnect(),
  };
}
