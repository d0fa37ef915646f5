import { paymentWebhookCodes } from '@/contract/schemas/registration';
import type { GameRow } from '../catalogue/games-repo';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { PaymentRow } from '../payments/payment-store';
import type { PaymentSubjectHandler } from '../payments/webhooks';
import type { PromoCodesRepo } from '../promo/promo-codes-repo';
import { registrationStateOf } from './game-view';
import type { Holds } from './holds';
import type { RegistrationLetters } from './registration-letters';
import type { RegistrationRepo } from './registration-repo';

interface Deps {
  repo: RegistrationRepo;
  promo: PromoCodesRepo;
  holds: Holds;
  letters: RegistrationLetters;
  game: (gameId: number) => GameRow | undefined;
  logger: Logger;
}

/**
 * What the provider's notifications do to a registration (contract/README.md, "The provider's webhook"): a Check is
 * refused once the registration is paid or its hold has run out; a Pay confirms it (READY, the promo spent, the
 * letter), re-taking a place for a hold that expired meanwhile when one is free, else the money is refunded.
 */
export function createRegistrationSettlement(db: Db, deps: Deps): PaymentSubjectHandler {
  const confirm = db.prepare(`UPDATE participants SET status = 'READY', paid_minor = paid_minor + ?, confirmed_at = ?,
      hold_expires_at = NULL, cancel_reason = NULL, updated_at = ? WHERE id = ?`);
  const soldOut = db.prepare("UPDATE participants SET cancel_reason = 'sold_out', updated_at = ? WHERE id = ?");
  const registrationOf = (payment: PaymentRow) => deps.repo.find(payment.participant_id!)!;

  return {
    prepare: (payment, now) => void deps.holds.expireInGame(registrationOf(payment).game_id, now),

    check(payment) {
      const row = registrationOf(payment);
      if (row.status === 'READY' || row.status === 'PLAYED') return paymentWebhookCodes.refused;
      if (row.status === 'CANCELLED') return paymentWebhookCodes.expired;
      return paymentWebhookCodes.ok;
    },

    paid(payment, now) {
      const row = registrationOf(payment);
      if (row.status === 'READY' || row.status === 'PLAYED') return 'duplicate';
      if (row.status === 'CANCELLED') {
        // The hold ran out before the money came: the place is the team's again only if one is free.
        const game = deps.game(row.game_id);
        const state = game ? registrationStateOf(game, now) : 'cancelled';
        if (state !== 'open') {
          soldOut.run(now, row.id);
          deps.logger.warn(`payments: invoice ${payment.invoice_id} paid after its hold ended and the game is ${state}`);
          return 'refund';
        }
      }
      confirm.run(payment.amount_minor, now, now, row.id);
      const email = row.email ?? row.registrant_email ?? '';
      if (row.promo_code_id !== null) deps.promo.spend(row.promo_code_id, row.id, email, now);
      deps.letters.send(row.id, 'registration_confirmed', now);
      return 'settled';
    },
  };
}
