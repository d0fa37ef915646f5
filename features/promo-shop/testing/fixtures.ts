import type { PartyIntentWire, PromoPackWire, PromoPurchaseWire } from '@/contract/schemas/party';

/** The seed's packs as GET {party}/packs answers them in English (backend/seed/seed-party.ts). */
export const packsWire: PromoPackWire[] = [
  {
    id: 1,
    kind: 'single',
    name: 'One entry',
    description: 'A code for one game.',
    entries: 1,
    validityDays: 180,
    discountPercent: 0,
    prices: [
      { language: 'ru', amount: 899, currency: 'RUB' },
      { language: 'en', amount: 10, currency: 'USD' },
      { language: 'fr', amount: 899, currency: 'RUB' },
    ],
  },
  {
    id: 2,
    kind: 'pack',
    name: 'Pack of 5',
    description: 'Five codes at a discount.',
    entries: 5,
    validityDays: 365,
    discountPercent: 11,
    prices: [
      { language: 'ru', amount: 3990, currency: 'RUB' },
      { language: 'en', amount: 45, currency: 'USD' },
    ],
  },
  {
    id: 4,
    kind: 'gift',
    name: 'Gift card',
    description: 'Two entries for someone else.',
    entries: 2,
    validityDays: 365,
    discountPercent: 0,
    prices: [{ language: 'en', amount: 20, currency: 'USD' }],
  },
];

export const purchaseWire = (over: Partial<PromoPurchaseWire> = {}): PromoPurchaseWire => ({
  id: 31,
  packId: 2,
  packName: 'Pack of 5',
  kind: 'pack',
  entries: 5,
  email: 'buyer@example.com',
  recipientEmail: null,
  recipientName: null,
  message: null,
  language: 'en',
  amount: 45,
  currency: 'USD',
  status: 'awaiting_payment',
  paymentState: 'awaiting_payment',
  failureReason: null,
  payableUntil: '2026-11-26T12:00:00+00:00',
  codes: [],
  createdAt: '2026-11-26T11:00:00+00:00',
  paidAt: null,
  ...over,
});

export const paidWire = (over: Partial<PromoPurchaseWire> = {}) =>
  purchaseWire({
    status: 'paid',
    paymentState: 'paid',
    payableUntil: null,
    paidAt: '2026-11-26T11:05:00+00:00',
    codes: ['7K2M-9QXD-4HT1-ZR8P', 'B3NV-6WJC-0PEA-YM5S'].map((code) => ({ code, expiresAt: '2027-11-26T11:05:00+00:00', usageLimit: 1, used: 0 })),
    ...over,
  });

export const intentWire = (purchase: PromoPurchaseWire): PartyIntentWire => ({
  paymentId: 90,
  publicId: 'pk_test',
  description: `Quiz: ${purchase.packName}`,
  amount: purchase.amount,
  currency: purchase.currency,
  invoiceId: `pack-${purchase.id}-90`,
  accountId: purchase.email,
  email: purchase.email,
  expiresAt: '2026-11-26T11:15:00+00:00',
  data: { paymentId: 90, purchaseId: purchase.id },
});
