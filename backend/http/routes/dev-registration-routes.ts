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
  const registration = registrationFor(services);

  app.post('/dev/registrations/expire-holds', async (c) => {
    const parsed = bodySchema.safeParse(await readBody(c));
    if (!parsed.success) throw apiError(400, 'http.bad_request');
    return c.json({ expired: registration.holds.endHoldsOf(parsed.data.email, services.now()) });
  });
  return app;
}
