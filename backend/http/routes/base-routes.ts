import { Hono } from 'hono';
import { login } from '../../auth/login';
import type { Services } from '../../services';
import { requireAuth, type AuthEnv } from '../auth-middleware';
import { readBody } from '../read-body';

/** /api/base: player accounts. Any account may sign in here; the cabinet routes by role (spec section 6). */
export function createBaseRoutes(services: Services) {
  const app = new Hono<AuthEnv>();

  app.post('/login', async (c) => c.json(await login(services, await readBody(c), false)));

  app.get('/players/me', requireAuth(services), (c) => c.json({ data: services.users.toWire(c.var.auth!.user) }));

  return app;
}
