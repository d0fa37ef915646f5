import type { BackendConfig } from './config';
import { createTokenStore } from './auth/token-store';
import { createTrustedProxies } from './http/client-address';
import { createCitiesRepo } from './catalogue/cities-repo';
import { createGamesRepo } from './catalogue/games-repo';
import type { Db } from './db/database';
import type { Logger } from './logger';
import { createRateLimiters, type RateLimitSettings } from './rate-limits/limits';
import { createChannelAuthorizer } from './realtime/channel-auth';
import type { Clock } from './time/clock';
import { createUsersRepo } from './users/users-repo';

export interface ServiceOptions {
  /** Limits that differ from the named defaults (tests); the limiters hold their counts per instance. */
  rateLimits?: Partial<RateLimitSettings>;
}

/** Everything a request or socket handler needs, built once per backend instance (tests build several). */
export function createServices(db: Db, config: BackendConfig, now: Clock, logger: Logger, options: ServiceOptions = {}) {
  const tokens = createTokenStore(db, config, now, logger);
  const users = createUsersRepo(db);
  return {
    db,
    config,
    now,
    logger,
    tokens,
    users,
    games: createGamesRepo(db),
    cities: createCitiesRepo(db),
    channels: createChannelAuthorizer(db),
    /** Every request limit (rate-limits/limits.ts), one limiter each. */
    limits: createRateLimiters(now, options.rateLimits, config.addressLimitScale),
    /** The proxies whose X-Forwarded-For names the client (http/client-address.ts). */
    trustedProxies: createTrustedProxies(config.trustedProxies),
    /**
     * The user behind a bearer token, or null when the token is unknown, expired or revoked; with the session and
     * the moment the token expires (what it authorised on a socket ends then).
     */
    userForToken(token: string | null) {
      const session = token ? tokens.authenticate(token) : null;
      const user = session ? users.findById(session.userId) : undefined;
      return session && user ? { user, sessionId: session.sessionId, expiresAt: session.expiresAt } : null;
    },
  };
}

export type Services = ReturnType<typeof createServices>;

/** `Bearer abc` -> `abc`; anything else -> null. */
export function bearerToken(header: string | undefined | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
