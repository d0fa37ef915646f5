import { Hono, type Context } from 'hono';
import { controlActions } from '../../game/controls';
import { gameEngineFor } from '../../game/engine';
import { localeOf } from '../../i18n/locale';
import type { Services } from '../../services';
import { requireAuth, type AuthEnv } from '../auth-middleware';
import { readBody } from '../read-body';
import { idParam, userOf } from './live-route-helpers';

/** {live}/experts/**: running a game and checking it. Only staff assigned to the game (403 otherwise). */
export function createLiveExpertRoutes(services: Services) {
  const app = new Hono<AuthEnv>();
  const engine = gameEngineFor(services);
  // On each route, not app.use('/x/*'): an unknown path stays a 404 rather than a 401.
  const auth = requireAuth(services);

  /** The game id after the staff check (404 unknown game, 403 not assigned). */
  const staffGame = (c: Context<AuthEnv>, param = 'id'): number => {
    const gameId = idParam(c, param);
    engine.access.staff(userOf(c), gameId);
    return gameId;
  };
  /** Same, with the game's due deadlines applied first (grace ends, lapsed holds). */
  const dueGame = (c: Context<AuthEnv>, param = 'id'): number => {
    const gameId = staffGame(c, param);
    engine.dueWork(gameId);
    return gameId;
  };

  app.get('/experts/games/:id', auth, (c) => c.json(engine.views.game(staffGame(c), localeOf(c))));
  app.patch('/experts/games/:id', auth, async (c) => {
    const gameId = staffGame(c);
    return c.json(engine.views.updateStream(gameId, await readBody(c)));
  });
  app.get('/experts/games/:id/currentTour', auth, (c) => c.json(engine.views.state(dueGame(c))));

  app.post('/experts/games/:id/mechanics', auth, async (c) => {
    const gameId = staffGame(c);
    engine.mechanics.activate(gameId, await readBody(c));
    return c.json(engine.views.state(gameId));
  });
  app.patch('/experts/games/:id/mechanics', auth, async (c) => {
    const gameId = staffGame(c);
    engine.mechanics.update(gameId, await readBody(c));
    return c.json(engine.views.state(gameId));
  });

  for (const action of controlActions) {
    app.post(`/experts/games/:id/${action}`, auth, async (c) => {
      const gameId = dueGame(c);
      return c.json(engine.controls.run(gameId, action, await readBody(c)));
    });
  }

  app.post('/experts/keep-alive/:id', auth, (c) => c.json(engine.sheets.keepAlive(dueGame(c), userOf(c).id)));

  app.post('/experts/games/:id/results', auth, (c) => c.json(engine.sheets.next(dueGame(c), userOf(c).id)));
  app.post('/experts/games/:id/results/cancel', auth, (c) => c.json(engine.sheets.cancel(dueGame(c), userOf(c).id)));
  app.post('/experts/games/:id/results/:sheetId/take', auth, (c) => {
    const gameId = dueGame(c);
    return c.json(engine.sheets.take(gameId, idParam(c, 'sheetId'), userOf(c).id));
  });
  app.patch('/experts/games/:id/results/:sheetId', auth, async (c) => {
    const gameId = dueGame(c);
    return c.json(engine.sheets.check(gameId, idParam(c, 'sheetId'), userOf(c).id, await readBody(c)));
  });

  app.get('/experts/games/:id/answers', auth, (c) => c.json(engine.views.answers(staffGame(c), c.req.query('tourNumber'))));
  app.get('/experts/games/:id/answers/groups', auth, (c) => c.json(engine.groups.list(dueGame(c), c.req.query('tourNumber'), userOf(c).id)));
  app.patch('/experts/games/:id/answers/groups', auth, async (c) => {
    const gameId = dueGame(c);
    return c.json(engine.groups.decide(gameId, userOf(c).id, await readBody(c)));
  });

  // The spec writes the list with a trailing slash; both spellings answer.
  app.get('/experts/games/:id/appeals/', auth, (c) => c.json(engine.appeals.list(staffGame(c))));
  app.get('/experts/games/:id/appeals', auth, (c) => c.json(engine.appeals.list(staffGame(c))));
  app.get('/experts/games/:id/appeals/:appealId', auth, (c) => c.json(engine.appeals.get(staffGame(c), idParam(c, 'appealId'))));
  app.patch('/experts/games/:id/appeals/:appealId', auth, async (c) => {
    const gameId = staffGame(c);
    return c.json(engine.appeals.resolve(gameId, idParam(c, 'appealId'), userOf(c).id, await readBody(c)));
  });

  return app;
}
