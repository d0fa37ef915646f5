import { toMajorUnits } from '@/contract/promo-price';
import { GAME_PAGE_OPENS_MINUTES_BEFORE, registrationSettings } from '@/contract/registration-settings';
import type { PaymentState, RegistrationWire } from '@/contract/schemas/registration';
import { iso, isoOrNull } from '../game/wire-time';
import { discountOf } from '../promo/promo-rules';
import type { PromoCodeRow } from '../promo/promo-codes-repo';
import { unsettledPaymentState, type PaymentRow } from '../payments/payment-store';
import type { RegistrationRow } from './registration-repo';

/** The registration's price in minor units: what it was registered at, or the game's for older rows. */
export const priceMinorOf = (row: RegistrationRow) => row.price_minor ?? row.game_price_minor;
export const amountMinorOf = (row: RegistrationRow) => row.amount_minor ?? priceMinorOf(row);

export function amountDueMinor(row: RegistrationRow): number {
  if (row.status !== 'PENDING' && row.status !== 'DEFERRED') return 0;
  return Math.max(0, amountMinorOf(row) - row.paid_minor);
}

export function paymentStateOf(row: RegistrationRow, latest: PaymentRow | undefined, now: number): PaymentState {
  switch (row.status) {
    case 'READY':
    case 'PLAYED':
      return amountMinorOf(row) === 0 ? 'not_required' : 'paid';
    case 'CANCELLED':
      return 'expired';
    default:
      return unsettledPaymentState(latest, now);
  }
}

/** The registration as GET registrations/{id} replies it (contract/schemas/registration.ts). */
export function toRegistrationWire(row: RegistrationRow, latest: PaymentRow | undefined, promo: PromoCodeRow | undefined, now: number): RegistrationWire {
  const language = row.language ?? 'ru';
  const paymentState = paymentStateOf(row, latest, now);
  const holding = row.status === 'PENDING' || row.status === 'DEFERRED';
  return {
    id: row.id,
    gameId: row.game_id,
    teamId: row.team_id,
    teamName: row.team_name,
    status: row.status,
    paymentState,
    name: row.player_name ?? row.team_name,
    email: row.email ?? row.registrant_email ?? '',
    cityId: row.city_id,
    city: row.city_text,
    language,
    price: toMajorUnits(priceMinorOf(row)),
    currency: row.currency ?? row.game_currency,
    promo: promo?.code ?? null,
    promoId: promo?.id ?? null,
    discount: promo ? discountOf(promo) : null,
    amount: toMajorUnits(amountMinorOf(row)),
    paid: toMajorUnits(row.paid_minor),
    amountDue: toMajorUnits(amountDueMinor(row)),
    holdExpiresAt: holding ? isoOrNull(row.hold_expires_at) : null,
    payLaterAllowed: row.status === 'PENDING' && registrationSettings[language].allowPayLater && now < row.starts_at && paymentState !== 'processing',
    cancelReason: row.status === 'CANCELLED' ? row.cancel_reason : null,
    failureReason: paymentState === 'failed' ? (latest?.failure_reason ?? null) : null,
    startsAt: iso(row.starts_at),
    opensAt: iso(row.starts_at - GAME_PAGE_OPENS_MINUTES_BEFORE * 60 * 1000),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
