import { createHash } from 'node:crypto';
import { IDEMPOTENCY_TTL_MS } from '@/contract/schemas/live';
import type { Db } from '../db/database';
import type { Clock } from '../time/clock';
import { unprocessable } from './game-error';

export interface StoredReply {
  status: 200 | 201;
  body: unknown;
}

interface KeyRow {
  request_hash: string;
  status: 200 | 201;
  body: string;
  created_at: number;
}

/** The request an idempotency key stands for: route and body, so reusing a key for anything else is refused. */
export const requestHash = (scope: string, body: unknown): string => createHash('sha256').update(scope).update('\n').update(JSON.stringify(body)).digest('hex');

/** 1 to 200 visible ASCII characters (a UUID, say); absent means "not idempotent". */
export function checkIdempotencyKey(key: string | undefined): string | null {
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw unprocessable('idempotencyKey', 'idempotency_key');
  return key;
}

/**
 * Remembered replies of idempotent writes, per user and key. Both calls run inside the write's transaction: the
 * lookup, the write and the stored reply commit together, so a key is applied at most once.
 * Only successful replies are stored: a refused request can be retried with the same key once the state allows it.
 */
export function createIdempotencyStore(db: Db, now: Clock) {
  const find = db.prepare('SELECT request_hash, status, body, created_at FROM idempotency_keys WHERE user_id = ? AND idempotency_key = ?');
  const remove = db.prepare('DELETE FROM idempotency_keys WHERE user_id = ? AND idempotency_key = ?');
  const insert = db.prepare(`INSERT INTO idempotency_keys (user_id, idempotency_key, request_hash, status, body, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const purge = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');
  return {
    /** The stored reply for this key, or null; 422 when the key was used for a different request. */
    replay(userId: number, key: string | null, hash: string): StoredReply | null {
      if (key === null) return null;
      const row = find.get(userId, key) as KeyRow | undefined;
      if (!row) return null;
      if (row.created_at < now() - IDEMPOTENCY_TTL_MS) {
        remove.run(userId, key);
        return null;
      }
      if (row.request_hash !== hash) throw unprocessable('idempotencyKey', 'idempotency_mismatch');
      return { status: row.status, body: JSON.parse(row.body) as unknown };
    },
    remember(userId: number, key: string | null, hash: string, reply: StoredReply): void {
      if (key === null) return;
      purge.run(now() - IDEMPOTENCY_TTL_MS);
      insert.run(userId, key, hash, reply.status, JSON.stringify(reply.body), now());
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
