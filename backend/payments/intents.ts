import type { Db } from '../db/database';
import { evaluatePromo } from '../promo/promo-rules';
import type { PromoCodesRepo } from '../promo/promo-codes-repo';
import type { Holds } from '../registration/holds';
import { conflict, fieldError, notFound } from '../registration/refusal';
import { PAYMENT_HOLD_MS } from '../registration/register';
import type { RegistrationLetters } from '../registration/registration-letters';
import type { PaymentRow, RegistrationRepo, RegistrationRow } from '../registration/registration-repo';
import { amountMinorOf, isProcessing, priceMinorOf } from '../registration/registration-wire';
import { requestHash, type Replays } from '../registration/replays';
import { paymentDescription } from './payment-description';

interface Deps {
  repo: RegistrationRepo;
  promo: PromoCodesRepo;
  holds: Holds;
  letters: RegistrationLetters;
  replays: Replays;
  /** The zone a game's start is written in (the capital's). */
  zoneOf: (gameId: number) => string;
}

/** A change of the code before paying: absent keeps it, null drops it, a string replaces it. */
export interface PaymentChange {
  promo?: string | null | undefined;
}

export type IntentOutcome =
  | { kind: 'intent'; status: 200 | 201; payment: PaymentRow }
  /** The new code made the price 0: the registration is READY without paying. */
  | { kind: 'confirmed' };

/**
 * POST {base}/registrations/{id}/payment (contract/README.md, "Payment intents"): one open intent per registration.
 * A double click, a retried request or a reload gets the open intent again (same invoice), so the payer is
 * charged once; a new one is made only after a decline. Runs in one IMMEDIATE transaction with the hold's expiry.
 */
export function createPaymentIntents(db: Db, deps: Deps) {
  const insert = db.prepare(`INSERT INTO payments (participant_id, invoice_id, amount_minor, currency, email, account_id,
      description, status, expires_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'created', ?, ?, ?)`);
  const setInvoice = db.prepare('UPDATE payments SET invoice_id = ? WHERE id = ?');
  const supersede = db.prepare("UPDATE payments SET status = 'expired', updated_at = ? WHERE participant_id = ? AND status IN ('created', 'processing')");
  const setPromo = db.prepare('UPDATE participants SET promo_code_id = ?, amount_minor = ?, updated_at = ? WHERE id = ?');
  const confirmFree = db.prepare(`UPDATE participants SET status = 'READY', confirmed_at = ?, hold_expires_at = NULL, updated_at = ?
    WHERE id = ? AND status IN ('PENDING', 'DEFERRED')`);

  /** The code the payment goes with: the registration's (re-checked when DEFERRED), another one, or none. */
  function settlePromo(row: RegistrationRow, change: PaymentChange, email: string, now: number) {
    let promoId = row.promo_code_id;
    let code: string | null = promoId === null ? null : (deps.promo.findById(promoId)?.code ?? null);
    if (change.promo !== undefined) code = change.promo;
    // A PENDING registration's own code is reserved for it; a DEFERRED one's is checked again (spec section 4).
    const recheck = change.promo !== undefined || row.status === 'DEFERRED';
    if (code === null) return { promoId: null, amount: priceMinorOf(row) };
    if (!recheck) return { promoId, amount: amountMinorOf(row) };
    const verdict = evaluatePromo(deps.promo, code, {
      gameId: row.game_id,
      priceMinor: priceMinorOf(row),
      currency: row.currency ?? row.game_currency,
      email,
      participantId: row.id,
      now,
    });
    if (!verdict.ok) throw fieldError('promo', verdict.key);
    promoId = verdict.promo.id;
    return { promoId, amount: verdict.amountMinor };
  }

  return function createIntent(participantId: number, change: PaymentChange, scope: string, key: string | null, now: number): IntentOutcome {
    const hash = requestHash(`payment:${participantId}`, change);
    return db.transaction((): IntentOutcome => {
      const replayed = deps.replays.replay(scope, key, hash, now);
      const earlier = replayed === null ? undefined : deps.repo.payment(replayed);
      if (earlier) return { kind: 'intent', status: 200, payment: earlier };

      const found = deps.repo.find(participantId);
      if (!found) throw notFound();
      deps.holds.expireInGame(found.game_id, now);
      const row = deps.repo.find(participantId)!;
      if (row.status === 'READY' || row.status === 'PLAYED') throw conflict('already_paid', 'registration.already_paid');
      if (row.status === 'CANCELLED') throw conflict('hold_expired', 'registration.hold_expired');
      const latest = deps.repo.latestPayment(participantId);
      if (isProcessing(latest, now)) throw conflict('payment_in_progress', 'registration.payment_in_progress');

      const email = row.email ?? row.registrant_email ?? '';
      const { promoId, amount } = settlePromo(row, change, email, now);
      if (promoId !== row.promo_code_id || amount !== amountMinorOf(row)) {
        setPromo.run(promoId, amount, now, participantId);
        deps.promo.release(participantId);
      }
      const expiresAt = row.status === 'PENDING' && row.hold_expires_at !== null ? row.hold_expires_at : Math.min(now + PAYMENT_HOLD_MS, row.starts_at);
      // The code is reserved while the intent can be paid (a DEFERRED registration reserves it only now).
      if (promoId !== null) deps.promo.hold(promoId, participantId, email, expiresAt, now);

      const due = amount - row.paid_minor;
      if (due <= 0) {
        confirmFree.run(now, now, participantId);
        supersede.run(now, participantId);
        if (promoId !== null) deps.promo.spend(promoId, participantId, email, now);
        deps.letters.send(participantId, 'registration_confirmed', now);
        return { kind: 'confirmed' };
      }

      if (latest?.status === 'created' && latest.amount_minor === due && latest.expires_at > now) {
        deps.replays.remember(scope, key, hash, 200, latest.id, participantId, now);
        return { kind: 'intent', status: 200, payment: latest };
      }
      supersede.run(now, participantId);
      const language = row.language ?? 'ru';
      const description = paymentDescription(language, row.game_name, row.team_name, row.starts_at, deps.zoneOf(row.game_id));
      const accountId = row.registered_by_user_id === null ? email : `user:${row.registered_by_user_id}`;
      const currency = row.currency ?? row.game_currency;
      const provisional = `reg-${participantId}-new-${now}-${Math.random()}`;
      const paymentId = Number(insert.run(participantId, provisional, due, currency, email, accountId, description, expiresAt, now, now).lastInsertRowid);
      setInvoice.run(`reg-${participantId}-${paymentId}`, paymentId);
      deps.replays.remember(scope, key, hash, 201, paymentId, participantId, now);
      return { kind: 'intent', status: 201, payment: deps.repo.payment(paymentId)! };
    }).immediate();
  };
}

export type PaymentIntents = ReturnType<typeof createPaymentIntents>;
