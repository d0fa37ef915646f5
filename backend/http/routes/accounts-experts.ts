import { Hono } from 'hono';
import type { ExpertGameListItemWire } from '@/contract/schemas/expert';
import { deriveGameStatus, type GameTiming } from '../../catalogue/game-status';
import { localeOf } from '../../i18n/locale';
import type { Services } from '../../services';
import { toZonedIso } from '../../time/zoned-time';
import { isStaff } from '../../users/users-repo';
import { requireAuth, type AuthEnv } from '../auth-middleware';
import { apiError } from '../../api-errors/api-error';

interface ExpertGameRow extends GameTiming {
  id: number;
  name: string;
  timezone: string;
  city: string;
  role: 'host' | 'judge';
}

/** {live}/experts/games: the games the signed-in expert is assigned to (the list of the /expert page). */
export function createAccountsExpertsRoutes(services: Services) {
  const app = new Hono<AuthEnv>();
  const assigned = services.db.prepare(`
    SELECT g.id, g.name, g.starts_at, g.registration_at, g.registration_allowed, g.started_at, g.finished_at,
      g.cancelled_at, c.timezone, COALESCE(cn.name, c.name) AS city, ge.role
    FROM game_experts ge JOIN games g ON g.id = ge.game_id JOIN cities c ON c.id = g.city_id
    LEFT JOIN city_names cn ON cn.city_id = c.id AND cn.locale = ?
    WHERE ge.user_id = ? ORDER BY g.starts_at, g.id`);

  app.get('/experts/games', requireAuth(services), (c) => {
    const { user } = c.var.auth!;
    if (!isStaff(user)) throw apiError(403, 'http.forbidden');
    const now = services.now();
    // The city in the reader's language, as the catalogue names it ("Moscou" on /fr/expert, not "Москва").
    const items = (assigned.all(localeOf(c), user.id) as ExpertGameRow[]).map((row): ExpertGameListItemWire => ({
      id: row.id,
      name: row.name,
      start: toZonedIso(row.starts_at, row.timezone),
      timezone: row.timezone,
      city: row.city,
      status: deriveGameStatus(row, now),
      role: row.role,
    }));
    return c.json({ count: items.length, items });
  });

  return app;
}
