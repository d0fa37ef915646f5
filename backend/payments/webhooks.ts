import { toMinorUnits } from '@/contract/promo-price';
import { paymentWebhookCodes, type PaymentNotification, type PaymentWebhookKind } from '@/contract/schemas/registration';
import type { GameRow } from '../catalogue/games-repo';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { PromoCodesRepo } from '../promo/promo-codes-repo';
import { registrationStateOf } from '../registration/game-view';
import type { Holds } from '../registration/holds';
import type { RegistrationLetters } from '../registration/registration-letters';
import type { PaymentRow, RegistrationRepo } from '../registration/registration-repo';

interface Deps {
  repo: RegistrationRepo;
  promo: PromoCodesRepo;
  holds: Holds;
  letters: RegistrationLetters;
  game: (gameId: number) => GameRow | undefined;
  logger: Logger;
}

const codes = paymentWebhookCodes;

/**
 * The provider's notifications (contract/README.md, "The provider's webhook"), signature already checked.
 * Each (transaction, kind) is handled once, in one IMMEDIATE transaction with what it changes: a notification
 * delivered again gets the first answer and changes nothing, however many times it comes.
 */
export function createPaymentWebhooks(db: Db, deps: Deps) {
  const seen = db.prepare('SELECT code FROM payment_notifications WHERE transaction_id = ? AND kind = ?').pluck();
  const record = db.prepare('INSERT INTO payment_notifications (transaction_id, kind, payment_id, code, received_at) VALUES (?, ?, ?, ?, ?)');
  const setPayment = db.prepare(`UPDATE payments SET status = @status, transaction_id = @transactionId,
      failure_reason = COALESCE(@reason, failure_reason), checked_at = COALESCE(@checkedAt, checked_at),
      refund_due = MAX(refund_due, @refundDue), updated_at = @now WHERE id = @id`);
  const confirm = db.prepare(`UPDATE participants SET status = 'READY', paid_minor = paid_minor + ?, confirmed_at = ?,
      hold_expires_at = NULL, cancel_reason = NULL, updated_at = ? WHERE id = ?`);
  const soldOut = db.prepare("UPDATE participants SET cancel_reason = 'sold_out', updated_at = ? WHERE id = ?");
  const expireOthers = db.prepare(`UPDATE payments SET status = 'expired', updated_at = ?
    WHERE participant_id = ? AND id <> ? AND status IN ('created', 'processing')`);

  const update = (payment: PaymentRow, changes: { status: PaymentRow['status']; transactionId: number; reason?: string | null; checkedAt?: number | null; refundDue?: boolean }, now: number) =>
    setPayment.run({
      id: payment.id,
      status: changes.status,
      transactionId: changes.transactionId,
      reason: changes.reason ?? null,
      checkedAt: changes.checkedAt ?? null,
      refundDue: changes.refundDue ? 1 : 0,
      now,
    });

  /** Check: may the provider charge this invoice now? */
  function check(payment: PaymentRow, n: PaymentNotification, now: number): number {
    const row = deps.repo.find(payment.participant_id)!;
    if (row.status === 'READY' || row.status === 'PLAYED' || payment.status === 'succeeded') return codes.refused;
    if (row.status === 'CANCELLED' || payment.status === 'expired' || payment.expires_at <= now) return codes.expired;
    if (payment.status === 'failed') return codes.refused;
    update(payment, { status: 'processing', transactionId: n.TransactionId, checkedAt: now }, now);
    return codes.ok;
  }

  /** Pay: the provider charged. The registration is confirmed, or the money is marked for refund. */
  function pay(payment: PaymentRow, n: PaymentNotification, now: number): number {
    const row = deps.repo.find(payment.participant_id)!;
    const email = row.email ?? row.registrant_email ?? '';
    if (row.status === 'READY' || row.status === 'PLAYED' || payment.status === 'succeeded') {
      // Charged twice for one place (another attempt was paid first): the money goes back, the place stays one.
      update(payment, { status: 'succeeded', transactionId: n.TransactionId, refundDue: payment.status !== 'succeeded' || payment.transaction_id !== n.TransactionId }, now);
      deps.logger.warn(`payments: invoice ${payment.invoice_id} paid again (transaction ${n.TransactionId}): refund due`);
      return codes.ok;
    }
    if (row.status === 'CANCELLED') {
      // The hold ran out before the money came: the place is the team's again only if one is free.
      const game = deps.game(row.game_id);
      const state = game ? registrationStateOf(game, now) : 'cancelled';
      if (state !== 'open') {
        update(payment, { status: 'succeeded', transactionId: n.TransactionId, refundDue: true }, now);
        soldOut.run(now, row.id);
        deps.logger.warn(`payments: invoice ${payment.invoice_id} paid after its hold ended and the game is ${state}: refund due`);
        return codes.ok;
      }
    }
    update(payment, { status: 'succeeded', transactionId: n.TransactionId }, now);
    expireOthers.run(now, row.id, payment.id);
    confirm.run(payment.amount_minor, now, now, row.id);
    if (row.promo_code_id !== null) deps.promo.spend(row.promo_code_id, row.id, email, now);
    deps.letters.send(row.id, 'registration_confirmed', now);
    return codes.ok;
  }

  /** Fail: declined. The registration keeps its hold; the next attempt is a new intent. */
  function fail(payment: PaymentRow, n: PaymentNotification, now: number): number {
    if (payment.status === 'succeeded') return codes.ok;
    update(payment, { status: 'failed', transactionId: n.TransactionId, reason: n.Reason ?? n.ReasonCode ?? 'Declined' }, now);
    return codes.ok;
  }

  const handlers = { check, pay, fail } as const;

  return function handle(kind: PaymentWebhookKind, n: PaymentNotification, now: number): number {
    return db.transaction((): number => {
      const earlier = seen.get(n.TransactionId, kind) as number | undefined;
      if (earlier !== undefined) return earlier;
      const payment = deps.repo.paymentByInvoice(n.InvoiceId);
      let code: number;
      if (!payment) code = codes.unknownInvoice;
      else if (toMinorUnits(n.Amount) !== payment.amount_minor || n.Currency !== payment.currency) code = codes.wrongAmount;
      else {
        deps.holds.expireInGame(deps.repo.find(payment.participant_id)!.game_id, now);
        code = handlers[kind](deps.repo.payment(payment.id)!, n, now);
      }
      record.run(n.TransactionId, kind, payment?.id ?? null, code, now);
      return code;
    }).immediate();
  };
}

export type PaymentWebhooks = ReturnType<typeof createPaymentWebhooks>;
