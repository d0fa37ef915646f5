import type { CancelReason, Registration } from '../types';

/**
 * The moment the payment widget gave control back, and how: its callbacks decide nothing about the payment (the
 * backend does, from the provider's webhook); they only tell the screen to go and ask the backend.
 */
export interface PaymentAttempt {
  returnedAt: number;
  /** The widget said the card was accepted (confirmation follows by webhook). */
  widgetSucceeded: boolean;
  /** The payer closed the widget before paying: back to the payment step, nothing to report. */
  payerCancelled: boolean;
}

/** The screens after the steps (spec section 4, "Registration/payment outcomes", and section 8). */
export type Outcome =
  | { kind: 'success' }
  | { kind: 'payment' }
  | { kind: 'processing' }
  | { kind: 'pendingConfirmation' }
  | { kind: 'paymentFailed'; reason: string | null }
  | { kind: 'noData' }
  | { kind: 'declined'; reason: CancelReason | null };

/** Right after the widget, "payment processing"; still undecided after this long, "pending confirmation". */
export const PROCESSING_SCREEN_MS = 10_000;
/**
 * The widget accepted the card but the backend has heard nothing yet: the webhook may be a moment behind, so the
 * screen waits this long (polling) before it says that no data came from the payment system.
 */
export const WEBHOOK_GRACE_AFTER_SUCCESS_MS = 15_000;
/** After a refusal or a timeout of the widget: a short wait for the provider's Fail notification. */
export const WEBHOOK_GRACE_AFTER_FAIL_MS = 3_000;

/** How often the screen asks the backend while a payment is undecided (contract: every 2-3 s). */
const POLL_MS = 2_500;
/** After a couple of minutes of waiting the screen asks less often. */
const SLOW_POLL_AFTER_MS = 120_000;
const SLOW_POLL_MS = 10_000;

/**
 * Which screen a registration shows, from the backend's status and payment state (contract/README.md, table
 * "paymentState and the outcome screens"), never from the widget's callback alone.
 */
export function outcomeOf(registration: Registration, attempt: PaymentAttempt | null, now: number): Outcome {
  if (registration.status === 'READY' || registration.status === 'PLAYED') return { kind: 'success' };
  if (registration.status === 'CANCELLED') return { kind: 'declined', reason: registration.cancelReason };
  const since = attempt ? now - attempt.returnedAt : Number.POSITIVE_INFINITY;
  switch (registration.paymentState) {
    case 'paid':
    case 'not_required':
      // READY follows in the same transaction; a reply caught in between is treated as confirmed-to-be.
      return { kind: 'processing' };
    case 'processing':
      return since < PROCESSING_SCREEN_MS ? { kind: 'processing' } : { kind: 'pendingConfirmation' };
    case 'failed':
      return { kind: 'paymentFailed', reason: registration.failureReason };
    case 'expired':
      return { kind: 'declined', reason: registration.cancelReason };
    case 'awaiting_payment': {
      if (!attempt || attempt.payerCancelled) return { kind: 'payment' };
      const grace = attempt.widgetSucceeded ? WEBHOOK_GRACE_AFTER_SUCCESS_MS : WEBHOOK_GRACE_AFTER_FAIL_MS;
      return since < grace ? { kind: 'processing' } : { kind: 'noData' };
    }
  }
}

/**
 * Whether the registration's screen can change with no action of the visitor: the provider is deciding, or the
 * widget has given control back and the backend's answer (or the wait for it) is still to come.
 */
export const mayChangeByItself = (registration: Registration, attempt: PaymentAttempt | null) =>
  (registration.status === 'PENDING' || registration.status === 'DEFERRED') &&
  (registration.paymentState === 'processing' || (registration.paymentState === 'awaiting_payment' && attempt !== null && !attempt.payerCancelled));

/** The widget's return as the flow keeps it: now. */
export const attemptReturned = (result: Omit<PaymentAttempt, 'returnedAt'>): PaymentAttempt => ({ returnedAt: Date.now(), ...result });

/** Whether the screen should keep asking the backend (the answer can still change by itself). */
export const isUndecided = (outcome: Outcome) => outcome.kind === 'processing' || outcome.kind === 'pendingConfirmation';

/** The polling interval while a payment is undecided: 2.5 s, then 10 s after two minutes. */
export const pollInterval = (attempt: PaymentAttempt | null, now: number) =>
  attempt && now - attempt.returnedAt > SLOW_POLL_AFTER_MS ? SLOW_POLL_MS : POLL_MS;
