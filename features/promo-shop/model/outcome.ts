import type { Purchase } from '../types';

/**
 * The moment the payment widget gave control back, and how. Its callbacks decide nothing (the backend does, from the
 * provider's webhook); they only tell the screen to go and ask.
 */
export interface PaymentAttempt {
  returnedAt: number;
  /** The widget said the card was accepted (confirmation follows by webhook). */
  widgetSucceeded: boolean;
  /** The payer closed the widget before paying. */
  payerCancelled: boolean;
}

/** The screens of a purchase once it exists (the form is the screen before it). */
export type Outcome =
  /** Codes made by the webhook: shown and mailed. */
  | { kind: 'paid' }
  /** Not paid yet and nothing under way: the pay button. */
  | { kind: 'payment' }
  /** The payer closed the widget: nothing was charged. */
  | { kind: 'cancelled' }
  /** The provider or its webhook is still to answer. */
  | { kind: 'waiting' }
  /** The card was declined (the provider's Fail): try again, or change the order. */
  | { kind: 'declined'; reason: string | null }
  /** The widget returned and the backend heard nothing within the grace. */
  | { kind: 'noData' }
  /** The payment window ran out unpaid: buy again. */
  | { kind: 'expired' };

/** The widget accepted the card: the webhook may be a moment behind; wait this long before "no data". */
export const WEBHOOK_GRACE_AFTER_SUCCESS_MS = 15_000;
/** After a refusal or a timeout of the widget: a short wait for the provider's Fail notification. */
export const WEBHOOK_GRACE_AFTER_FAIL_MS = 3_000;
/** How often the screen asks while a payment is undecided (as registration: every 2.5 s, 10 s after two minutes). */
const POLL_MS = 2_500;
const SLOW_POLL_AFTER_MS = 120_000;
const SLOW_POLL_MS = 10_000;

/** Which screen a purchase shows, from the backend's status and payment state, never from the widget alone. */
export function outcomeOf(purchase: Purchase, attempt: PaymentAttempt | null, now: number): Outcome {
  if (purchase.status === 'paid') return { kind: 'paid' };
  if (purchase.status === 'expired') return { kind: 'expired' };
  switch (purchase.paymentState) {
    case 'paid':
    case 'not_required':
    case 'processing':
      return { kind: 'waiting' };
    case 'failed':
      return { kind: 'declined', reason: purchase.failureReason };
    case 'expired':
      return { kind: 'expired' };
    case 'awaiting_payment': {
      if (!attempt) return { kind: 'payment' };
      if (attempt.payerCancelled) return { kind: 'cancelled' };
      const grace = attempt.widgetSucceeded ? WEBHOOK_GRACE_AFTER_SUCCESS_MS : WEBHOOK_GRACE_AFTER_FAIL_MS;
      return now - attempt.returnedAt < grace ? { kind: 'waiting' } : { kind: 'noData' };
    }
  }
}

/** Whether the screen should keep asking the backend (its answer can still change by itself). */
export const isUndecided = (outcome: Outcome) => outcome.kind === 'waiting';

export const pollInterval = (attempt: PaymentAttempt | null, now: number) =>
  attempt && now - attempt.returnedAt > SLOW_POLL_AFTER_MS ? SLOW_POLL_MS : POLL_MS;
