import { utmFields, type UtmField } from '@/contract/schemas/utm';
import type { Db } from '../db/database';

export type Utm = Record<UtmField, string | null>;

type SignupMethod = 'password' | 'vkontakte' | 'google';
export type Site = 'live' | 'party';

export interface Signup {
  method: SignupMethod;
  site: Site;
  isPromo: boolean;
  utm: Utm;
}

interface SignupRow extends Utm {
  user_id: number;
  method: SignupMethod;
  site: Site;
  is_promo: 0 | 1;
  created_at: number;
}

/** Empty utm values count as absent, so analytics never sees '' next to NULL. */
export const pickUtm = (body: Record<string, unknown>): Utm =>
  Object.fromEntries(
    utmFields.map((field) => {
      const value = body[field];
      return [field, typeof value === 'string' && value.trim() !== '' ? value.trim() : null];
    }),
  ) as Utm;

/** How and where each account was created: the registration body's is_live/is_party, is_promo and utm fields. */
export function createSignupsRepo(db: Db) {
  const insert = db.prepare(`INSERT INTO user_signups
    (user_id, method, site, is_promo, utm_source, utm_content, utm_medium, utm_term, utm_campaign, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const byUser = db.prepare('SELECT * FROM user_signups WHERE user_id = ?');

  return {
    record(userId: number, signup: Signup, at: number) {
      const { utm } = signup;
      insert.run(
        userId,
        signup.method,
        signup.site,
        signup.isPromo ? 1 : 0,
        utm.utm_source,
        utm.utm_content,
        utm.utm_medium,
        utm.utm_term,
        utm.utm_campaign,
        at,
      );
    },
    find(userId: number): Signup | null {
      const row = byUser.get(userId) as SignupRow | undefined;
      if (!row) return null;
      const utm = Object.fromEntries(utmFields.map((field) => [field, row[field]])) as Utm;
      return { method: row.method, site: row.site, isPromo: row.is_promo === 1, utm };
    },
  };
}
