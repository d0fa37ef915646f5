import { Hono } from 'hono';
import { INVITE_QUERY_PARAM } from '@/contract/party-settings';
import { checkPromoQuerySchema } from '@/contract/schemas/registration';
import { localeOf } from '../../i18n/locale';
import { registrationFor } from '../../registration/registration-module';
import type { Services } from '../../services';
import { optionalAuth, type AuthEnv } from '../auth-middleware';
import { validate } from '../../api-errors/validation';
import { clientAddress } from '../client-address';
import { RateLimited } from '../../api-errors/api-error';
import { emailKey } from './accounts-throttle';
import { idParam } from './live-route-helpers';

/** {baseMain}: the promo check and a game's registration view (public reads; the view personalises with a token). */
export function createRegistrationCatalogueRoutes(services: Services) {
  const app = new Hono<AuthEnv>();
  const registration = registrationFor(services);

  app.get('/check-promo', (c) => {
    // Empty values count as absent (Laravel's ConvertEmptyStringsToNull), so `email=` is "not given yet".
    const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value.trim() !== ''));
    // check-promo: 30 a minute per e-mail and address (rate-limits/limits.ts), so codes cannot be guessed quickly.
    const wait = services.limits.promoChecksPerEmail.take(emailKey(query.email, clientAddress(c, services.trustedProxies)));
    if (wait > 0) throw new RateLimited(wait);
    const input = validate(checkPromoQuerySchema, query, { attributes: { gameId: 'game_id' } });
    const locale = localeOf(c);
    c.header('Content-Language', locale);
    c.header('Vary', 'Accept-Language', { append: true });
    return c.json(registration.checkPromo(input, locale));
  });

  app.get('/games/:gameId/registration', optionalAuth(services), (c) =>
    c.json(registration.gameView(idParam(c, 'gameId'), c.var.auth?.user ?? null, c.req.query(INVITE_QUERY_PARAM) ?? null)),
  );

  return app;
}
