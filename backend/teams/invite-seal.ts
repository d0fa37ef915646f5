import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals an invite token for the one player who opened it (AES-256-GCM, a key derived from INVITE_SEAL_SECRET):
 * the cabinet can give the link back, while whoever reads only the database cannot join a team with it. Bound to
 * the invite and the player (additional data), so a sealed value moved to another row does not open.
 */
export function createInviteSeal(secret: string) {
  const key = createHash('sha256').update(`invite-seal:${secret}`).digest();
  const aad = (inviteId: number, userId: number) => Buffer.from(`${inviteId}:${userId}`);
  return {
    seal(token: string, inviteId: number, userId: number): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(inviteId, userId));
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** The token, or null when it was sealed under another secret (a restart without INVITE_SEAL_SECRET) or altered. */
    open(sealed: string, inviteId: number, userId: number): string | null {
      try {
        const raw = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12)).setAAD(aad(inviteId, userId));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
