import { Hono } from 'hono';
import { z } from 'zod';
import { isPrivateChannel } from '../../realtime/channel-auth';
import { pusherGrantsFor, signChannel } from '../../realtime/pusher-auth';
import type { Services } from '../../services';
import { requireAuth, type AuthEnv } from '../auth-middleware';
import { apiError } from '../../api-errors/api-error';
import { readBody } from '../read-body';
import { validate } from '../../api-errors/validation';
import { userOf } from './live-route-helpers';

const authBody = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/),
  channel_name: z.string().min(1).max(200),
});

/**
 * `POST /broadcasting/auth` (form or JSON), Laravel's private-channel authorisation for Pusher and Reverb clients (laravel-echo's
 * `authEndpoint`): the bearer token's user, the same channel rules as the socket.io server, and the channel's
 * signature for the socket that asks. 401 without a valid token, 403 when the user may not listen there.
 */
export function createBroadcastingRoutes(services: Services) {
  const app = new Hono<AuthEnv>();
  const grants = pusherGrantsFor(services);
  app.post('/broadcasting/auth', requireAuth(services), async (c) => {
    const { socket_id: socketId, channel_name: channel } = validate(authBody, await readBody(c));
    const user = userOf(c);
    // Only private channels are signed; with a user, the channel rules answer ok or 403.
    if (!isPrivateChannel(channel) || !services.channels.authorize(channel, user).ok) throw apiError(403, 'http.forbidden');
    const { sessionId, expiresAt } = c.var.auth!;
    grants.grant(socketId, channel, { userId: user.id, sessionId, expiresAt });
    return c.json({ auth: signChannel(services.config.pusherApp, socketId, channel) });
  });
  return app;
}
