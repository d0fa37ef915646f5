import { Hono, type Context } from 'hono';
import { localeOf } from '../../i18n/locale';
import type { Services } from '../../services';
import { teamInvitesFor } from '../../teams/team-invites';
import { requireAuth, type AuthEnv } from '../auth-middleware';
import { clientAddress } from '../client-address';
import { RateLimited } from '../../api-errors/api-error';
import { emailKey } from './accounts-throttle';
import { idParam, userOf } from './live-route-helpers';
import { bearerIfSent } from './registration-routes';

/**
 * {base}: a registration's team and its invite links (contract/README.md, "Teams and invitations"). Reading a
 * link and declining it need no account (a bearer token that is sent must be valid); everything else does.
 */
export function createTeamRoutes(services: Services) {
  const app = new Hono<AuthEnv>();
  const invites = teamInvitesFor(services);
  const signedIn = requireAuth(services);
  const maybeSignedIn = bearerIfSent(services);
  /** Counts a write; 429 when the requester (account, or the link for a visitor without one) is over the limit. */
  const throttle = (c: Context<AuthEnv>, who: string) => {
    const wait = services.limits.inviteWritesPerRequester.take(emailKey(who, clientAddress(c, services.trustedProxies)));
    if (wait > 0) throw new RateLimited(wait);
  };
  const whoOf = (c: Context<AuthEnv>) => (c.var.auth ? `user:${c.var.auth.user.id}` : `invite:${c.req.param('token') ?? ''}`);

  app.get('/registrations/:id/team', signedIn, (c) => c.json({ data: invites.teamView(idParam(c, 'id'), userOf(c)) }));

  app.post('/registrations/:id/invites', signedIn, (c) => {
    throttle(c, whoOf(c));
    return c.json({ data: invites.create(idParam(c, 'id'), userOf(c)) }, 201);
  });

  app.delete('/registrations/:id/invites/:inviteId', signedIn, (c) => {
    throttle(c, whoOf(c));
    return c.json({ data: invites.revoke(idParam(c, 'id'), idParam(c, 'inviteId'), userOf(c)) });
  });

  app.delete('/registrations/:id/members/:userId', signedIn, (c) => {
    throttle(c, whoOf(c));
    return c.json({ data: invites.removeMember(idParam(c, 'id'), idParam(c, 'userId'), userOf(c)) });
  });

  app.get('/players/me/invites', signedIn, (c) => c.json(invites.pendingFor(userOf(c), localeOf(c))));

  app.get('/invites/:token', maybeSignedIn, (c) => c.json({ data: invites.view(c.req.param('token'), c.var.auth?.user ?? null) }));

  app.post('/invites/:token/accept', signedIn, (c) => {
    throttle(c, whoOf(c));
    return c.json({ data: invites.accept(c.req.param('token'), userOf(c)) });
  });

  app.post('/invites/:token/decline', maybeSignedIn, (c) => {
    throttle(c, whoOf(c));
    return c.json({ data: invites.decline(c.req.param('token'), c.var.auth?.user ?? null) });
  });

  return app;
}
