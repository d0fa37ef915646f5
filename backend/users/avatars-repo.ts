import { randomBytes } from 'node:crypto';
import type { AvatarType } from '@/contract/schemas/accounts';
import type { Db } from '../db/database';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The image type from the file's own first bytes, never from its name or declared type (both are the client's
 * word). Null for anything that is not a JPEG, PNG or WebP image.
 */
export function sniffImageType(bytes: Uint8Array): AvatarType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

interface AvatarRow {
  mime: AvatarType;
  bytes: Buffer;
  version: string;
  updated_at: number;
}

/** Profile pictures as blobs; each upload gets a new version, which is part of the public URL. */
export function createAvatarsRepo(db: Db) {
  const upsert = db.prepare(`INSERT INTO user_avatars (user_id, mime, bytes, version, updated_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (user_id) DO UPDATE SET mime = excluded.mime, bytes = excluded.bytes, version = excluded.version,
    updated_at = excluded.updated_at`);
  const remove = db.prepare('DELETE FROM user_avatars WHERE user_id = ?');
  const find = db.prepare('SELECT mime, bytes, version, updated_at FROM user_avatars WHERE user_id = ?');

  return {
    /** Stores the picture and returns its new version. */
    save(userId: number, mime: AvatarType, bytes: Uint8Array, at: number): string {
      const version = randomBytes(8).toString('hex');
      upsert.run(userId, mime, Buffer.from(bytes), version, at);
      return version;
    },
    remove: (userId: number) => void remove.run(userId),
    find: (userId: number) => find.get(userId) as AvatarRow | undefined,
  };
}
