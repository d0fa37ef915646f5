import { IDEMPOTENCY_HEADER } from '@/contract/headers';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiFamilies } from '@/contract/families';
import { localeOf } from '../../i18n/locale';
import { idempotencyKeyOf } from '../../registration/replays';
import type { Services } from '../../services';
import { supportDeskFor } from '../../support/support-desk';
import { readSupportRequest } from '../../support/support-validation';
import { optionalAuth, type AuthEnv } from '../auth-middleware';
import { payloadTooLarge, uploadLimitOf } from '../body-limits';
import { readBody } from '../read-body';
import { addressThrottle } from './accounts-throttle';

/**
 * {legacy}: the support desk. `POST /support?site=general`, multipart: reason, comment, email, name, files[i]. A
 * bearer token is optional (anyone may ask for help; a stale token is ignored, never a reason to refuse); with a
 * valid one the request is tied to the account.
 */
export function createSupportRoutes(services: Services) {
  const app = new Hono<AuthEnv>();
  const desk = supportDeskFor(services);
  const maxBytes = uploadLimitOf('POST', `${apiFamilies.legacy}/support`)!;

  app.post(
    '/support',
    // The route's own limit (its files and the framing) instead of the global 1 MiB; over it, 413 before reading.
    bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw payloadTooLarge(maxBytes);
      },
    }),
    addressThrottle(services, services.limits.supportRequestsPerAddress),
    optionalAuth(services),
    async (c) => {
      const idempotencyKey = idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER));
      const input = await readSupportRequest(await readBody(c), c.req.query('site'));
      const { status, reply } = desk.submit({ input, user: c.var.auth?.user ?? null, locale: localeOf(c), idempotencyKey });
      return c.json(reply, status);
    },
  );

  return app;
}
