import { Hono } from 'hono';
import { createCabinetViews } from '../../cabinet/cabinet-views';
import { localeOf } from '../../i18n/locale';
import type { Services } from '../../services';
import { requireAuth, type AuthEnv } from '../auth-middleware';

/** {base}: the player's cabinet, beside GET players/me and players/me/teams. Any signed-in account. */
export function createCabinetRoutes(services: Services) {
  const app = new Hono<AuthEnv>();
  const views = createCabinetViews(services);
  const auth = requireAuth(services);

  app.get('/players/me/registrations', auth, (c) => c.json(views.registrations(c.var.auth!.user, localeOf(c))));
  app.get('/players/me/purchases', auth, (c) => c.json(views.purchases(c.var.auth!.user)));

  return app;
}
