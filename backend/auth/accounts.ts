import { createOutbox } from '../mail/outbox';
import { createOAuthStore } from '../oauth/oauth-store';
import type { Services } from '../services';
import { createAvatarsRepo } from '../users/avatars-repo';
import { createSignupsRepo } from '../users/signups-repo';
import { createAccountTokens } from './account-tokens';
import { ACCOUNT_RATE_LIMIT, createRateLimiter } from './rate-limiter';

/**
 * What the account routes need on top of the shared services: one-time tokens, sign-up records, avatars, the
 * outbox, OAuth state and the throttles. Built once per backend instance (the limiters hold their counts).
 */
export function createAccounts(services: Services) {
  const { db, now } = services;
  return {
    services,
    accountTokens: createAccountTokens(db, now),
    signups: createSignupsRepo(db),
    avatars: createAvatarsRepo(db),
    outbox: createOutbox(db, now),
    oauth: createOAuthStore(db, now),
    /** Failed logins per e-mail and address (player and staff login share it). */
    loginLimiter: createRateLimiter(ACCOUNT_RATE_LIMIT, now),
    /** Letters asked for per e-mail and address (recovery and confirmation resends). */
    letterLimiter: createRateLimiter(ACCOUNT_RATE_LIMIT, now),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
