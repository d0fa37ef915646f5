import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { Clock } from '../time/clock';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

export interface TokenLifetimes {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long after its rotation a refresh token may be presented again without counting as theft (0 = never). */
  refreshReuseGraceSeconds: number;
}

export interface AuthenticatedSession {
  userId: number;
  sessionId: number;
}

export type RotateResult =
  /** `withinGrace`: the token had been rotated moments ago (second tab, retried request); a fresh pair anyway. */
  | { ok: true; pair: TokenPair; userId: number; withinGrace: boolean }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

interface TokenRow {
  session_id: number;
  kind: 'access' | 'refresh';
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
  session_revoked_at: number | null;
  user_id: number;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 256 random bits; opaque to clients, so a token says nothing about the user or its expiry. */
const newToken = (): string => randomBytes(32).toString('base64url');

/** Sessions and opaque bearer tokens. Tokens are only ever stored as SHA-256 hashes. */
export function createTokenStore(db: Db, lifetimes: TokenLifetimes, now: Clock) {
  const insertToken = db.prepare(
    'INSERT INTO auth_tokens (token_hash, session_id, kind, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const findToken = db.prepare(`
    SELECT t.session_id, t.kind, t.expires_at, t.used_at, t.revoked_at, s.revoked_at AS session_revoked_at, s.user_id
    FROM auth_tokens t JOIN auth_sessions s ON s.id = t.session_id
    WHERE t.token_hash = ?`);
  const markUsed = db.prepare('UPDATE auth_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL');
  const revokeTokens = db.prepare('UPDATE auth_tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL');
  const revokeSessionRow = db.prepare(
    'UPDATE auth_sessions SET revoked_at = ?, revoke_reason = ? WHERE id = ? AND revoked_at IS NULL',
  );

  const issuePair = (sessionId: number): TokenPair => {
    const at = now();
    const accessToken = newToken();
    const refreshToken = newToken();
    insertToken.run(hashToken(accessToken), sessionId, 'access', at, at + lifetimes.accessTokenTtlSeconds * 1000);
    insertToken.run(hashToken(refreshToken), sessionId, 'refresh', at, at + lifetimes.refreshTokenTtlSeconds * 1000);
    return { accessToken, refreshToken, expiresIn: lifetimes.accessTokenTtlSeconds };
  };

  const revokeSession = db.transaction((sessionId: number, reason: 'logout' | 'refresh_reuse') => {
    const at = now();
    revokeSessionRow.run(at, reason, sessionId);
    revokeTokens.run(at, sessionId);
  });

  return {
    /** A new sign-in: a new token family. */
    openSession: db.transaction((userId: number): TokenPair => {
      const session = db.prepare('INSERT INTO auth_sessions (user_id, created_at) VALUES (?, ?)').run(userId, now());
      return issuePair(Number(session.lastInsertRowid));
    }),

    /** The session behind a live access token, or null (unknown, expired, revoked, or a refresh token). */
    authenticate(accessToken: string): AuthenticatedSession | null {
      const row = findToken.get(hashToken(accessToken)) as TokenRow | undefined;
      if (!row || row.kind !== 'access' || row.revoked_at !== null || row.session_revoked_at !== null) return null;
      if (row.expires_at <= now()) return null;
      return { userId: row.user_id, sessionId: row.session_id };
    },

    /**
     * Exchanges a refresh token for a new pair. Each refresh token is rotated once; presenting it again within
     * `refreshReuseGraceSeconds` of that rotation (two tabs, a request retried after a lost reply) gets another
     * fresh pair of the same session. Later, a spent token means it was copied: the whole family (every token of
     * the session, also those issued inside the grace interval) is revoked. A revoked session (logout, theft) is
     * never refreshable. Earlier access tokens stay valid until they expire, so requests in flight do not fail.
     */
    rotate: db.transaction((refreshToken: string): RotateResult => {
      const hash = hashToken(refreshToken);
      const row = findToken.get(hash) as TokenRow | undefined;
      if (!row || row.kind !== 'refresh') return { ok: false, reason: 'unknown' };
      if (row.revoked_at !== null || row.session_revoked_at !== null) return { ok: false, reason: 'revoked' };
      const at = now();
      if (row.used_at !== null) {
        if (at - row.used_at > lifetimes.refreshReuseGraceSeconds * 1000) {
          revokeSession(row.session_id, 'refresh_reuse');
          return { ok: false, reason: 'reused' };
        }
        if (row.expires_at <= at) return { ok: false, reason: 'expired' };
        return { ok: true, pair: issuePair(row.session_id), userId: row.user_id, withinGrace: true };
      }
      if (row.expires_at <= at) return { ok: false, reason: 'expired' };
      markUsed.run(at, hash);
      return { ok: true, pair: issuePair(row.session_id), userId: row.user_id, withinGrace: false };
    }),

    revokeSession,
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
