import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { fieldError } from './refusal';

/** How long a key is remembered (as the live game's answers: 24 h). */
export const REPLAY_TTL_MS = 24 * 3600 * 1000;

/** 1 to 200 visible ASCII characters (a UUID, say); absent means "not idempotent". */
export function idempotencyKeyOf(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(raw)) throw fieldError('idempotencyKey', 'validation.invalid', 'idempotency_key');
  return raw;
}

export const requestHash = (scope: string, body: unknown): string => createHash('sha256').update(scope).update('\n').update(JSON.stringify(body)).digest('hex');

/**
 * Idempotent registration and payment writes, per requester (`user:12`, or `guest:<e-mail>` for guests, who have
 * no account id) and key. What is remembered is the record the write made (a registration, a payment), not the
 * reply: a replay answers with its current state. Lookup, write and record share the caller's transaction.
 */
export function createReplays(db: Db) {
  const find = db.prepare('SELECT request_hash, body, created_at FROM request_replays WHERE scope = ? AND idempotency_key = ?');
  const remove = db.prepare('DELETE FROM request_replays WHERE scope = ? AND idempotency_key = ?');
  const insert = db.prepare(`INSERT INTO request_replays (scope, idempotency_key, request_hash, status, body, participant_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const purge = db.prepare('DELETE FROM request_replays WHERE created_at < ?');

  return {
    /** The id the first request made, or null; 422 when the key was used for another request. */
    replay(scope: string, key: string | null, hash: string, now: number): number | null {
      if (key === null) return null;
      const row = find.get(scope, key) as { request_hash: string; body: string; created_at: number } | undefined;
      if (!row) return null;
      if (row.created_at < now - REPLAY_TTL_MS) {
        remove.run(scope, key);
        return null;
      }
      if (row.request_hash !== hash) throw fieldError('idempotencyKey', 'validation.invalid', 'idempotency_key');
      return (JSON.parse(row.body) as { id: number }).id;
    },
    remember(scope: string, key: string | null, hash: string, status: number, id: number, participantId: number, now: number) {
      if (key === null) return;
      purge.run(now - REPLAY_TTL_MS);
      insert.run(scope, key, hash, status, JSON.stringify({ id }), participantId, now);
    },
  };
}

export type Replays = ReturnType<typeof createReplays>;
