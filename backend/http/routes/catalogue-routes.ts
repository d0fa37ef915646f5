import { Hono } from 'hono';
import { citiesQuerySchema, gamesQuerySchema, type GameListItemWire } from '@/contract/schemas/catalogue';
import { parseCitySort } from '../../catalogue/cities-repo';
import { toGameListItem } from '../../catalogue/games-repo';
import { localeOf } from '../../i18n/locale';
import type { Services } from '../../services';
import { optionalAuth, type AuthEnv } from '../auth-middleware';
import { apiError } from '../../api-errors/api-error';
import { validate } from '../../api-errors/validation';

/** Query values as an object; empty values count as absent (Laravel's ConvertEmptyStringsToNull). */
function queryObject(query: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value.trim() !== ''));
}

/** /api/base/main: the public catalogue. */
export function createCatalogueRoutes(services: Services) {
  const app = new Hono<AuthEnv>();

  app.get('/cities/all', (c) => {
    const sort = parseCitySort(c.req.query('sort'));
    if ('unknown' in sort) {
      // The 400 and wording of spatie/laravel-query-builder, which `sort=name,id` suggests the platform uses.
      throw apiError(400, 'http.sort_not_allowed', { sorts: sort.unknown.join(', '), allowed: 'name, id' });
    }
    // City names follow the request's language, as the error messages do.
    const locale = localeOf(c);
    c.header('Content-Language', locale);
    c.header('Vary', 'Accept-Language', { append: true });
    const { language } = validate(citiesQuerySchema, queryObject({ language: c.req.query('language') ?? '' }));
    return c.json({ data: services.cities.list(sort.sorts, locale, language) });
  });

  app.get('/games', optionalAuth(services), (c) => {
    const query = validate(gamesQuerySchema, queryObject(c.req.query()));
    const now = services.now();
    const { count, rows } = services.games.list(query, now);
    const registered = c.var.auth ? services.games.registrations(c.var.auth.user.id) : null;
    const items: GameListItemWire[] = rows.map((row) => toGameListItem(row, now, registered ? registered.has(row.id) : undefined, registered?.get(row.id)));
    return c.json({ count, items });
  });

  return app;
}
