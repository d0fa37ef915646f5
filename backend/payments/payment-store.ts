import type { Statement } from 'better-sqlite3';
import type { PaymentState } from '@/contract/schemas/registration';
import type { Db } from '../db/database';

/** What a payment pays for: a game registration, a private game's order, or a promo-code pack's purchase. */
export type PaymentSubjectKind = 'registration' | 'order' | 'purchase';
export interface PaymentSubject {
  kind: PaymentSubjectKind;
  id: number;
}

export type PaymentStatus = 'created' | 'processing' | 'succeeded' | 'failed' | 'expired';

export interface PaymentRow {
  id: number;
  participant_id: number | null;
  private_order_id: number | null;
  promo_purchase_id: number | null;
  invoice_id: string;
  amount_minor: number;
  currency: string;
  email: string;
  account_id: string;
  description: string;
  status: PaymentStatus;
  transaction_id: number | null;
  failure_reason: string | null;
  refund_due: 0 | 1;
  expires_at: number;
  checked_at: number | null;
  created_at: number;
  updated_at: number;
}

/** The column that names the subject, and the invoice's prefix (`reg-12-34`: registration 12, attempt 34). */
const subjectColumns = { registration: 'participant_id', order: 'private_order_id', purchase: 'promo_purchase_id' } as const;
const invoicePrefixes = { registration: 'reg', order: 'party', purchase: 'pack' } as const;

export function subjectOf(payment: PaymentRow): PaymentSubject {
  if (payment.participant_id !== null) return { kind: 'registration', id: payment.participant_id };
  if (payment.private_order_id !== null) return { kind: 'order', id: payment.private_order_id };
  return { kind: 'purchase', id: payment.promo_purchase_id! };
}

/** A processing payment (the provider checked it and has not decided) blocks a new attempt this long. */
const PROCESSING_BLOCK_MS = 5 * 60 * 1000;

/** A payment the provider is still deciding about, recent enough to block a second attempt. */
export const isProcessing = (payment: PaymentRow | undefined, now: number) =>
  payment?.status === 'processing' && (payment.checked_at ?? payment.created_at) > now - PROCESSING_BLOCK_MS;

/**
 * The payment state of something still waiting for its money (contract: `paymentState`), from its latest attempt:
 * the provider deciding, the last attempt declined, or nothing being charged.
 */
export function unsettledPaymentState(latest: PaymentRow | undefined, now: number): Extract<PaymentState, 'processing' | 'failed' | 'awaiting_payment'> {
  if (isProcessing(latest, now)) return 'processing';
  return latest?.status === 'failed' ? 'failed' : 'awaiting_payment';
}

/** What a new attempt charges and shows the payer. */
export interface IntentDraft {
  amountMinor: number;
  currency: string;
  email: string;
  accountId: string;
  description: string;
  /** The provider must charge before this instant; its Check is refused later. */
  expiresAt: number;
}

/**
 * The payment attempts (intents) of every subject, one table and one rule: while the latest attempt is open
 * (`created`, same amount, not expired) it is the attempt again, so a double click, a retried request or a reload
 * never makes a second invoice; otherwise open attempts are superseded and a new one is made. Callers run these
 * inside their own IMMEDIATE transaction.
 */
export function createPaymentStore(db: Db) {
  const byId = db.prepare('SELECT * FROM payments WHERE id = ?');
  const byInvoice = db.prepare('SELECT * FROM payments WHERE invoice_id = ?');
  const latestOf = Object.fromEntries(
    Object.entries(subjectColumns).map(([kind, column]) => [kind, db.prepare(`SELECT * FROM payments WHERE ${column} = ? ORDER BY id DESC LIMIT 1`)]),
  ) as Record<PaymentSubjectKind, Statement>;
  const supersedeOf = Object.fromEntries(
    Object.entries(subjectColumns).map(([kind, column]) => [
      kind,
      db.prepare(`UPDATE payments SET status = 'expired', updated_at = ? WHERE ${column} = ? AND id <> ? AND status IN ('created', 'processing')`),
    ]),
  ) as Record<PaymentSubjectKind, Statement>;
  const dropCreatedOf = Object.fromEntries(
    Object.entries(subjectColumns).map(([kind, column]) => [
      kind,
      db.prepare(`UPDATE payments SET status = 'expired', updated_at = ? WHERE ${column} = ? AND status = 'created'`),
    ]),
  ) as Record<PaymentSubjectKind, Statement>;
  const insert = db.prepare(`INSERT INTO payments (participant_id, private_order_id, promo_purchase_id, invoice_id, amount_minor, currency,
      email, account_id, description, status, expires_at, created_at, updated_at)
    VALUES (@participant, @order, @purchase, @invoice, @amount, @currency, @email, @account, @description, 'created', @expiresAt, @now, @now)`);
  const setInvoice = db.prepare('UPDATE payments SET invoice_id = ? WHERE id = ?');
  const setPayment = db.prepare(`UPDATE payments SET status = @status, transaction_id = @transactionId,
      failure_reason = COALESCE(@reason, failure_reason), checked_at = COALESCE(@checkedAt, checked_at),
      refund_due = MAX(refund_due, @refundDue), updated_at = @now WHERE id = @id`);

  const store = {
    byId: (id: number) => byId.get(id) as PaymentRow | undefined,
    byInvoice: (invoiceId: string) => byInvoice.get(invoiceId) as PaymentRow | undefined,
    latest: (subject: PaymentSubject) => latestOf[subject.kind].get(subject.id) as PaymentRow | undefined,

    /** Every open attempt of the subject but `except` is void (a newer one, the subject paid, or expired). */
    supersede: (subject: PaymentSubject, now: number, except = 0) => void supersedeOf[subject.kind].run(now, subject.id, except),
    /** Attempts the widget has not been answered for are dropped (the subject stopped waiting for money now). */
    dropCreated: (subject: PaymentSubject, now: number) => void dropCreatedOf[subject.kind].run(now, subject.id),

    /** The open attempt again (200), or a new one (201) after superseding the others. */
    open(subject: PaymentSubject, draft: IntentDraft, now: number): { status: 200 | 201; payment: PaymentRow } {
      const latest = store.latest(subject);
      if (latest?.status === 'created' && latest.amount_minor === draft.amountMinor && latest.expires_at > now) return { status: 200, payment: latest };
      store.supersede(subject, now);
      const prefix = invoicePrefixes[subject.kind];
      const id = Number(
        insert.run({
          participant: subject.kind === 'registration' ? subject.id : null,
          order: subject.kind === 'order' ? subject.id : null,
          purchase: subject.kind === 'purchase' ? subject.id : null,
          // Unique until the row's id is known.
          invoice: `${prefix}-${subject.id}-new-${now}-${Math.random()}`,
          amount: draft.amountMinor,
          currency: draft.currency,
          email: draft.email,
          account: draft.accountId,
          description: draft.description,
          expiresAt: draft.expiresAt,
          now,
        }).lastInsertRowid,
      );
      setInvoice.run(`${prefix}-${subject.id}-${id}`, id);
      return { status: 201, payment: store.byId(id)! };
    },

    /** What a notification changes on the attempt (its status, the provider's transaction, a reason, a refund). */
    update(
      payment: PaymentRow,
      changes: { status: PaymentStatus; transactionId: number; reason?: string | null; checkedAt?: number | null; refundDue?: boolean },
      now: number,
    ) {
      setPayment.run({
        id: payment.id,
        status: changes.status,
        transactionId: changes.transactionId,
        reason: changes.reason ?? null,
        checkedAt: changes.checkedAt ?? null,
        refundDue: changes.refundDue ? 1 : 0,
        now,
      });
    },
  };
  return store;
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;
