import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { REALTIME_PATH } from '@/contract/realtime';
import { attachChatNamespace } from '../chat/chat-namespace';
import type { Services } from '../services';
import { createBroadcaster, createBroadcastMany, type Broadcast } from './broadcaster';
import { realtimeHubFor } from './realtime-hub';
import { handleEchoProtocol } from './echo-protocol';
import { attachPusherProtocol, type PusherProtocolServer } from './pusher-protocol';
import { createSequences } from './sequences';

export interface Realtime {
  io: Server;
  /** The Pusher-protocol endpoint at `/app/{key}` on the same port. */
  pusher: PusherProtocolServer;
  broadcast: Broadcast;
}

/**
 * socket.io on the HTTP server's port. Browsers from other origins are refused at the handshake (allowRequest);
 * a handshake without Origin (server-side and test clients, simulators) is allowed, as only browsers send one.
 */
export function attachRealtime(httpServer: HttpServer, services: Services): Realtime {
  const origins = services.config.webOrigins;
  const io = new Server(httpServer, {
    path: REALTIME_PATH,
    serveClient: false,
    cors: { origin: origins, credentials: true },
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      const allowed = origin === undefined || origins.includes(origin);
      if (!allowed) services.logger.debug('realtime handshake refused', { origin });
      callback(allowed ? null : 'origin not allowed', allowed);
    },
  });

  // Default namespace: Laravel Echo channels.
  io.on('connection', (socket) => handleEchoProtocol(socket, services));

  // The chat socket (spec "Chat socket events": join-successful, join-failed, auth-failed, renew-token-required).
  attachChatNamespace(io, services);

  // The game engine broadcasts through the hub (it is created with the HTTP routes, before this server).
  // Both share one set of counters: a channel's numbers rise whichever of them sends.
  // Pusher-protocol clients get the same events with the same numbers.
  const pusher = attachPusherProtocol(httpServer, services);
  const sequences = createSequences(services.db, { now: services.now });
  // SPEC_ONLY: the spec's events carry no sequence numbers.
  const options = { numbered: !services.config.specOnly };
  realtimeHubFor(services).attach(createBroadcastMany(io, sequences, pusher.send, options));
  return { io, pusher, broadcast: createBroadcaster(io, sequences, pusher.send, options) };
}
