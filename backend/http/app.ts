import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { apiFamilies } from '@/contract/families';
import type { Services } from '../services';
import { HttpError } from './http-error';
import { createBaseRoutes } from './routes/base-routes';
import { createCatalogueRoutes } from './routes/catalogue-routes';
import { createIamRoutes } from './routes/iam-routes';

/** Request headers the front end may send cross-origin (bearer, refresh, idempotency, Echo's socket id). */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'X-Refresh-Token',
  'Idempotency-Key',
  'X-Socket-ID',
];
export const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The whole HTTP API on one origin: every contract family is mounted at its own prefix, exactly as production
 * serves them from separate services. Families without routes yet answer 404 like any unknown path.
 */
export function createApp(services: Services) {
  const app = new Hono();
  const { logger } = services;

  app.use(
    '*',
    cors({
      // Echo the origin only when it is configured; others get no CORS headers and the browser blocks them.
      origin: (origin) => (services.config.webOrigins.includes(origin) ? origin : null),
      allowMethods: CORS_ALLOWED_METHODS,
      allowHeaders: CORS_ALLOWED_HEADERS,
      credentials: true,
      maxAge: 600,
    }),
  );

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    logger.debug(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  });

  app.get('/health', (c) => c.json({ ok: true }));

  app.route(apiFamilies.iam, createIamRoutes(services));
  app.route(apiFamilies.base, createBaseRoutes(services));
  app.route(apiFamilies.baseMain, createCatalogueRoutes(services));
  // apiFamilies.live, .legacy, .party and .chats are mounted here by the issues that implement them.

  app.notFound((c) => c.json({ message: 'Not Found' }, 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || 'Bad Request' }, error.status);
    }
    // Details stay in the log; the client only learns that something failed.
    logger.error(`${c.req.method} ${c.req.path} failed`, { error });
    return c.json({ message: 'Server Error' }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
