import { Hono } from 'hono';
import { checkPromoQuerySchema } from '@/contract/schemas/registration';
import { createRateLimiter, throttleKey, type RateLimit } from '../../auth/rate-limiter';
import { localeOf } from '../../i18n/locale';
import { registrationFor } from '../../registration/registration-module';
import type { Services } from '../../services';
import { optionalAuth, type AuthEnv } from '../auth-middleware';
import { validate } from '../validation';
import { clientAddress, throttled } from './accounts-throttle';
import { idParam } from './live-route-helpers';

/** check-promo: 30 a minute per e-mail and address, so codes cannot be guessed quickly. */
export const PROMO_CHECK_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 };

/** {baseMain}: the promo check and a game's registration view (public reads; the view personalises with a token). */
export function createRegistrationCatalogueRoutes(services: Services) {
  const app = new Hono<AuthEnv>();
  const registration = registrationFor(services);
  const promoLimiter = createRateLimiter(PROMO_CHECK_RATE_LIMIT, services.now);

  app.get('/check-promo', (c) => {
    // Empty values count as absent (Laravel's ConvertEmptyStringsToNull), so `email=` is "not given yet".
    const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value.trim() !== ''));
    const key = throttleKey(query.email, clientAddress(c));
    const wait = promoLimiter.retryAfterSeconds(key);
    if (wait > 0) return throttled(c, wait, 'http.throttle');
    promoLimiter.hit(key);
    const input = validate(checkPromoQuerySchema, query, { attributes: { gameId: 'game_id' } });
    const locale = localeOf(c);
    c.header('Content-Language', locale);
    c.header('Vary', 'Accept-Language', { append: true });
    return c.json(registration.checkPromo(input, locale));
  });

  app.get('/games/:gameId/registration', optionalAuth(services), (c) =>
    c.json(registration.gameView(idParam(c, 'gameId'), c.var.auth?.user ?? null)),
  );

  return app;
}
