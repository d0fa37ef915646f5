import { priceAfterDiscount, toMajorUnits, toMinorUnits, type PromoDiscount } from '@/contract/promo-price';
import type { MessageKey } from '../i18n/messages';
import type { PromoCodeRow, PromoCodesRepo } from './promo-codes-repo';

/** What a promo code is checked against: the game's id and price, who uses it, and the registration it is for. */
export interface PromoContext {
  gameId: number;
  priceMinor: number;
  currency: string;
  /** The e-mail of the registration (a code may be used once per e-mail); null when not known yet. */
  email: string | null;
  /** The registration the code is for (its own use does not count against it); 0 for a new one. */
  participantId: number;
  now: number;
  /**
   * check-promo (a read): holds of the same e-mail do not count against the limit, since they are the asker's own
   * registration waiting for its payment. Writes count every other hold, so a limit is never exceeded.
   */
  readOnly?: boolean;
}

export type PromoVerdict = { ok: true; promo: PromoCodeRow; discount: PromoDiscount; amountMinor: number } | { ok: false; key: MessageKey };

/** The discount as the wire carries it: percent, or a fixed amount in major units. */
export const discountOf = (promo: PromoCodeRow): PromoDiscount =>
  promo.discount_type === 'percent' ? { type: 'percent', value: promo.discount_value } : { type: 'fixed', value: toMajorUnits(promo.discount_value) };

/**
 * Whether a code applies, and the price after it (contract/promo-price.ts, the rule both sides share). Checked in
 * this order: unknown, expired, another game (or a fixed amount in another currency), used up, used by this e-mail.
 */
export function evaluatePromo(repo: PromoCodesRepo, code: string, context: PromoContext): PromoVerdict {
  const promo = repo.findByCode(code);
  if (!promo) return { ok: false, key: 'promo.invalid' };
  if (promo.expires_at !== null && promo.expires_at <= context.now) return { ok: false, key: 'promo.expired' };
  if (promo.game_id !== null && promo.game_id !== context.gameId) return { ok: false, key: 'promo.wrong_game' };
  if (promo.discount_type === 'fixed' && promo.currency !== context.currency) return { ok: false, key: 'promo.wrong_game' };
  if (
    promo.usage_limit !== null &&
    repo.usesExcept(promo.id, context.participantId, context.readOnly ? context.email : null, context.now) >= promo.usage_limit
  ) {
    return { ok: false, key: 'promo.used_up' };
  }
  if (context.email && repo.spentByEmailExcept(promo.id, context.email, context.participantId) > 0) {
    return { ok: false, key: 'promo.already_used' };
  }
  const discount = discountOf(promo);
  const amount = priceAfterDiscount(toMajorUnits(context.priceMinor), discount);
  return { ok: true, promo, discount, amountMinor: toMinorUnits(amount) };
}
