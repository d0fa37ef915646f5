import type { UserWire } from '@/contract/schemas/auth';
import type { User } from '../types';

/** Wire user -> app user. Teams are de-duplicated by id (spec: "teams added or merged by id"). */
export function toUser(w: UserWire): User {
  const teams = new Map(w.teams.map((t) => [t.id, { id: t.id, name: t.name }]));
  return {
    id: w.id,
    name: w.name,
    email: w.email,
    phone: w.phone,
    avatarUrl: w.avatar_url,
    isApproved: w.is_approved,
    role: w.role,
    purchases: w.purchases.map((p) => ({ id: p.id, title: p.title })),
    teams: [...teams.values()],
  };
}
