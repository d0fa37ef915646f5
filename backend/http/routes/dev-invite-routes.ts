import { Hono } from 'hono';
import { z } from 'zod';
import { INVITE_TOKEN_PATTERN } from '@/contract/team-settings';
import type { Services } from '../../services';
import { inviteTokenHash } from '../../teams/invite-token';
import { createInvitesRepo } from '../../teams/invites-repo';
import { apiError } from '../../api-errors/api-error';
import { readBody } from '../read-body';

const bodySchema = z.object({ token: z.string().regex(INVITE_TOKEN_PATTERN) });

/**
 * /dev/invites (demo mode only): lets a demo or an end-to-end test see what a visitor sees when an invite link's
 * 7 days are over, without waiting. It moves the expiry of the pending invite with the token in the body
 * (`{token}`, JSON or form) to now; the invite then reads as `expired` everywhere, as a real one would.
 */
export function createDevInviteRoutes(services: Services) {
  const app = new Hono();
  const { db, now } = services;
  const invites = createInvitesRepo(db);

  app.post('/dev/invites/expire', async (c) => {
    const parsed = bodySchema.safeParse(await readBody(c));
    if (!parsed.success) throw apiError(400, 'http.bad_request');
    const changed = invites.expireNow(inviteTokenHash(parsed.data.token), now());
    return c.json({ expired: changed });
  });
  return app;
}
