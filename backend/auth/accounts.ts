import { createOutbox } from '../mail/outbox';
import { createOAuthStore } from '../oauth/oauth-store';
import type { Services } from '../services';
import { createAvatarsRepo } from '../users/avatars-repo';
import { createSignupsRepo } from '../users/signups-repo';
import { createAccountTokens } from './account-tokens';

/**
 * What the account routes need on top of the shared services: one-time tokens, sign-up records, avatars, the
 * outbox and OAuth state. Built once per backend instance (the throttles' limiters are in the services).
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
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
