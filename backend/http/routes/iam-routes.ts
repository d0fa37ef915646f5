import { Hono } from 'hono';
import { REFRESH_TOKEN_HEADER } from '@/contract/schemas/auth';
import { login, refresh } from '../../auth/login';
import type { Services } from '../../services';
import { requireAuth, type AuthEnv } from '../auth-middleware';
import { readBody } from '../read-body';

/** /api/iam/v1: staff sign-in, and the session calls every client uses (refresh, logout, current user). */
export function createIamRoutes(services: Services) {
  const app = new Hono<AuthEnv>();

  app.post('/auth/login', async (c) => c.json(await login(services, await readBody(c), true)));

  // The body stays empty (spec); the refresh token travels in a header so it never lands in a JSON log.
  app.post('/auth/refresh', (c) => c.json(refresh(services, c.req.header(REFRESH_TOKEN_HEADER)?.trim() || null)));

  app.post('/auth/logout', requireAuth(services), (c) => {
    services.tokens.revokeSession(c.var.auth!.sessionId, 'logout');
    return c.body(null, 204);
  });

  app.get('/users/me', requireAuth(services), (c) => c.json({ data: services.users.toWire(c.var.auth!.user) }));

  return app;
}
