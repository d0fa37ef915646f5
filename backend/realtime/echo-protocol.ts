import type { Socket } from 'socket.io';
import { z } from 'zod';
import { echoClientEvents, echoServerEvents, WHISPER_PREFIX } from '@/contract/realtime';
import { bearerToken, type Services } from '../services';
import { isPrivateChannel } from './channel-auth';
import { realtimeHubFor } from './realtime-hub';
import { sessionWatchFor } from './session-watch';
import { relaysClientEvent } from './client-events';

const channelName = z.string().min(1).max(200);
const subscribeSchema = z.object({
  channel: channelName,
  auth: z.object({ headers: z.record(z.string(), z.string()).optional() }).optional(),
});
const unsubscribeSchema = z.object({ channel: channelName });
const clientEventSchema = z.object({ channel: channelName, event: z.string().min(1).max(100), data: z.unknown() });

/** Echo sends `Authorization` as given; header names are case-insensitive, so look it up that way. */
function authorizationHeader(headers: Record<string, string> | undefined): string | undefined {
  const key = Object.keys(headers ?? {}).find((name) => name.toLowerCase() === 'authorization');
  return key ? headers?.[key] : undefined;
}

/**
 * Laravel Echo's socket.io protocol (the laravel-echo-server dialect):
 * `subscribe` {channel, auth} / `unsubscribe` {channel} / `client event` {channel, event, data}.
 * Private channels are authorised on every subscribe with the bearer token in auth.headers, so a stale
 * token is refused on re-join after a reconnect. A private membership lasts as long as that token: when it
 * expires, or its session ends (logout, theft, password reset), the socket leaves the channel and gets
 * `subscription_error (channel, 401)`, as for a refused subscribe; the client renews its token and subscribes again.
 */
export function handleEchoProtocol(socket: Socket, services: Services): void {
  const { logger } = services;
  // Memberships are reported to the hub: the game engine keeps team presence from them.
  const hub = realtimeHubFor(services);
  const sessions = sessionWatchFor(services);
  /** Private channel -> stops following its session. */
  const watched = new Map<string, () => void>();
  const unwatch = (channel: string) => {
    watched.get(channel)?.();
    watched.delete(channel);
  };
  const leave = async (channel: string) => {
    unwatch(channel);
    if (!socket.rooms.has(channel)) return;
    await socket.leave(channel);
    hub.left({ socketId: socket.id, channel, userId: null });
  };
  socket.on('disconnecting', () => {
    for (const stop of watched.values()) stop();
    watched.clear();
    for (const channel of socket.rooms) if (channel !== socket.id) hub.left({ socketId: socket.id, channel, userId: null });
  });
  // A failing handler (say, the database is closing) must not become an unhandled rejection that stops the server.
  const on = (event: string, handler: (raw: unknown) => void | Promise<void>) =>
    socket.on(event, (raw: unknown) => {
      Promise.resolve()
        .then(() => handler(raw))
        .catch((error: unknown) => logger.error(`realtime ${event} failed`, { error, socket: socket.id }));
    });

  on(echoClientEvents.subscribe, async (raw) => {
    const parsed = subscribeSchema.safeParse(raw);
    if (!parsed.success) return;
    const { channel, auth } = parsed.data;
    const session = isPrivateChannel(channel) ? services.userForToken(bearerToken(authorizationHeader(auth?.headers))) : null;
    const decision = services.channels.authorize(channel, session?.user ?? null);
    if (!decision.ok) {
      logger.debug('subscribe refused', { channel, status: decision.status, socket: socket.id });
      // A refused re-subscribe (say, with an expired token) also ends an earlier membership.
      await leave(channel);
      socket.emit(echoServerEvents.subscriptionError, channel, decision.status);
      return;
    }
    unwatch(channel);
    if (session) {
      // Followed from the moment of the check, so a session ended while this subscribe completes still ends it.
      watched.set(
        channel,
        sessions.watch({
          sessionId: session.sessionId,
          expiresAt: session.expiresAt,
          end: (why) => {
            watched.delete(channel);
            logger.debug('membership ended', { channel, why, socket: socket.id });
            if (!socket.rooms.has(channel)) return;
            void socket.leave(channel);
            hub.left({ socketId: socket.id, channel, userId: null });
            socket.emit(echoServerEvents.subscriptionError, channel, 401);
          },
        }),
      );
    }
    await socket.join(channel);
    // The acknowledgement is this backend's addition (SPEC_ONLY leaves it out; the first channel event says it).
    if (!services.config.specOnly) socket.emit(echoServerEvents.subscriptionSucceeded, channel);
    // After the acknowledgement, so the client's sequence baseline is set before the welcome events arrive.
    hub.joined({ socketId: socket.id, channel, userId: session?.user.id ?? null });
  });

  on(echoClientEvents.unsubscribe, async (raw) => {
    const parsed = unsubscribeSchema.safeParse(raw);
    if (parsed.success) await leave(parsed.data.channel);
  });

  // Whispers: only between members of a private channel the sender was authorised on, only `client-*` names
  // (so a client can never forge a server event such as GameTourStarted), and never echoed to the sender.
  on(echoClientEvents.clientEvent, (raw) => {
    const parsed = clientEventSchema.safeParse(raw);
    if (!parsed.success) return;
    const { channel, event, data } = parsed.data;
    if (!isPrivateChannel(channel) || !socket.rooms.has(channel) || !event.startsWith(WHISPER_PREFIX)) return;
    if (!relaysClientEvent(channel, event, data)) return;
    socket.to(channel).emit(event, channel, data);
  });
}
