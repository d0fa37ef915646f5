import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { z } from 'zod';
import { WHISPER_PREFIX } from '@/contract/realtime';
import type { Services } from '../services';
import { isPrivateChannel } from './channel-auth';
import { isValidSignature, pusherGrantsFor, type PusherGrant } from './pusher-auth';
import { realtimeHubFor } from './realtime-hub';
import { sessionWatchFor } from './session-watch';
import { relaysClientEvent } from './client-events';

/** Pusher protocol version 7 over WebSocket at `/app/{key}`, as Pusher Channels and Laravel Reverb serve it. */
const APP_PATH = /^\/app\/([^/?]+)(?:\?|$)/;
const ACTIVITY_TIMEOUT_SECONDS = 30;
/**
 * WebSocket pings: a connection that has not answered the previous ping by the next one is gone (a laptop closed,
 * a network that dropped without a FIN) and is closed, so its channel memberships (teammates online) end too.
 * Browsers answer pings by themselves.
 */
const HEARTBEAT_MS = 30_000;

const channelName = z.string().min(1).max(200);
const inbound = z.discriminatedUnion('event', [
  z.object({ event: z.literal('pusher:ping') }),
  z.object({ event: z.literal('pusher:subscribe'), data: z.object({ channel: channelName, auth: z.string().max(300).optional() }) }),
  z.object({ event: z.literal('pusher:unsubscribe'), data: z.object({ channel: channelName }) }),
]);
const clientEvent = z.object({ event: z.string().startsWith(WHISPER_PREFIX).max(100), channel: channelName, data: z.unknown() });

interface Connection {
  socketId: string;
  ws: WebSocket;
  /** Answered the last ping (or has not been pinged yet). */
  alive: boolean;
  /** Channel -> the user its signature was made for (null for public channels). */
  channels: Map<string, number | null>;
  /** Private channel -> stops following the session that authorised it. */
  watched: Map<string, () => void>;
}

export interface PusherProtocolServer {
  /** Sends an event to every connection subscribed to the channel; `json` is the payload already serialised. */
  send(channel: string, event: string, json: string): void;
  /** Closes every connection (clients reconnect on their own), as a restart would. */
  dropConnections(): void;
  close(): void;
}

const frame = (event: string, data: unknown, channel?: string) =>
  JSON.stringify(channel === undefined ? { event, data: JSON.stringify(data) } : { event, channel, data: JSON.stringify(data) });

/**
 * A private membership that needs a new authorisation: a subscribe without a fresh signature grant, or a membership
 * whose access token expired or whose session ended. The shape is the one pusher-js emits itself when the auth
 * endpoint refuses (`{type: "AuthError", error, status}`), so clients handle both alike: authorise and subscribe again.
 */
const authorisationEnded = (channel: string, error: string) => frame('pusher:subscription_error', { type: 'AuthError', error, status: 401 }, channel);

/**
 * The Pusher protocol next to socket.io on the same port, so the web app's production transport (laravel-echo's
 * pusher connector, REALTIME_BROADCASTER=pusher or reverb) runs against the reference backend too. Private channels
 * are signed by `POST /broadcasting/auth` (same rules as socket.io's subscribe) and checked here; client events
 * (`client-*`) go to the channel's other members, only on private channels the sender joined. Memberships reach
 * the hub as socket.io's do, so presence counts both. A private membership lasts as long as the access token the
 * signature was asked with: when it expires or its session ends, the connection leaves the channel and gets
 * `pusher:subscription_error` (status 401) on it.
 */
export function attachPusherProtocol(
  httpServer: HttpServer,
  services: Services,
  { heartbeatMs = HEARTBEAT_MS }: { heartbeatMs?: number } = {},
): PusherProtocolServer {
  const { logger } = services;
  const app = services.config.pusherApp;
  const hub = realtimeHubFor(services);
  const grants = pusherGrantsFor(services);
  const sessions = sessionWatchFor(services);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const subscribers = new Map<string, Set<Connection>>();
  const connections = new Set<Connection>();
  const heartbeat = setInterval(() => {
    for (const conn of connections) {
      if (!conn.alive) {
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      conn.ws.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  const leave = (conn: Connection, channel: string) => {
    conn.watched.get(channel)?.();
    conn.watched.delete(channel);
    if (!conn.channels.has(channel)) return;
    const userId = conn.channels.get(channel) ?? null;
    conn.channels.delete(channel);
    subscribers.get(channel)?.delete(conn);
    if (subscribers.get(channel)?.size === 0) subscribers.delete(channel);
    hub.left({ socketId: conn.socketId, channel, userId });
  };

  /** Follows the session behind a private membership: when it ends or its token expires, so does the membership. */
  const follow = (conn: Connection, channel: string, grant: PusherGrant) =>
    conn.watched.set(
      channel,
      sessions.watch({
        sessionId: grant.sessionId,
        expiresAt: grant.expiresAt,
        end: (why) => {
          conn.watched.delete(channel);
          logger.debug('membership ended', { channel, why, socket: conn.socketId });
          if (!conn.channels.has(channel)) return;
          leave(conn, channel);
          conn.ws.send(authorisationEnded(channel, why === 'expired' ? 'The access token expired' : 'The session ended'));
        },
      }),
    );

  const subscribe = (conn: Connection, channel: string, auth: string | undefined) => {
    let grant: PusherGrant | null = null;
    if (isPrivateChannel(channel)) {
      if (!auth || !isValidSignature(app, conn.socketId, channel, auth)) {
        conn.ws.send(frame('pusher:error', { code: 4009, message: `Invalid signature for ${channel}` }));
        return;
      }
      grant = grants.take(conn.socketId, channel);
      if (!grant) {
        // A signature used before, older than a minute, or of a session that has ended since: authorise again.
        // As on socket.io, a refused re-subscribe also ends an earlier membership.
        leave(conn, channel);
        conn.ws.send(authorisationEnded(channel, 'This signature admits no subscribe: authorise again'));
        return;
      }
    } else if (!services.channels.authorize(channel, null).ok) {
      conn.ws.send(frame('pusher:error', { code: 4009, message: `Subscription to ${channel} refused` }));
      return;
    }
    const userId = grant?.userId ?? null;
    leave(conn, channel);
    if (grant) follow(conn, channel, grant);
    conn.channels.set(channel, userId);
    let members = subscribers.get(channel);
    if (!members) subscribers.set(channel, (members = new Set()));
    members.add(conn);
    conn.ws.send(frame('pusher_internal:subscription_succeeded', {}, channel));
    // After the acknowledgement, so the client's sequence baseline is set before the welcome events arrive.
    hub.joined({ socketId: conn.socketId, channel, userId });
  };

  const onMessage = (conn: Connection, raw: RawData) => {
    let message: unknown;
    try {
      message = JSON.parse(raw.toString());
    } catch {
      return;
    }
    // pusher-js sends `data` as an object; some clients send it as a JSON string.
    if (message && typeof message === 'object' && 'data' in message && typeof message.data === 'string') {
      try {
        message = { ...message, data: JSON.parse(message.data) };
      } catch {
        // a client event's string payload stays a string
      }
    }
    const parsed = inbound.safeParse(message);
    if (parsed.success) {
      const command = parsed.data;
      if (command.event === 'pusher:ping') conn.ws.send(frame('pusher:pong', {}));
      else if (command.event === 'pusher:subscribe') subscribe(conn, command.data.channel, command.data.auth);
      else leave(conn, command.data.channel);
      return;
    }
    const whisper = clientEvent.safeParse(message);
    if (!whisper.success) return;
    const { event, channel, data } = whisper.data;
    if (!isPrivateChannel(channel) || !conn.channels.has(channel)) return;
    if (!relaysClientEvent(channel, event, data)) return;
    const text = frame(event, data, channel);
    for (const other of subscribers.get(channel) ?? []) if (other !== conn) other.ws.send(text);
  };

  wss.on('connection', (ws: WebSocket) => {
    const conn: Connection = {
      socketId: `${randomInt(1e9)}.${randomInt(1e9)}`,
      ws,
      alive: true,
      channels: new Map(),
      watched: new Map(),
    };
    connections.add(conn);
    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('message', (raw) => {
      try {
        onMessage(conn, raw);
      } catch (error) {
        logger.error('pusher message failed', { error, socket: conn.socketId });
      }
    });
    ws.on('close', () => {
      connections.delete(conn);
      for (const channel of [...conn.channels.keys()]) leave(conn, channel);
    });
    ws.on('error', (error) => logger.debug('pusher socket error', { error, socket: conn.socketId }));
    ws.send(frame('pusher:connection_established', { socket_id: conn.socketId, activity_timeout: ACTIVITY_TIMEOUT_SECONDS }));
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const match = APP_PATH.exec(request.url ?? '');
    if (!match) return; // socket.io's own path, or nothing of ours
    const origin = request.headers.origin;
    if (origin !== undefined && !services.config.webOrigins.includes(origin)) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (decodeURIComponent(match[1]!) !== app.key) {
        ws.send(frame('pusher:error', { code: 4001, message: 'App key not in use' }));
        ws.close(4001);
        return;
      }
      wss.emit('connection', ws, request);
    });
  };
  httpServer.on('upgrade', onUpgrade);

  return {
    send(channel, event, json) {
      const members = subscribers.get(channel);
      if (!members || members.size === 0) return;
      const text = JSON.stringify({ event, channel, data: json });
      for (const conn of members) conn.ws.send(text);
    },
    dropConnections: () => wss.clients.forEach((ws) => ws.terminate()),
    close() {
      clearInterval(heartbeat);
      httpServer.off('upgrade', onUpgrade);
      wss.clients.forEach((ws) => ws.terminate());
      wss.close();
    },
  };
}
