import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { Clock } from '../time/clock';
import { hashToken } from './token-store';

export type AccountTokenPurpose = 'confirm_email' | 'reset_password';

/** Confirmation links live a day (letters are opened late); reset links an hour (Laravel's default). */
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  confirm_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

export type ConsumeResult = { ok: true; userId: number } | { ok: false; reason: 'unknown' | 'expired' | 'used' };

interface AccountTokenRow {
  user_id: number;
  purpose: AccountTokenPurpose;
  expires_at: number;
  used_at: number | null;
}

/**
 * One-time tokens carried by e-mail links. Only their SHA-256 is stored; each works once and until it expires.
 * A new letter of the same purpose replaces the previous one: only the latest link works.
 */
export function createAccountTokens(db: Db, now: Clock) {
  const insert = db.prepare('INSERT INTO account_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const dropUnused = db.prepare('DELETE FROM account_tokens WHERE user_id = ? AND purpose = ? AND used_at IS NULL');
  const find = db.prepare('SELECT user_id, purpose, expires_at, used_at FROM account_tokens WHERE token_hash = ?');
  const markUsed = db.prepare('UPDATE account_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL');

  return {
    issue: db.transaction((userId: number, purpose: AccountTokenPurpose): string => {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      dropUnused.run(userId, purpose);
      insert.run(hashToken(token), userId, purpose, at, at + ACCOUNT_TOKEN_TTL_MS[purpose]);
      return token;
    }),

    /**
     * Spends a token. `forUser` (password reset: the e-mail typed in the form) refuses a token of someone else as
     * unknown, so a token never tells whose it is.
     */
    consume: db.transaction((token: string, purpose: AccountTokenPurpose, forUser?: number): ConsumeResult => {
      const result = inspect(token, purpose, forUser);
      if (result.ok) markUsed.run(now(), hashToken(token));
      return result;
    }),

    /** Whether `consume` would accept the token now, without spending it (a link checked when it is opened). */
    check: (token: string, purpose: AccountTokenPurpose, forUser?: number): ConsumeResult => inspect(token, purpose, forUser),
  };

  function inspect(token: string, purpose: AccountTokenPurpose, forUser?: number): ConsumeResult {
    const row = find.get(hashToken(token)) as AccountTokenRow | undefined;
    if (!row || row.purpose !== purpose || (forUser !== undefined && row.user_id !== forUser)) {
      return { ok: false, reason: 'unknown' };
    }
    if (row.used_at !== null) return { ok: false, reason: 'used' };
    if (row.expires_at <= now()) return { ok: false, reason: 'expired' };
    return { ok: true, userId: row.user_id };
  }
}
