import { z } from 'zod/mini';
import { partyLanguages } from '@/contract/party-settings';
import type { OrderValues } from './order-form-schema';
import type { PaymentAttempt } from './order-outcome';

/*
 * The order's draft in localStorage: what was typed, the order made from it and the last return of the payment
 * widget. A reload, a failed payment or an expired order never lose the form; a reload during the payment comes
 * back to the same order's screen. Dropped after a week; anything of another shape counts as no draft.
 */

export const ORDER_DRAFT_KEY = 'quiz.private-order.draft';
export const ORDER_DRAFT_TTL_MS = 7 * 24 * 60 * 60_000;

export interface OrderDraft {
  values: OrderValues;
  orderId: number | null;
  attempt: PaymentAttempt | null;
}

const text = z.string().check(z.maxLength(3000));
const storedSchema = z.object({
  version: z.literal(1),
  savedAt: z.number(),
  draft: z.object({
    values: z.object({
      formatId: text,
      language: z.enum(partyLanguages),
      date: text,
      time: text,
      timeZone: text,
      teams: text,
      contactName: text,
      email: text,
      phone: text,
      comment: text,
      consent: z.boolean(),
    }),
    orderId: z.nullable(z.int()),
    attempt: z.nullable(z.object({ returnedAt: z.number(), widgetSucceeded: z.boolean(), payerCancelled: z.boolean() })),
  }),
});

export function readOrderDraft(storage: Storage | null, now: number): OrderDraft | null {
  if (!storage) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(ORDER_DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  const parsed = storedSchema.safeParse(raw);
  if (!parsed.success || now - parsed.data.savedAt > ORDER_DRAFT_TTL_MS) return null;
  return parsed.data.draft;
}

export function writeOrderDraft(storage: Storage | null, draft: OrderDraft, now: number) {
  try {
    storage?.setItem(ORDER_DRAFT_KEY, JSON.stringify({ version: 1, savedAt: now, draft }));
  } catch {
    // A full or blocked storage: the form still works, only a reload would lose it.
  }
}
