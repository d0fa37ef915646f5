import { Hono } from 'hono';
import { z } from 'zod';
import { chatLimits } from '@/contract/chat-settings';
import { chatHubFor } from '../../chat/chat-hub';
import { chatServiceFor } from '../../chat/chat-service';
import { gameEngineFor } from '../../game/engine';
import type { Services } from '../../services';
import { requireAuth, type AuthEnv } from '../auth-middleware';
import { validate } from '../../api-errors/validation';
import { idParam, userOf } from './live-route-helpers';

const cursor = z.coerce.number().int().positive().optional();
const historyQuery = z.object({
  before: cursor,
  after: cursor,
  limit: z.coerce.number().int().min(1).max(chatLimits.maxPageSize).optional(),
});

/** {chats}/chats/GAME/{id}: the chat's lock status, its lock and unlock, and its history (contract/README.md). */
export function createLiveChatRoutes(services: Services) {
  const app = new Hono<AuthEnv>();
  const engine = gameEngineFor(services);
  const chat = chatServiceFor(services);
  const chatHub = chatHubFor(services);
  // On each route, not app.use('/x/*'): an unknown path stays a 404 rather than a 401.
  const auth = requireAuth(services);

  app.get('/chats/GAME/:id', auth, (c) => c.json(engine.mechanics.readChatStatus(userOf(c), idParam(c, 'id'))));
  for (const [action, locked] of [
    ['lock', true],
    ['unlock', false],
  ] as const) {
    app.post(`/chats/GAME/:id/${action}`, auth, (c) => {
      const gameId = idParam(c, 'id');
      engine.access.staff(userOf(c), gameId);
      const before = engine.mechanics.chatStatus(gameId);
      const reply = engine.mechanics.setChatLocked(gameId, locked);
      // The game channels hear it from the engine; the chat room hears it here (only a change, like the engine).
      if (reply.status !== before) chatHub.lockChanged(gameId, reply.status);
      return c.json(reply);
    });
  }

  /** ?before=<id> | ?after=<id>, &limit (default 50, at most 100): oldest first, with hasMore. */
  app.get('/chats/GAME/:id/messages', auth, (c) => {
    const gameId = idParam(c, 'id');
    chat.requireMember(userOf(c), gameId);
    const query = validate(historyQuery, c.req.query());
    return c.json(chat.history(gameId, { before: query.before, after: query.after }, query.limit));
  });
  return app;
}
