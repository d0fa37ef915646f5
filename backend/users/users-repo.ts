import type { UserRole, UserWire } from '@/contract/schemas/auth';
import type { Db } from '../db/database';

export interface UserRow {
  id: number;
  name: string;
  email: string;
  password_hash: string | null;
  role: UserRole;
  phone: string | null;
  avatar_url: string | null;
  is_approved: 0 | 1;
  created_at: number;
  /** When the address was proven (confirmation link, reset letter, OAuth); null until then. */
  email_verified_at: number | null;
}

/** Roles that may use the staff (expert) login and the expert area. */
const STAFF_ROLES: readonly UserRole[] = ['expert', 'organizer'];

export const isStaff = (user: Pick<UserRow, 'role'>): boolean => STAFF_ROLES.includes(user.role);

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string | null;
  /** OAuth accounts arrive with an address the provider has proven. */
  verified: boolean;
  createdAt: number;
}

/** SQLite's message for a UNIQUE violation, e.g. two registrations racing for one e-mail. */
export const isUniqueViolation = (error: unknown): boolean => error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

export function createUsersRepo(db: Db) {
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const teamsOf = db.prepare(`
    SELECT t.id, t.name FROM teams t JOIN team_members m ON m.team_id = t.id
    WHERE m.user_id = ? ORDER BY t.id`);
  const insert = db.prepare(`INSERT INTO users (name, email, password_hash, role, is_approved, email_verified_at, created_at)
    VALUES (?, ?, ?, 'player', ?, ?, ?)`);
  const verify = db.prepare('UPDATE users SET is_approved = 1, email_verified_at = COALESCE(email_verified_at, ?) WHERE id = ?');
  const updatePassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const openSessions = db.prepare('SELECT id FROM auth_sessions WHERE user_id = ? AND revoked_at IS NULL');
  const updateAvatar = db.prepare('UPDATE users SET avatar_url = ? WHERE id = ?');
  // Purchases: the game registrations the account paid for (READY or PLAYED with money received), latest game first.
  const purchasesOf = db.prepare(`SELECT p.id, g.name AS title FROM participants p JOIN games g ON g.id = p.game_id
    WHERE p.registered_by_user_id = ? AND p.paid_minor > 0 AND p.status IN ('READY', 'PLAYED') ORDER BY g.starts_at DESC, p.id`);
  // ... the private games it ordered and paid for, and the promo-code packs it bought, with their codes.
  const privateGamesOf = db.prepare(`SELECT g.id, g.name AS title FROM private_orders o JOIN games g ON g.id = o.game_id
    WHERE o.user_id = ? AND o.status = 'paid' ORDER BY g.starts_at DESC, g.id`);
  const packsOf = db.prepare(`SELECT p.id, t.name AS title FROM promo_purchases p
    JOIN promo_pack_texts t ON t.pack_id = p.pack_id AND t.locale = p.language
    WHERE p.user_id = ? AND p.status = 'paid' ORDER BY p.paid_at DESC, p.id`);
  const codesOf = db.prepare(`SELECT c.code, c.expires_at, c.usage_limit,
      (SELECT COUNT(*) FROM promo_redemptions r WHERE r.promo_code_id = c.id AND r.state = 'spent') AS used
    FROM promo_codes c WHERE c.purchase_id = ? ORDER BY c.id`);
  const purchases = (userId: number): UserWire['purchases'] => [
    ...(purchasesOf.all(userId) as { id: number; title: string }[]),
    ...(privateGamesOf.all(userId) as { id: number; title: string }[]).map((row) => ({ ...row, kind: 'private_game' as const })),
    ...(packsOf.all(userId) as { id: number; title: string }[]).map((row) => ({
      ...row,
      kind: 'promo_pack' as const,
      codes: (codesOf.all(row.id) as { code: string; expires_at: number; usage_limit: number; used: number }[]).map((c) => ({
        code: c.code,
        expiresAt: new Date(c.expires_at).toISOString().replace('Z', '+00:00'),
        usageLimit: c.usage_limit,
        used: c.used,
      })),
    })),
  ];

  return {
    /** E-mail comparison is case-insensitive (the column is COLLATE NOCASE). */
    findByEmail: (email: string) => byEmail.get(email.trim()) as UserRow | undefined,
    findById: (id: number) => byId.get(id) as UserRow | undefined,

    /** A new player account; throws a UNIQUE violation (see isUniqueViolation) when the e-mail is taken. */
    create(user: NewUser): number {
      const verifiedAt = user.verified ? user.createdAt : null;
      const result = insert.run(user.name, user.email, user.passwordHash, user.verified ? 1 : 0, verifiedAt, user.createdAt);
      return Number(result.lastInsertRowid);
    },

    /** The address is proven: the account becomes approved (is_approved on the wire). */
    markVerified: (id: number, at: number) => void verify.run(at, id),
    setPasswordHash: (id: number, hash: string | null) => void updatePassword.run(hash, id),
    /** Ids of the user's sessions that are still open (to end them all after a password change). */
    openSessionIds: (id: number) => (openSessions.all(id) as { id: number }[]).map((row) => row.id),
    setAvatarUrl: (id: number, url: string | null) => void updateAvatar.run(url, id),

    /** The wire user of GET users/me and GET players/me. */
    toWire(user: UserRow): UserWire {
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        avatar_url: user.avatar_url,
        is_approved: user.is_approved === 1,
        role: user.role,
        purchases: purchases(user.id),
        teams: teamsOf.all(user.id) as { id: number; name: string }[],
      };
    },
  };
}
