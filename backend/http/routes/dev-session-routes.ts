import { Hono } from 'hono';
import { z } from 'zod';
import type { Services } from '../../services';
import { apiError } from '../../api-errors/api-error';
import { readBody } from '../read-body';

const bodySchema = z.object({ token: z.string().min(1).max(200) });

/**
 * /dev/sessions (demo mode only): lets a demo or an end-to-end test see what happens when an access token's lifetime
 * ends, without waiting for it. The access token in the body (`{token}`) stops working now; its refresh token still
 * renews the session, as after a real expiry. 404 when the token is unknown or already expired.
 */
export function createDevSessionRoutes(services: Services) {
  const app = new Hono();
  app.post('/dev/sessions/expire-access', async (c) => {
    const parsed = bodySchema.safeParse(await readBody(c));
    if (!parsed.success) throw apiError(400, 'http.bad_request');
    if (!services.tokens.expireAccessToken(parsed.data.token)) throw apiError(404, 'http.not_found');
    return c.body(null, 204);
  });
  return app;
}
