import type { Db } from '../db/database';

export interface PromoCodeRow {
  id: number;
  code: string;
  discount_type: 'percent' | 'fixed';
  /** percent: 1..100; fixed: minor units of `currency`. */
  discount_value: number;
  currency: string | null;
  game_id: number | null;
  usage_limit: number | null;
  expires_at: number | null;
  created_at: number;
}

export interface NewPromoCode {
  code: string;
  type: 'percent' | 'fixed';
  /** percent: 1..100; fixed: minor units. */
  value: number;
  currency?: string | null;
  gameId?: number | null;
  usageLimit?: number | null;
  expiresAt?: number | null;
}

/**
 * Promo codes and their uses. A use is `held` by a PENDING registration while its hold lasts and `spent` once the
 * registration is confirmed; both count against the usage limit, so a limit is never exceeded.
 */
export function createPromoCodesRepo(db: Db) {
  const byCode = db.prepare('SELECT * FROM promo_codes WHERE code = ?');
  const byId = db.prepare('SELECT * FROM promo_codes WHERE id = ?');
  const insert = db.prepare(`INSERT INTO promo_codes
    (code, discount_type, discount_value, currency, game_id, usage_limit, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  // A hold of the same e-mail is left out: it is the asker's own registration waiting for its payment.
  const uses = db
    .prepare(
      `SELECT COUNT(*) FROM promo_redemptions WHERE promo_code_id = ? AND participant_id <> ?
      AND (state = 'spent' OR (held_until > ? AND email <> ?))`,
    )
    .pluck();
  const spentByEmail = db
    .prepare("SELECT COUNT(*) FROM promo_redemptions WHERE promo_code_id = ? AND email = ? AND participant_id <> ? AND state = 'spent'")
    .pluck();
  const hold = db.prepare(`INSERT INTO promo_redemptions (promo_code_id, participant_id, email, state, held_until, created_at)
    VALUES (?, ?, ?, 'held', ?, ?)
    ON CONFLICT (promo_code_id, participant_id) DO UPDATE SET state = 'held', held_until = excluded.held_until, email = excluded.email
    WHERE promo_redemptions.state = 'held'`);
  const spend = db.prepare(`INSERT INTO promo_redemptions (promo_code_id, participant_id, email, state, held_until, created_at)
    VALUES (?, ?, ?, 'spent', NULL, ?)
    ON CONFLICT (promo_code_id, participant_id) DO UPDATE SET state = 'spent', held_until = NULL`);
  const releaseHeld = db.prepare("DELETE FROM promo_redemptions WHERE participant_id = ? AND state = 'held'");

  return {
    findByCode: (code: string) => byCode.get(code.trim()) as PromoCodeRow | undefined,
    findById: (id: number) => byId.get(id) as PromoCodeRow | undefined,
    create(code: NewPromoCode, now: number): number {
      return Number(
        insert.run(code.code, code.type, code.value, code.currency ?? null, code.gameId ?? null, code.usageLimit ?? null, code.expiresAt ?? null, now)
          .lastInsertRowid,
      );
    },
    /**
     * Uses that count against the limit: spent, or held by another e-mail and not expired. One registration is
     * left out (the one the code is checked for).
     */
    usesExcept: (promoId: number, participantId: number, email: string | null, now: number) => uses.get(promoId, participantId, now, email ?? '') as number,
    /** Confirmed uses by this e-mail (a code is used once per e-mail), one registration left out. */
    spentByEmailExcept: (promoId: number, email: string, participantId: number) => spentByEmail.get(promoId, email, participantId) as number,
    /** A PENDING registration reserves its code until its hold ends. */
    hold: (promoId: number, participantId: number, email: string, until: number, now: number) => void hold.run(promoId, participantId, email, until, now),
    /** The registration is confirmed: its use is spent for good. */
    spend: (promoId: number, participantId: number, email: string, now: number) => void spend.run(promoId, participantId, email, now),
    /** The hold ended, or the registration changed or dropped its code. */
    release: (participantId: number) => void releaseHeld.run(participantId),
  };
}

export type PromoCodesRepo = ReturnType<typeof createPromoCodesRepo>;
