import { Hono } from 'hono';
import { gameEngineFor } from '../../game/engine';
import type { Services } from '../../services';
import { requireAuth, type AuthEnv } from '../auth-middleware';
import { idParam, userOf } from './live-route-helpers';

/** {chats}/chats/GAME/{id}: the chat's lock status (the chat itself arrives with the chat issue). */
export function createLiveChatRoutes(services: Services) {
  const app = new Hono<AuthEnv>();
  const engine = gameEngineFor(services);
  // On each route, not app.use('/x/*'): an unknown path stays a 404 rather than a 401.
  const auth = requireAuth(services);

  app.get('/chats/GAME/:id', auth, (c) => c.json(engine.mechanics.readChatStatus(userOf(c), idParam(c, 'id'))));
  for (const [action, locked] of [['lock', true], ['unlock', false]] as const) {
    app.post(`/chats/GAME/:id/${action}`, auth, (c) => {
      const gameId = idParam(c, 'id');
      engine.access.staff(userOf(c), gameId);
      return c.json(engine.mechanics.setChatLocked(gameId, locked));
    });
  }
  return app;
}
