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
}

/** Roles that may use the staff (expert) login and the expert area. */
export const STAFF_ROLES: readonly UserRole[] = ['expert', 'organizer'];

export const isStaff = (user: Pick<UserRow, 'role'>): boolean => STAFF_ROLES.includes(user.role);

export function createUsersRepo(db: Db) {
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const teamsOf = db.prepare(`
    SELECT t.id, t.name FROM teams t JOIN team_members m ON m.team_id = t.id
    WHERE m.user_id = ? ORDER BY t.id`);

  return {
    /** E-mail comparison is case-insensitive (the column is COLLATE NOCASE). */
    findByEmail: (email: string) => byEmail.get(email.trim()) as UserRow | undefined,
    findById: (id: number) => byId.get(id) as UserRow | undefined,

    /** The wire user of GET users/me and GET players/me. Purchases arrive with the commerce feature. */
    toWire(user: UserRow): UserWire {
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        avatar_url: user.avatar_url,
        is_approved: user.is_approved === 1,
        role: user.role,
        purchases: [],
        teams: teamsOf.all(user.id) as { id: number; name: string }[],
      };
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
