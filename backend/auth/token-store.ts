import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
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
  /** A session (a refresh chain) ends this long after its sign-in, however often it is refreshed. */
  sessionAbsoluteTtlSeconds: number;
}

export interface AuthenticatedSession {
  userId: number;
  sessionId: number;
  /** When the access token stops working (ms since the epoch): connections it authorised end then too. */
  expiresAt: number;
}

/**
 * Why a session ended before its tokens expired (`auth_sessions.revoke_reason`): a logout, a spent refresh token
 * presented again (theft), a password reset (every session of the account), the absolute lifetime reached at a
 * refresh.
 */
export type SessionEndReason = 'logout' | 'refresh_reuse' | 'password_reset' | 'lifetime';

export interface SessionEnded {
  sessionId: number;
  userId: number;
  reason: SessionEndReason;
}

export type RotateResult =
  /** `withinGrace`: the token had been rotated moments ago (second tab, retried request); a fresh pair anyway. */
  { ok: true; pair: TokenPair; userId: number; withinGrace: boolean } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

interface TokenRow {
  session_id: number;
  kind: 'access' | 'refresh';
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
  session_revoked_at: number | null;
  session_created_at: number;
  user_id: number;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 256 random bits; opaque to clients, so a token says nothing about the user or its expiry. */
const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * Sessions and opaque bearer tokens. Tokens are only ever stored as SHA-256 hashes.
 *
 * A session that ends early (logout, theft, password reset, absolute lifetime) is announced to `onSessionEnded`
 * listeners once its revocation is committed: the realtime layer subscribes and closes that session's channel
 * memberships and chat rooms, so nothing here knows about sockets.
 */
export function createTokenStore(db: Db, lifetimes: TokenLifetimes, now: Clock, logger?: Logger) {
  const insertToken = db.prepare('INSERT INTO auth_tokens (token_hash, session_id, kind, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const findToken = db.prepare(`
    SELECT t.session_id, t.kind, t.expires_at, t.used_at, t.revoked_at, s.revoked_at AS session_revoked_at,
      s.created_at AS session_created_at, s.user_id
    FROM auth_tokens t JOIN auth_sessions s ON s.id = t.session_id
    WHERE t.token_hash = ?`);
  const findSession = db.prepare('SELECT user_id, revoked_at FROM auth_sessions WHERE id = ?');
  const markUsed = db.prepare('UPDATE auth_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL');
  const revokeTokens = db.prepare('UPDATE auth_tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL');
  const expireAccess = db.prepare("UPDATE auth_tokens SET expires_at = ? WHERE token_hash = ? AND kind = 'access' AND expires_at > ?");
  const revokeSessionRow = db.prepare('UPDATE auth_sessions SET revoked_at = ?, revoke_reason = ? WHERE id = ? AND revoked_at IS NULL');

  const absoluteEnd = (sessionCreatedAt: number) => sessionCreatedAt + lifetimes.sessionAbsoluteTtlSeconds * 1000;

  /** A new pair; neither token outlives the session's absolute lifetime. */
  const issuePair = (sessionId: number, sessionCreatedAt: number): TokenPair => {
    const at = now();
    const end = absoluteEnd(sessionCreatedAt);
    const accessExpiresAt = Math.min(at + lifetimes.accessTokenTtlSeconds * 1000, end);
    const accessToken = newToken();
    const refreshToken = newToken();
    insertToken.run(hashToken(accessToken), sessionId, 'access', at, accessExpiresAt);
    insertToken.run(hashToken(refreshToken), sessionId, 'refresh', at, Math.min(at + lifetimes.refreshTokenTtlSeconds * 1000, end));
    return { accessToken, refreshToken, expiresIn: Math.max(1, Math.ceil((accessExpiresAt - at) / 1000)) };
  };

  const endedListeners = new Set<(ended: SessionEnded) => void>();
  /**
   * Announces an ended session after the current synchronous run, that is after the outermost transaction has
   * committed (better-sqlite3 transactions are synchronous), and only if the revocation was not rolled back.
   */
  const announceEnded = (sessionId: number, reason: SessionEndReason) =>
    queueMicrotask(() => {
      let row: { user_id: number; revoked_at: number | null } | undefined;
      try {
        row = findSession.get(sessionId) as typeof row;
      } catch (error) {
        // The database closed in between (the backend is stopping): its sockets are closing anyway.
        logger?.debug('session end not announced', { error, sessionId });
        return;
      }
      if (!row || row.revoked_at === null) return;
      for (const listener of endedListeners) {
        try {
          listener({ sessionId, userId: row.user_id, reason });
        } catch (error) {
          logger?.error('session end listener failed', { error, sessionId });
        }
      }
    });

  const revokeSession = db.transaction((sessionId: number, reason: SessionEndReason) => {
    const at = now();
    const ended = revokeSessionRow.run(at, reason, sessionId).changes > 0;
    revokeTokens.run(at, sessionId);
    if (ended) announceEnded(sessionId, reason);
  });

  return {
    /** A new sign-in: a new token family. */
    openSession: db.transaction((userId: number): TokenPair => {
      const at = now();
      const session = db.prepare('INSERT INTO auth_sessions (user_id, created_at) VALUES (?, ?)').run(userId, at);
      return issuePair(Number(session.lastInsertRowid), at);
    }),

    /** The session behind a live access token, or null (unknown, expired, revoked, or a refresh token). */
    authenticate(accessToken: string): AuthenticatedSession | null {
      const row = findToken.get(hashToken(accessToken)) as TokenRow | undefined;
      if (!row || row.kind !== 'access' || row.revoked_at !== null || row.session_revoked_at !== null) return null;
      // The cap also holds for tokens issued before the absolute lifetime was shortened.
      const expiresAt = Math.min(row.expires_at, absoluteEnd(row.session_created_at));
      if (expiresAt <= now()) return null;
      return { userId: row.user_id, sessionId: row.session_id, expiresAt };
    },

    /** Calls `listener` whenever a session ends early (see SessionEndReason); returns the unsubscribe function. */
    onSessionEnded(listener: (ended: SessionEnded) => void): () => void {
      endedListeners.add(listener);
      return () => void endedListeners.delete(listener);
    },

    /**
     * Exchanges a refresh token for a new pair. Each refresh token is rotated once; presenting it again within
     * `refreshReuseGraceSeconds` of that rotation (two tabs, a request retried after a lost reply) gets another
     * fresh pair of the same session. Later, a spent token means it was copied: the whole family (every token of
     * the session, also those issued inside the grace interval) is revoked. A revoked session (logout, theft) is
     * never refreshable. Earlier access tokens stay valid until they expire, so requests in flight do not fail.
     * Past the session's absolute lifetime nothing is refreshed and the session ends.
     */
    rotate: db.transaction((refreshToken: string): RotateResult => {
      const hash = hashToken(refreshToken);
      const row = findToken.get(hash) as TokenRow | undefined;
      if (!row || row.kind !== 'refresh') return { ok: false, reason: 'unknown' };
      if (row.revoked_at !== null || row.session_revoked_at !== null) return { ok: false, reason: 'revoked' };
      const at = now();
      if (absoluteEnd(row.session_created_at) <= at) {
        revokeSession(row.session_id, 'lifetime');
        return { ok: false, reason: 'expired' };
      }
      if (row.used_at !== null) {
        if (at - row.used_at > lifetimes.refreshReuseGraceSeconds * 1000) {
          revokeSession(row.session_id, 'refresh_reuse');
          return { ok: false, reason: 'reused' };
        }
        if (row.expires_at <= at) return { ok: false, reason: 'expired' };
        return { ok: true, pair: issuePair(row.session_id, row.session_created_at), userId: row.user_id, withinGrace: true };
      }
      if (row.expires_at <= at) return { ok: false, reason: 'expired' };
      markUsed.run(at, hash);
      return { ok: true, pair: issuePair(row.session_id, row.session_created_at), userId: row.user_id, withinGrace: false };
    }),

    revokeSession,

    /**
     * Demo mode only (POST /dev/sessions/expire-access): the access token stops working now, as one past its
     * lifetime would; its refresh token still renews the session. False when it is unknown or already expired.
     */
    expireAccessToken(accessToken: string): boolean {
      const at = now();
      return expireAccess.run(at, hashToken(accessToken), at).changes > 0;
    },
  };
}
