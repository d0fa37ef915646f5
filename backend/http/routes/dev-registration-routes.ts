import { Hono } from 'hono';
import { z } from 'zod';
import { registrationFor } from '../../registration/registration-module';
import type { Services } from '../../services';
import { apiError } from '../../api-errors/api-error';
import { readBody } from '../read-body';

const bodySchema = z.object({ email: z.string().trim().min(1).max(320) });

/**
 * /dev/registrations (demo mode only): lets a demo or an end-to-end test see what a visitor sees when a place's
 * hold runs out, without waiting the 15 minutes. It ends now the holds of the open registrations made with the
 * e-mail in the body (`{email}`, JSON or form), through the same rule the sweeper applies (place freed, promo use released, intents expired).
 */
export function createDevRegistrationRoutes(services: Services) {
  const app = new Hono();
  const { db, now } = services;
  const registration = registrationFor(services);
  const open = db.prepare("SELECT id, game_id FROM participants WHERE email = ? COLLATE NOCASE AND status IN ('PENDING', 'DEFERRED')");
  const endHold = db.prepare('UPDATE participants SET hold_expires_at = ? WHERE id = ?');

  app.post('/dev/registrations/expire-holds', async (c) => {
    const parsed = bodySchema.safeParse(await readBody(c));
    if (!parsed.success) throw apiError(400, 'http.bad_request');
    const at = now();
    const expired = db
      .transaction(() => {
        const rows = open.all(parsed.data.email) as { id: number; game_id: number }[];
        for (const row of rows) endHold.run(at, row.id);
        return [...new Set(rows.map((row) => row.game_id))].flatMap((gameId) => registration.holds.expireInGame(gameId, at));
      })
      .immediate();
    return c.json({ expired });
  });
  return app;
}
