import { createMiddleware } from 'hono/factory';
import type { Services } from '../services';
import { bearerToken } from '../services';
import type { UserRow } from '../users/users-repo';
import { unauthenticated } from '../api-errors/api-error';

interface AuthState {
  user: UserRow;
  sessionId: number;
  /** When the bearer token expires (ms since the epoch). */
  expiresAt: number;
}

export interface AuthEnv {
  Variables: { auth: AuthState | null };
}

/** Protected routes: a missing, unknown, expired or revoked bearer token is a 401 (the client then refreshes). */
export const requireAuth = (services: Services) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const auth = services.userForToken(bearerToken(c.req.header('authorization')));
    if (!auth) throw unauthenticated();
    c.set('auth', auth);
    await next();
  });

/**
 * Public routes that personalise their reply (isRegistered on games): a bad token is ignored rather than refused,
 * so a stale cookie never breaks the public catalogue or its server-side rendering.
 */
export const optionalAuth = (services: Services) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    c.set('auth', services.userForToken(bearerToken(c.req.header('authorization'))));
    await next();
  });
