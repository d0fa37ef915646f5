import type { SubscriptionSource } from '@/contract/schemas/newsletter';
import type { Db } from '../db/database';
import type { Locale } from '../i18n/locale';

export interface SubscriptionInput {
  email: string;
  name: string;
  city: string;
  cityId: number | null;
  source: SubscriptionSource;
  locale: Locale;
}

export function createSubscriptionsRepo(db: Db) {
  const find = db.prepare('SELECT id FROM subscriptions WHERE email = ? AND source = ?');
  const insert = db.prepare(`INSERT INTO subscriptions
    (email, name, city, city_id, locale, source, consent_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const update = db.prepare(`UPDATE subscriptions
    SET name = ?, city = ?, city_id = ?, locale = ?, consent_at = ?, updated_at = ? WHERE id = ?`);
  const cityExists = db.prepare('SELECT 1 FROM cities WHERE id = ?');

  return {
    /**
     * Subscribes an address to a form's mailing; an address already there (any letter case) is updated instead,
     * so subscribing twice is not an error. Returns whether the address was new.
     */
    upsert: db.transaction((input: SubscriptionInput, now: number): { created: boolean } => {
      const existing = find.get(input.email, input.source) as { id: number } | undefined;
      if (existing) {
        update.run(input.name, input.city, input.cityId, input.locale, now, now, existing.id);
        return { created: false };
      }
      insert.run(input.email, input.name, input.city, input.cityId, input.locale, input.source, now, now, now);
      return { created: true };
    }),
    cityExists: (id: number): boolean => cityExists.get(id) !== undefined,
    count: (): number => (db.prepare('SELECT COUNT(*) AS n FROM subscriptions').get() as { n: number }).n,
  };
}
