import type { PartyLanguage } from '@/contract/party-settings';
import type { PromoPackWire, PromoPurchaseWire } from '@/contract/schemas/party';
import type { Pack, Purchase } from '../types';

/** A pack with its price in the page's language (the backend's table; null when it is not sold in that language). */
export function toPack(wire: PromoPackWire, language: PartyLanguage): Pack {
  const price = wire.prices.find((p) => p.language === language);
  return {
    id: wire.id,
    kind: wire.kind,
    name: wire.name,
    description: wire.description,
    entries: wire.entries,
    validityDays: wire.validityDays,
    discountPercent: wire.discountPercent,
    price: price ? { amount: price.amount, currency: price.currency } : null,
  };
}

const toMsOrNull = (iso: string | null) => (iso === null ? null : Date.parse(iso));

export const toPurchase = (wire: PromoPurchaseWire): Purchase => ({
  id: wire.id,
  packId: wire.packId,
  packName: wire.packName,
  kind: wire.kind,
  entries: wire.entries,
  email: wire.email,
  recipientEmail: wire.recipientEmail,
  language: wire.language,
  amount: wire.amount,
  currency: wire.currency,
  status: wire.status,
  paymentState: wire.paymentState,
  failureReason: wire.failureReason,
  payableUntil: toMsOrNull(wire.payableUntil),
  codes: wire.codes.map((c) => ({ code: c.code, expiresAt: Date.parse(c.expiresAt), usageLimit: c.usageLimit, used: c.used })),
});
