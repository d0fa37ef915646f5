import type { Db } from '../db/database';
import { isProcessing, type PaymentRow, type PaymentStore } from '../payments/payment-store';
import { evaluatePromo } from '../promo/promo-rules';
import type { PromoCodesRepo } from '../promo/promo-codes-repo';
import type { Holds } from './holds';
import { paymentDescription } from './payment-description';
import { conflict, fieldError, notFound } from './refusal';
import { PAYMENT_HOLD_MS } from './register';
import type { RegistrationLetters } from './registration-letters';
import type { RegistrationRepo, RegistrationRow } from './registration-repo';
import { amountMinorOf, priceMinorOf } from './registration-wire';
import { requestHash, type Replays } from './replays';

interface Deps {
  repo: RegistrationRepo;
  payments: PaymentStore;
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
 * POST {base}/registrations/{id}/payment (contract/README.md, "Payment intents"): the registration's rules (its
 * hold, its promo code) around the payment store's one-open-intent rule (backend/payments/payment-store.ts). Runs in
 * one IMMEDIATE transaction with the hold's expiry.
 */
export function createPaymentIntents(db: Db, deps: Deps) {
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
    const subject = { kind: 'registration', id: participantId } as const;
    return db
      .transaction((): IntentOutcome => {
        const replayed = deps.replays.replay(scope, key, hash, now);
        const earlier = replayed === null ? undefined : deps.payments.byId(replayed);
        if (earlier) return { kind: 'intent', status: 200, payment: earlier };

        const found = deps.repo.find(participantId);
        if (!found) throw notFound();
        deps.holds.expireInGame(found.game_id, now);
        const row = deps.repo.find(participantId)!;
        if (row.status === 'READY' || row.status === 'PLAYED') throw conflict('already_paid', 'registration.already_paid');
        if (row.status === 'CANCELLED') throw conflict('hold_expired', 'registration.hold_expired');
        if (isProcessing(deps.payments.latest(subject), now)) throw conflict('payment_in_progress', 'registration.payment_in_progress');

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
          deps.payments.supersede(subject, now);
          if (promoId !== null) deps.promo.spend(promoId, participantId, email, now);
          deps.letters.send(participantId, 'registration_confirmed', now);
          return { kind: 'confirmed' };
        }

        const language = row.language ?? 'ru';
        const { status, payment } = deps.payments.open(
          subject,
          {
            amountMinor: due,
            currency: row.currency ?? row.game_currency,
            email,
            accountId: row.registered_by_user_id === null ? email : `user:${row.registered_by_user_id}`,
            description: paymentDescription(language, row.game_name, row.team_name, row.starts_at, deps.zoneOf(row.game_id)),
            expiresAt,
          },
          now,
        );
        deps.replays.remember(scope, key, hash, status, payment.id, participantId, now);
        return { kind: 'intent', status, payment };
      })
      .immediate();
  };
}
