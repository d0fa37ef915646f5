import { toMajorUnits } from '@/contract/promo-price';
import type { Db } from '../db/database';
import type { Outbox } from '../mail/outbox';
import { registrationLetter, type RegistrationLetterKind } from '../mail/registration-letters';
import { amountDueMinor } from './registration-wire';
import type { RegistrationRepo } from './registration-repo';

/**
 * Letters about a registration, each at most once per registration and kind (a webhook delivered twice, a sweep run
 * twice: one letter). Called inside the transaction that changed the registration, so the letter and the change
 * commit together.
 */
export function createRegistrationLetters(db: Db, deps: { repo: RegistrationRepo; outbox: Outbox; webOrigin: string }) {
  const claim = db.prepare('INSERT OR IGNORE INTO registration_letters (participant_id, kind, sent_at) VALUES (?, ?, ?)');
  const capitalZone = db.prepare('SELECT c.capital_timezone FROM games g JOIN cities c ON c.id = g.city_id WHERE g.id = ?').pluck();

  return {
    /** Sends the letter unless this registration already got one of this kind; false when nothing was sent. */
    send(participantId: number, kind: RegistrationLetterKind, now: number): boolean {
      const row = deps.repo.find(participantId);
      const to = row?.email ?? row?.registrant_email;
      if (!row || !to || row.status === 'CANCELLED' || row.status === 'PLAYED') return false;
      if (claim.run(participantId, kind, now).changes === 0) return false;
      deps.outbox.send(
        registrationLetter({
          kind,
          locale: row.language ?? 'ru',
          webOrigin: deps.webOrigin,
          to,
          name: row.player_name ?? row.team_name,
          participantId,
          gameId: row.game_id,
          gameName: row.game_name,
          teamName: row.team_name,
          startsAt: row.starts_at,
          timeZone: (capitalZone.get(row.game_id) as string | undefined) ?? 'Europe/Moscow',
          status: row.status,
          currency: row.currency ?? row.game_currency,
          amountDue: toMajorUnits(amountDueMinor(row)),
          paid: toMajorUnits(row.paid_minor),
          holdExpiresAt: row.hold_expires_at,
          guest: row.registered_by_user_id === null,
        }),
      );
      return true;
    },
  };
}

export type RegistrationLetters = ReturnType<typeof createRegistrationLetters>;
