import { IDEMPOTENCY_HEADER } from '@/contract/headers';
import { Hono } from 'hono';
import { gameEngineFor } from '../../game/engine';
import { localeOf } from '../../i18n/locale';
import { registrationFor } from '../../registration/registration-module';
import type { Services } from '../../services';
import { requireAuth, type AuthEnv } from '../auth-middleware';
import { readBody } from '../read-body';
import { idParam, socketIdOf, userOf } from './live-route-helpers';
import { specOnlyList } from './spec-only-routes';

/** {live}/participants/**: the team's screen, answers, appeals and buzzer (contract/README.md, "Live game"). */
export function createLiveParticipantRoutes(services: Services) {
  const app = new Hono<AuthEnv>();
  // Created now, not on the first request: its presence must hear sockets that join before any HTTP call.
  const engine = gameEngineFor(services);
  const registration = registrationFor(services);
  // On each route, not app.use('/x/*'): an unknown path stays a 404 rather than a 401.
  const auth = requireAuth(services);
  /** Deadlines that passed are applied before a read, so a screen never shows a stale round. */
  const due = (participantId: number) => engine.dueWork(engine.ctx.store.participant(participantId).game_id);

  app.get('/participants/mine', auth, (c) => {
    // A team registered as a guest with this account's (confirmed) e-mail becomes the account's first.
    registration.claimGuest(userOf(c));
    return c.json(engine.registrations.mine(userOf(c).id));
  });

  app.get('/participants/:id/status', auth, (c) => {
    const id = idParam(c, 'id');
    registration.claimGuest(userOf(c));
    due(id);
    return c.json(engine.participantViews.status(userOf(c), id));
  });

  app.get('/participants/:id/list', auth, (c) => {
    const reply = engine.participantViews.list(userOf(c), idParam(c, 'id'), localeOf(c));
    return c.json(services.config.specOnly ? specOnlyList(reply) : reply);
  });

  app.get('/participants/:id/results', auth, (c) => {
    const id = idParam(c, 'id');
    due(id);
    return c.json(engine.participantViews.results(userOf(c), id));
  });

  app.post('/participants/:id/results', auth, async (c) => {
    const participantId = idParam(c, 'id');
    const body = await readBody(c);
    const reply = engine.answers.post({
      user: userOf(c),
      participantId,
      body,
      idempotencyKey: c.req.header(IDEMPOTENCY_HEADER),
      socketId: socketIdOf(c),
    });
    return c.json(reply.body as object, reply.status);
  });

  app.post('/participants/:id/results/:resultId/appeal', auth, async (c) => {
    const [participantId, resultId] = [idParam(c, 'id'), idParam(c, 'resultId')];
    const body = await readBody(c);
    const reply = engine.appeals.create(userOf(c), participantId, resultId, body, c.req.header(IDEMPOTENCY_HEADER));
    return c.json(reply.body as object, reply.status);
  });

  app.post('/participants/:id/mechanics', auth, async (c) => {
    const participantId = idParam(c, 'id');
    const body = await readBody(c);
    const reply = engine.mechanics.press(userOf(c), participantId, body, c.req.header(IDEMPOTENCY_HEADER));
    return c.json(reply.body as object, reply.status);
  });

  return app;
}
