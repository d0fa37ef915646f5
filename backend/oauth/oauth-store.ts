import { randomBytes } from 'node:crypto';
import type { OAuthProvider } from '@/contract/schemas/accounts';
import { hashToken } from '../auth/token-store';
import type { Db } from '../db/database';
import type { Clock } from '../time/clock';

/** A provider's account as it describes it: a stable id (subject), the proven address and a display name. */
export interface ProviderIdentity {
  subject: string;
  email: string;
  name: string;
}

/** Codes of the local consent page live as long as a real provider's (Google: minutes; we allow ten). */
export const OAUTH_CODE_TTL_MS = 10 * 60 * 1000;

interface CodeRow {
  provider: OAuthProvider;
  subject: string;
  name: string;
  email: string;
  redirect_uri: string;
  expires_at: number;
  used_at: number | null;
}

/** Local authorisation codes (single use, bound to their return address) and the provider-account links. */
export function createOAuthStore(db: Db, now: Clock) {
  const insertCode = db.prepare(`INSERT INTO oauth_codes
    (code_hash, provider, subject, name, email, redirect_uri, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const findCode = db.prepare('SELECT * FROM oauth_codes WHERE code_hash = ?');
  const useCode = db.prepare('UPDATE oauth_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL');
  const findIdentity = db.prepare('SELECT user_id FROM oauth_identities WHERE provider = ? AND subject = ?');
  const link = db.prepare('INSERT OR IGNORE INTO oauth_identities (provider, subject, user_id, created_at) VALUES (?, ?, ?, ?)');

  return {
    issueCode(provider: OAuthProvider, identity: ProviderIdentity, redirectUri: string): string {
      const code = randomBytes(24).toString('base64url');
      const at = now();
      insertCode.run(hashToken(code), provider, identity.subject, identity.name, identity.email, redirectUri, at, at + OAUTH_CODE_TTL_MS);
      return code;
    },

    /** The identity behind a code, once; null when unknown, spent, expired, of another provider or address. */
    redeemCode: db.transaction((provider: OAuthProvider, code: string, redirectUri: string): ProviderIdentity | null => {
      const hash = hashToken(code);
      const row = findCode.get(hash) as CodeRow | undefined;
      if (!row || row.provider !== provider || row.redirect_uri !== redirectUri) return null;
      if (row.used_at !== null || row.expires_at <= now()) return null;
      useCode.run(now(), hash);
      return { subject: row.subject, email: row.email, name: row.name };
    }),

    userFor: (provider: OAuthProvider, subject: string) => (findIdentity.get(provider, subject) as { user_id: number } | undefined)?.user_id,
    link: (provider: OAuthProvider, subject: string, userId: number) => void link.run(provider, subject, userId, now()),
  };
}
