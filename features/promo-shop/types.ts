import type { PartyLanguage } from '@/contract/party-settings';
import type { PaymentState } from '@/contract/schemas/registration';
import type { PromoPackKind } from '@/contract/schemas/party';

/** A pack on sale as the page shows it: its price in the page's language only (null: not sold in it). */
export interface Pack {
  id: number;
  kind: PromoPackKind;
  name: string;
  description: string;
  entries: number;
  validityDays: number;
  discountPercent: number;
  price: { amount: number; currency: string } | null;
}

export interface PurchasedCode {
  code: string;
  expiresAt: number;
  usageLimit: number;
  used: number;
}

/** A purchase as its screens read it (instants as epoch milliseconds). */
export interface Purchase {
  id: number;
  packId: number;
  packName: string;
  kind: PromoPackKind;
  entries: number;
  email: string;
  recipientEmail: string | null;
  language: PartyLanguage;
  amount: number;
  currency: string;
  status: 'awaiting_payment' | 'paid' | 'expired';
  paymentState: PaymentState;
  failureReason: string | null;
  payableUntil: number | null;
  codes: PurchasedCode[];
}

/** How the browser reaches a purchase: the buyer's session, or a guest purchase's access token (kept in storage). */
export interface PurchaseRef {
  id: number;
  accessToken: string | null;
}
