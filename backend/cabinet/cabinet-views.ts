import { toMajorUnits } from '@/contract/promo-price';
import { GAME_PAGE_OPENS_MINUTES_BEFORE } from '@/contract/registration-settings';
import type { CabinetRegistrationWire, MyPurchasesReply, MyRegistrationsReply } from '@/contract/schemas/cabinet';
import { deriveGameStatus, type GameTiming } from '../catalogue/game-status';
import { createRating } from '../game/rating';
import { iso, isoOrNull } from '../game/wire-time';
import type { Locale } from '../i18n/locale';
import { paymentsFor } from '../payments/payments-module';
import { registrationFor } from '../registration/registration-module';
import { amountDueMinor, amountMinorOf, paymentStateOf } from '../registration/registration-wire';
import type { Services } from '../services';
import type { UserRow } from '../users/users-repo';

interface MineRow extends GameTiming {
  id: number;
  game_id: number;
  city_name: string | null;
}

/** Live first, then upcoming (soonest first), then past (latest first); ties by id. */
const rank = (item: CabinetRegistrationWire) => (item.isLive ? 0 : item.isFinished ? 2 : 1);
const byCabinetOrder = (a: CabinetRegistrationWire, b: CabinetRegistrationWire) => {
  const ra = rank(a);
  const diff = ra - rank(b);
  if (diff !== 0) return diff;
  const time = Date.parse(a.startsAt) - Date.parse(b.startsAt);
  return (ra === 2 ? -time : time) || a.id - b.id;
};

/**
 * The player's cabinet (contract/README.md, "The player's cabinet"): every registration of the player's teams with
 * its payment and, once the game is over, the team's result; and what the account bought.
 */
interface OwnedCodeRow {
  code: string;
  discount_type: 'percent' | 'fixed';
  discount_value: number;
  currency: string | null;
  usage_limit: number | null;
  expires_at: number | null;
  game_name: string | null;
  used: number;
}

export function createCabinetViews(services: Services) {
  const { db, now } = services;
  const registration = registrationFor(services);
  const payments = paymentsFor(services);
  const rating = createRating(db);
  // City names in the request's language, the catalogue's rule (a city without a translation keeps its own name).
  const mine = db.prepare(`SELECT DISTINCT p.id, p.game_id, g.starts_at, g.registration_at, g.registration_allowed,
      g.started_at, g.finished_at, g.cancelled_at, COALESCE(n.name, c.name) AS city_name
    FROM participants p JOIN team_members m ON m.team_id = p.team_id JOIN games g ON g.id = p.game_id
    LEFT JOIN cities c ON c.id = g.city_id LEFT JOIN city_names n ON n.city_id = c.id AND n.locale = ?
    WHERE m.user_id = ?`);
  const paid = db.prepare(`SELECT p.id FROM participants p JOIN games g ON g.id = p.game_id
    WHERE p.registered_by_user_id = ? AND p.paid_minor > 0 AND p.status IN ('READY', 'PLAYED')
    ORDER BY COALESCE(p.confirmed_at, p.updated_at) DESC, p.id DESC`);
  // Codes of the promo-code packs the account bought and paid for (a gift's too: the buyer keeps the list).
  const ownedCodes = db.prepare(`SELECT c.code, c.discount_type, c.discount_value, c.currency, c.usage_limit, c.expires_at,
      g.name AS game_name, (SELECT COUNT(*) FROM promo_redemptions r WHERE r.promo_code_id = c.id AND r.state = 'spent') AS used
    FROM promo_codes c JOIN promo_purchases b ON b.id = c.purchase_id LEFT JOIN games g ON g.id = c.game_id
    WHERE b.user_id = ? AND b.status = 'paid' ORDER BY b.paid_at DESC, c.id`);

  return {
    registrations(user: UserRow, locale: Locale): MyRegistrationsReply {
      registration.claimGuest(user);
      const at = now();
      const rows = mine.all(locale, user.id) as MineRow[];
      // Holds that ran out are released first, so no registration shows a payment that can no longer be made.
      db.transaction(() => new Set(rows.map((r) => r.game_id)).forEach((gameId) => registration.holds.expireInGame(gameId, at))).immediate();
      const data = rows.flatMap((row): CabinetRegistrationWire[] => {
        const reg = registration.repo.find(row.id);
        if (!reg) return [];
        const status = deriveGameStatus(row, at);
        const isFinished = status === 'finished' || status === 'cancelled';
        const holding = reg.status === 'PENDING' || reg.status === 'DEFERRED';
        const standing = status === 'finished' && reg.status !== 'CANCELLED' ? rating(row.game_id) : null;
        const mineInRating = standing?.byId.get(row.id);
        return [
          {
            id: reg.id,
            gameId: reg.game_id,
            gameName: reg.game_name,
            startsAt: iso(reg.starts_at),
            opensAt: iso(reg.starts_at - GAME_PAGE_OPENS_MINUTES_BEFORE * 60 * 1000),
            city: row.city_name,
            teamName: reg.team_name,
            status: reg.status,
            paymentState: paymentStateOf(reg, payments.store.latest({ kind: 'registration', id: reg.id }), at),
            currency: reg.currency ?? reg.game_currency,
            amount: toMajorUnits(amountMinorOf(reg)),
            amountDue: toMajorUnits(amountDueMinor(reg)),
            holdExpiresAt: holding ? isoOrNull(reg.hold_expires_at) : null,
            isLive: status === 'live',
            isFinished,
            result: standing && mineInRating ? { place: mineInRating.place, total: standing.items.length, scoresSum: mineInRating.scoresSum } : null,
          },
        ];
      });
      return { data: data.sort(byCabinetOrder) };
    },

    /** Paid registrations the account made (spec: User.purchases) and the codes of the promo-code packs it bought. */
    purchases(user: UserRow): MyPurchasesReply {
      const registrations = (paid.all(user.id) as { id: number }[]).flatMap(({ id }) => {
        const reg = registration.repo.find(id);
        if (!reg) return [];
        const promo = reg.promo_code_id === null ? undefined : registration.promo.findById(reg.promo_code_id);
        return [
          {
            id: reg.id,
            gameId: reg.game_id,
            gameName: reg.game_name,
            startsAt: iso(reg.starts_at),
            amount: toMajorUnits(reg.paid_minor),
            currency: reg.currency ?? reg.game_currency,
            promo: promo?.code ?? null,
            paidAt: isoOrNull(reg.confirmed_at),
          },
        ];
      });
      const promoCodes = (ownedCodes.all(user.id) as OwnedCodeRow[]).map((row) => ({
        code: row.code,
        discount: {
          type: row.discount_type,
          value: row.discount_type === 'percent' ? row.discount_value : toMajorUnits(row.discount_value),
          currency: row.currency,
        },
        usageLimit: row.usage_limit,
        usesLeft: row.usage_limit === null ? null : Math.max(0, row.usage_limit - row.used),
        expiresAt: isoOrNull(row.expires_at),
        gameName: row.game_name,
      }));
      return { data: { registrations, promoCodes } };
    },
  };
}
