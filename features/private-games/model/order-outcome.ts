import type { PrivateOrder } from '../types';

/**
 * The moment the payment widget gave control back, and how. Its callbacks decide nothing about the payment (the
 * provider's webhook does, through the backend); they only tell the screen to ask the backend.
 */
export interface PaymentAttempt {
  returnedAt: number;
  widgetSucceeded: boolean;
  /** The payer closed the widget before paying: back to the payment screen. */
  payerCancelled: boolean;
}

/** The screens after the form (spec section 4, "Registration/payment outcomes", applied to an order). */
export type OrderOutcome =
  /** A big order: no payment, the sales team answers. */
  | { kind: 'requested' }
  | { kind: 'payment' }
  | { kind: 'processing' }
  | { kind: 'pendingConfirmation' }
  | { kind: 'paymentFailed'; reason: string | null }
  | { kind: 'noData' }
  /** The payment window ended unpaid: order again (the draft is kept). */
  | { kind: 'expired' }
  | { kind: 'success'; gameId: number | null };

/** Right after the widget, "payment processing"; still undecided after this long, "waiting for confirmation". */
export const PROCESSING_SCREEN_MS = 10_000;
/** The widget accepted the card but the backend heard nothing yet: the webhook may be a moment behind. */
export const WEBHOOK_GRACE_AFTER_SUCCESS_MS = 15_000;
export const WEBHOOK_GRACE_AFTER_FAIL_MS = 3_000;
/** How often the screen asks the backend while undecided; less often after a couple of minutes. */
const POLL_MS = 2_500;
const SLOW_POLL_AFTER_MS = 120_000;
export const SLOW_POLL_MS = 10_000;

/** Which screen an order shows, from the backend's status and payment state, never from the widget alone. */
export function orderOutcomeOf(order: PrivateOrder, attempt: PaymentAttempt | null, now: number): OrderOutcome {
  if (order.status === 'requested') return { kind: 'requested' };
  if (order.status === 'paid') return { kind: 'success', gameId: order.gameId };
  if (order.status === 'expired') return { kind: 'expired' };
  const since = attempt ? now - attempt.returnedAt : Number.POSITIVE_INFINITY;
  switch (order.paymentState) {
    case 'paid':
    case 'not_required':
      // The order's own status follows in the same transaction: a reply caught in between is confirmed-to-be.
      return { kind: 'processing' };
    case 'processing':
      return since < PROCESSING_SCREEN_MS ? { kind: 'processing' } : { kind: 'pendingConfirmation' };
    case 'failed':
      return { kind: 'paymentFailed', reason: order.failureReason };
    case 'expired':
      return { kind: 'expired' };
    case 'awaiting_payment': {
      if (!attempt || attempt.payerCancelled) return { kind: 'payment' };
      const grace = attempt.widgetSucceeded ? WEBHOOK_GRACE_AFTER_SUCCESS_MS : WEBHOOK_GRACE_AFTER_FAIL_MS;
      return since < grace ? { kind: 'processing' } : { kind: 'noData' };
    }
  }
}

/** Whether the screen should keep asking the backend (the answer can still change by itself). */
export const isUndecided = (outcome: OrderOutcome) => outcome.kind === 'processing' || outcome.kind === 'pendingConfirmation';

export const pollInterval = (attempt: PaymentAttempt | null, now: number) =>
  attempt && now - attempt.returnedAt > SLOW_POLL_AFTER_MS ? SLOW_POLL_MS : POLL_MS;
