import Echo from 'laravel-echo';
import { io, type Socket } from 'socket.io-client';
import { echoServerEvents, PRIVATE_PREFIX, REALTIME_PATH, WHISPER_PREFIX } from '@/contract/realtime';
import { timings } from '@/lib/config/timings';
import type { RealtimeSettings, RealtimeTransport, SocketStatus } from './types';

type Listener<A extends unknown[]> = (...args: A) => void;

/**
 * Laravel Echo's socket.io connector (the reference backend's protocol). Echo subscribes channels and
 * re-subscribes them after every reconnect with `options.auth`, which this transport keeps current; events are
 * read from the socket directly so that sequence numbers and unknown events can be seen.
 */
export function createSocketIoTransport(settings: RealtimeSettings, token: string | undefined): RealtimeTransport {
  const auth = { headers: {} as Record<string, string> };
  const setToken = (t: string | undefined) => {
    if (t) auth.headers.Authorization = `Bearer ${t}`;
    else delete auth.headers.Authorization;
  };
  setToken(token);

  const echo = new Echo({
    broadcaster: 'socket.io',
    client: io,
    host: `${settings.tls ? 'https' : 'http'}://${settings.host}:${settings.port}`,
    path: REALTIME_PATH,
    auth,
    transports: ['websocket', 'polling'],
    // Spec: retry after 1 s. The jitter (±50 %) keeps a thousand clients from returning in the same instant.
    reconnectionDelay: timings.socketRetryMs,
    reconnectionDelayMax: timings.socketRetryMs * 1.5,
    randomizationFactor: 0.5,
  });
  // Echo types its socket with a minimal shim; it is the socket.io-client Socket that `client: io` created.
  const socket = echo.connector.socket as unknown as Socket;

  // socket.io reconnects by itself after network trouble, but not when the server ends the session on purpose
  // ("io server disconnect", e.g. a deploy draining connections): reopen after the spec's 1 s, and re-subscribe,
  // since Echo only re-subscribes on the manager's automatic reconnects.
  let reopened = false;
  socket.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    setTimeout(() => {
      reopened = true;
      socket.connect();
    }, timings.socketRetryMs);
  });
  socket.on('connect', () => {
    if (!reopened) return;
    reopened = false;
    Object.values(echo.connector.channels).forEach((channel) => channel.subscribe());
  });

  const on = <A extends unknown[]>(event: string, listener: Listener<A>) => {
    socket.on(event, listener as Listener<unknown[]>);
    return () => void socket.off(event, listener as Listener<unknown[]>);
  };

  return {
    subscribe: (channel) => void echo.private(channel.slice(PRIVATE_PREFIX.length)),
    unsubscribe: (channel) => echo.leave(channel.slice(PRIVATE_PREFIX.length)),
    whisper: (channel, event, data) => {
      echo.private(channel.slice(PRIVATE_PREFIX.length)).whisper(event.replace(WHISPER_PREFIX, ''), data);
    },
    onEvent(listener) {
      const protocolEvents = new Set<string>(Object.values(echoServerEvents));
      const any = (event: string, channel: unknown, payload: unknown) => {
        // Subscription acknowledgements travel with a channel argument too; they are not channel events.
        if (protocolEvents.has(event)) return;
        if (typeof channel === 'string' && channel.startsWith(PRIVATE_PREFIX)) listener(event, channel, payload);
      };
      socket.onAny(any);
      return () => void socket.offAny(any);
    },
    onStatus(listener) {
      const emit = (status: SocketStatus) => () => listener(status);
      const offs = [on('connect', emit('CONNECTED')), on('disconnect', emit('DISCONNECTED')), on('connect_error', emit('ERROR'))];
      const manager = socket.io;
      const attempt = emit('CONNECTING');
      manager.on('reconnect_attempt', attempt);
      listener(socket.connected ? 'CONNECTED' : 'CONNECTING');
      return () => {
        offs.forEach((off) => off());
        manager.off('reconnect_attempt', attempt);
      };
    },
    onSubscribed: (listener) => on(echoServerEvents.subscriptionSucceeded, listener),
    onSubscriptionError: (listener) => on(echoServerEvents.subscriptionError, listener),
    setToken,
    socketId: () => socket.id,
    disconnect: () => echo.disconnect(),
  };
}
