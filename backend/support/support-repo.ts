import type { SupportFileType, SupportReason, SupportSite } from '@/contract/schemas/support';
import type { Db } from '../db/database';
import type { Locale } from '../i18n/locale';
import type { ReceivedFile } from './support-validation';

export interface SupportRequestRow {
  id: number;
  site: SupportSite;
  reason: SupportReason;
  comment: string;
  email: string;
  name: string;
  locale: Locale;
  user_id: number | null;
  created_at: number;
}

export interface SupportFileMeta {
  position: number;
  mime: SupportFileType;
  size: number;
  sha256: string;
}

export interface NewSupportRequest {
  site: SupportSite;
  reason: SupportReason;
  comment: string;
  email: string;
  name: string;
  locale: Locale;
  userId: number | null;
  requester: string;
  idempotencyKey: string | null;
  requestHash: string;
  files: ReceivedFile[];
  at: number;
}

const COLUMNS = 'id, site, reason, comment, email, name, locale, user_id, created_at';

/** Support requests and their files (migration 0008). */
export function createSupportRepo(db: Db) {
  const insert = db.prepare(`INSERT INTO support_requests
    (site, reason, comment, email, name, locale, user_id, requester, idempotency_key, request_hash, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertFile = db.prepare('INSERT INTO support_files (request_id, position, mime, size, sha256, bytes) VALUES (?, ?, ?, ?, ?, ?)');
  const byKey = db.prepare('SELECT id, request_hash, created_at FROM support_requests WHERE requester = ? AND idempotency_key = ?');
  const forgetKey = db.prepare('UPDATE support_requests SET idempotency_key = NULL WHERE id = ?');
  const byId = db.prepare(`SELECT ${COLUMNS} FROM support_requests WHERE id = ?`);
  const latest = db.prepare(`SELECT ${COLUMNS} FROM support_requests ORDER BY id DESC LIMIT ?`);
  const latestFrom = db.prepare(`SELECT ${COLUMNS} FROM support_requests WHERE email = ? ORDER BY id DESC LIMIT ?`);
  const filesOf = db.prepare('SELECT position, mime, size, sha256 FROM support_files WHERE request_id = ? ORDER BY position');
  const file = db.prepare('SELECT mime, bytes FROM support_files WHERE request_id = ? AND position = ?');

  return {
    /** Stores a request with its files (one transaction: all or nothing); returns its id. */
    insert: db.transaction((request: NewSupportRequest): number => {
      const { lastInsertRowid } = insert.run(
        request.site,
        request.reason,
        request.comment,
        request.email,
        request.name,
        request.locale,
        request.userId,
        request.requester,
        request.idempotencyKey,
        request.requestHash,
        request.at,
      );
      const id = Number(lastInsertRowid);
      for (const f of request.files) insertFile.run(id, f.position, f.mime, f.bytes.byteLength, f.sha256, Buffer.from(f.bytes));
      return id;
    }),
    /** The request an Idempotency-Key made for this requester, if any. */
    byKey: (requester: string, key: string) => byKey.get(requester, key) as { id: number; request_hash: string; created_at: number } | undefined,
    /** A key past its lifetime is released, so it may name a new request. */
    forgetKey: (id: number) => void forgetKey.run(id),
    find: (id: number) => byId.get(id) as SupportRequestRow | undefined,
    /** Latest first; `email` compares case-insensitively. */
    list: ({ email, limit = 50 }: { email?: string; limit?: number } = {}) =>
      (email ? latestFrom.all(email.trim(), limit) : latest.all(limit)) as SupportRequestRow[],
    files: (requestId: number) => filesOf.all(requestId) as SupportFileMeta[],
    file: (requestId: number, position: number) => file.get(requestId, position) as { mime: SupportFileType; bytes: Buffer } | undefined,
  };
}
