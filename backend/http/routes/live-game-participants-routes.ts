import { Hono } from 'hono';
import { gameEngineFor } from '../../game/engine';
import { localeOf } from '../../i18n/locale';
import type { Services } from '../../services';
import type { AuthEnv } from '../auth-middleware';
import { apiError } from '../../api-errors/api-error';
import { idParam } from './live-route-helpers';

/** {baseMain}/games/{id}/participants: the teams registered for a game (public, like the catalogue). */
export function createLiveGameParticipantsRoutes(services: Services) {
  const app = new Hono<AuthEnv>();
  const engine = gameEngineFor(services);
  app.get('/games/:id/participants', (c) => {
    const gameId = idParam(c, 'id');
    if (!engine.registrations.gameExists(gameId)) throw apiError(404, 'http.not_found');
    return c.json(engine.registrations.publicList(gameId, localeOf(c)));
  });
  return app;
}
