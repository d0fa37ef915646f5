import { toMinorUnits } from '@/contract/promo-price';
import { paymentWebhookCodes, type PaymentNotification, type PaymentWebhookKind } from '@/contract/schemas/registration';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import { subjectOf, type PaymentRow, type PaymentStore, type PaymentSubjectKind } from './payment-store';

const codes = paymentWebhookCodes;

/**
 * What one kind of subject (a registration, an order, a purchase) decides when the provider writes about one of its
 * payment attempts. Called inside the notification's transaction; the attempt's own bookkeeping is done here.
 */
export interface PaymentSubjectHandler {
  /** Before anything is decided: expiry that is applied lazily (a registration's hold). */
  prepare?(payment: PaymentRow, now: number): void;
  /**
   * Check: may the provider charge now, as far as the subject goes? `ok`, or `refused` (already paid, cannot be
   * accepted) or `expired` (the subject stopped waiting for money). The attempt's own state is checked after.
   */
  check(payment: PaymentRow, now: number): number;
  /**
   * Pay: the money arrived for this attempt. `settled`: the subject is paid now (its effects, letters included,
   * happen here); `duplicate`: it was paid already (by another attempt); `refund`: it can no longer be given.
   */
  paid(payment: PaymentRow, now: number): 'settled' | 'duplicate' | 'refund';
}

export type PaymentSubjectHandlers = Partial<Record<PaymentSubjectKind, PaymentSubjectHandler>>;

/**
 * The provider's notifications (contract/README.md, "The provider's webhook"), signature already checked: one
 * endpoint for everything that is paid through the widget. Each (transaction, kind) is handled once, in one
 * IMMEDIATE transaction with what it changes: a notification delivered again gets the first answer and changes
 * nothing, however many times it comes. The invoice says which attempt, and so which subject, it is about.
 */
export function createPaymentWebhooks(db: Db, deps: { store: PaymentStore; handlers: PaymentSubjectHandlers; logger: Logger }) {
  const { store } = deps;
  const seen = db.prepare('SELECT code FROM payment_notifications WHERE transaction_id = ? AND kind = ?').pluck();
  const record = db.prepare('INSERT INTO payment_notifications (transaction_id, kind, payment_id, code, received_at) VALUES (?, ?, ?, ?, ?)');

  /** Check: may the provider charge this invoice now? */
  function check(handler: PaymentSubjectHandler, payment: PaymentRow, n: PaymentNotification, now: number): number {
    if (payment.status === 'succeeded') return codes.refused;
    const subject = handler.check(payment, now);
    if (subject !== codes.ok) return subject;
    if (payment.status === 'expired' || payment.expires_at <= now) return codes.expired;
    if (payment.status === 'failed') return codes.refused;
    store.update(payment, { status: 'processing', transactionId: n.TransactionId, checkedAt: now }, now);
    return codes.ok;
  }

  /** Pay: the provider charged. The subject is settled, or the money is marked for refund. */
  function pay(handler: PaymentSubjectHandler, payment: PaymentRow, n: PaymentNotification, now: number): number {
    if (payment.status === 'succeeded') {
      // The same invoice charged by another transaction: the money goes back.
      const again = payment.transaction_id !== n.TransactionId;
      store.update(payment, { status: 'succeeded', transactionId: n.TransactionId, refundDue: again }, now);
      if (again) deps.logger.warn(`payments: invoice ${payment.invoice_id} paid again (transaction ${n.TransactionId}): refund due`);
      return codes.ok;
    }
    const outcome = handler.paid(payment, now);
    if (outcome === 'settled') {
      store.update(payment, { status: 'succeeded', transactionId: n.TransactionId }, now);
      store.supersede(subjectOf(payment), now, payment.id);
      return codes.ok;
    }
    // Charged for something already paid (another attempt went first) or no longer there to give.
    store.update(payment, { status: 'succeeded', transactionId: n.TransactionId, refundDue: true }, now);
    deps.logger.warn(
      `payments: invoice ${payment.invoice_id} paid (transaction ${n.TransactionId}) but ${outcome === 'duplicate' ? 'already settled' : 'it cannot be given'}: refund due`,
    );
    return codes.ok;
  }

  /** Fail: declined. The subject keeps waiting; the next attempt is a new intent. */
  function fail(payment: PaymentRow, n: PaymentNotification, now: number): number {
    if (payment.status === 'succeeded') return codes.ok;
    store.update(payment, { status: 'failed', transactionId: n.TransactionId, reason: n.Reason ?? n.ReasonCode ?? 'Declined' }, now);
    return codes.ok;
  }

  function decide(kind: PaymentWebhookKind, payment: PaymentRow | undefined, n: PaymentNotification, now: number): number {
    if (!payment) return codes.unknownInvoice;
    if (toMinorUnits(n.Amount) !== payment.amount_minor || n.Currency !== payment.currency) return codes.wrongAmount;
    const handler = deps.handlers[subjectOf(payment).kind];
    if (!handler) {
      deps.logger.error(`payments: no handler for invoice ${payment.invoice_id}`);
      return codes.unknownInvoice;
    }
    handler.prepare?.(payment, now);
    const current = store.byId(payment.id)!;
    if (kind === 'check') return check(handler, current, n, now);
    if (kind === 'pay') return pay(handler, current, n, now);
    return fail(current, n, now);
  }

  return function handle(kind: PaymentWebhookKind, n: PaymentNotification, now: number): number {
    return db
      .transaction((): number => {
        const earlier = seen.get(n.TransactionId, kind) as number | undefined;
        if (earlier !== undefined) return earlier;
        const payment = store.byInvoice(n.InvoiceId);
        const code = decide(kind, payment, n, now);
        record.run(n.TransactionId, kind, payment?.id ?? null, code, now);
        return code;
      })
      .immediate();
  };
}
