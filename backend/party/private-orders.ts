import { randomBytes } from 'node:crypto';
import {
  PARTY_PAYMENT_WINDOW_MINUTES,
  PRIVATE_ORDER_LEAD_HOURS,
  PRIVATE_ORDER_MAX_DAYS_AHEAD,
  privateOrderSettings,
  type PartyLanguage,
} from '@/contract/party-settings';
import { paymentWebhookCodes } from '@/contract/schemas/registration';
import { toMajorUnits } from '@/contract/promo-price';
import type { PrivateOrderRequest, PrivateOrderStatus, PrivateOrderWire } from '@/contract/schemas/party';
import type { Db } from '../db/database';
import { iso, isoOrNull } from '../game/wire-time';
import type { Locale } from '../i18n/locale';
import type { Outbox } from '../mail/outbox';
import { partyLetter } from '../mail/party-letters';
import { isProcessing, unsettledPaymentState, type PaymentRow, type PaymentStore } from '../payments/payment-store';
import type { PaymentSubjectHandler } from '../payments/webhooks';
import { conflict, fieldError, notFound } from '../registration/refusal';
import { zonedDate, zonedWallTimeToMs } from '../time/zoned-time';
import type { PartyCatalogue } from './party-catalogue';
import { orderDescription } from './party-payment-description';
import { startText } from './start-text';

export interface PrivateOrderRow {
  id: number;
  user_id: number;
  format_id: number;
  language: PartyLanguage;
  locale: Locale;
  starts_at: number;
  time_zone: string;
  teams: number;
  contact_name: string;
  email: string;
  phone: string | null;
  comment: string | null;
  kind: 'payment' | 'request';
  status: PrivateOrderStatus;
  price_minor: number;
  currency: string;
  payable_until: number | null;
  game_id: number | null;
  paid_at: number | null;
  created_at: number;
  updated_at: number;
}

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A payment attempt's own deadline, within the order's payment window. */
const INTENT_MS = 15 * 60 * 1000;
/** The country a private game's city is taken from, by the language it is played in. */
const countryOf: Record<PartyLanguage, string> = { ru: 'RU', en: 'GB', fr: 'FR' };

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

interface Deps {
  catalogue: PartyCatalogue;
  payments: PaymentStore;
  outbox: Outbox;
  webOrigin: string;
  salesEmail: string;
}

/**
 * Orders of private games (contract/README.md, "Private games and promo codes"): the price comes from the format's
 * table for the game's language, never from the browser; the private game is made when the provider's webhook says
 * the money arrived. Big orders (privateOrderSettings) go to the sales team instead.
 */
export function createPrivateOrders(db: Db, deps: Deps) {
  const insert = db.prepare(`INSERT INTO private_orders (user_id, format_id, language, locale, starts_at, time_zone, teams,
      contact_name, email, phone, comment, kind, status, price_minor, currency, payable_until, created_at, updated_at)
    VALUES (@userId, @formatId, @language, @locale, @startsAt, @timeZone, @teams, @contactName, @email, @phone, @comment,
      @kind, @status, @price, @currency, @payableUntil, @now, @now)`);
  const byId = db.prepare('SELECT * FROM private_orders WHERE id = ?');
  const expire = db.prepare(`UPDATE private_orders SET status = 'expired', updated_at = ? WHERE id = ? AND status = 'awaiting_payment'`);
  const markPaid = db.prepare(`UPDATE private_orders SET status = 'paid', game_id = ?, paid_at = ?, payable_until = NULL, updated_at = ? WHERE id = ?`);
  const cityOf = db.prepare('SELECT id, timezone FROM cities WHERE country = ? ORDER BY id LIMIT 1');
  const anyCity = db.prepare('SELECT id, timezone FROM cities ORDER BY id LIMIT 1');
  const insertGame = db.prepare(`INSERT INTO games (city_id, type, name, description, topic, starts_at, starts_local_date,
      registration_at, registration_allowed, max_participants, price_minor, currency, created_at, is_private)
    VALUES (?, ?, ?, NULL, NULL, ?, ?, NULL, 1, ?, 0, ?, ?, 1)`);
  const insertPrivate = db.prepare(`INSERT INTO private_games (game_id, order_id, organiser_user_id, format_id, language, time_zone, invite_token, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);

  const find = (id: number) => byId.get(id) as PrivateOrderRow | undefined;
  const latestPayment = (id: number) => deps.payments.latest({ kind: 'order', id });

  /** An unpaid order whose window ended expires when it is next read (unless the provider is deciding). */
  function expireIfDue(row: PrivateOrderRow, now: number): PrivateOrderRow {
    if (row.status !== 'awaiting_payment' || row.payable_until === null || row.payable_until > now) return row;
    if (isProcessing(latestPayment(row.id), now)) return row;
    expire.run(now, row.id);
    deps.payments.dropCreated({ kind: 'order', id: row.id }, now);
    return find(row.id)!;
  }

  function wire(row: PrivateOrderRow, locale: Locale, now: number): PrivateOrderWire {
    const latest = latestPayment(row.id);
    const paymentState =
      row.status === 'paid' ? 'paid' : row.status === 'requested' ? 'not_required' : row.status === 'expired' ? 'expired' : unsettledPaymentState(latest, now);
    return {
      id: row.id,
      formatId: row.format_id,
      formatName: deps.catalogue.formatName(row.format_id, locale),
      language: row.language,
      startsAt: iso(row.starts_at),
      timeZone: row.time_zone,
      teams: row.teams,
      contactName: row.contact_name,
      email: row.email,
      phone: row.phone,
      comment: row.comment,
      kind: row.kind,
      status: row.status,
      paymentState,
      amount: toMajorUnits(row.price_minor),
      currency: row.currency,
      failureReason: paymentState === 'failed' ? (latest?.failure_reason ?? null) : null,
      payableUntil: row.status === 'awaiting_payment' ? isoOrNull(row.payable_until) : null,
      gameId: row.game_id,
      createdAt: iso(row.created_at),
    };
  }

  /** The organiser's own order; anyone else's is not found (ids say nothing about other accounts). */
  function own(id: number, userId: number): PrivateOrderRow {
    const row = find(id);
    if (!row || row.user_id !== userId) throw notFound();
    return row;
  }

  /** The paid order becomes a private game: hidden from the public lists, free for its teams, with its invite token. */
  function makeGame(row: PrivateOrderRow, now: number): number {
    const format = deps.catalogue.format(row.format_id)!;
    const city = (cityOf.get(countryOf[row.language]) ?? anyCity.get()) as { id: number; timezone: string };
    const name = `${deps.catalogue.formatName(row.format_id, row.language)} · ${row.contact_name}`;
    const gameId = Number(
      insertGame.run(city.id, format.type, name, row.starts_at, zonedDate(row.starts_at, city.timezone), row.teams, row.currency, now).lastInsertRowid,
    );
    const token = randomBytes(24).toString('base64url');
    insertPrivate.run(gameId, row.id, row.user_id, row.format_id, row.language, row.time_zone, token, now);
    deps.outbox.send(
      partyLetter({
        kind: 'private_game_ready',
        locale: row.locale,
        webOrigin: deps.webOrigin,
        to: row.email,
        name: row.contact_name,
        gameId,
        gameName: name,
        start: startText(row.starts_at, row.time_zone, row.locale),
        inviteToken: token,
      }),
    );
    return gameId;
  }

  const handler: PaymentSubjectHandler = {
    check(payment: PaymentRow, now: number): number {
      const row = expireIfDue(find(payment.private_order_id!)!, now);
      if (row.status === 'paid' || row.status === 'requested') return paymentWebhookCodes.refused;
      return row.status === 'expired' ? paymentWebhookCodes.expired : paymentWebhookCodes.ok;
    },
    paid(payment: PaymentRow, now: number) {
      const row = find(payment.private_order_id!)!;
      if (row.status === 'paid') return 'duplicate';
      // Money that arrives after the window still buys the game while there is time to prepare it.
      if (row.status === 'requested' || row.starts_at <= now + HOUR_MS) return 'refund';
      const gameId = makeGame(row, now);
      markPaid.run(gameId, now, now, row.id);
      return 'settled';
    },
  };

  return {
    handler,
    find,

    create(userId: number, body: Omit<PrivateOrderRequest, 'consent'>, locale: Locale, now: number): PrivateOrderWire {
      const format = deps.catalogue.format(body.formatId);
      if (!format) throw fieldError('formatId', 'validation.in', 'format_id');
      const price = deps.catalogue.formatPrice(format.id, body.language);
      if (!price) throw fieldError('language', 'validation.in');
      if (!isTimeZone(body.timeZone)) throw fieldError('timeZone', 'validation.timezone', 'time_zone');
      const teams = Number(body.teams);
      if (teams < format.min_teams || teams > format.max_teams) {
        throw fieldError('teams', 'validation.between.numeric', 'teams', { min: format.min_teams, max: format.max_teams });
      }
      const [hour = 0, minute = 0] = body.time.split(':').map(Number);
      const startsAt = zonedWallTimeToMs(body.date, hour, minute, body.timeZone);
      if (startsAt < now + PRIVATE_ORDER_LEAD_HOURS * HOUR_MS) throw fieldError('date', 'party.order_too_soon', 'date', { hours: PRIVATE_ORDER_LEAD_HOURS });
      if (startsAt > now + PRIVATE_ORDER_MAX_DAYS_AHEAD * DAY_MS)
        throw fieldError('date', 'party.order_too_late', 'date', { days: PRIVATE_ORDER_MAX_DAYS_AHEAD });
      const kind = teams >= privateOrderSettings[body.language].salesRequestFromTeams ? 'request' : 'payment';
      return db
        .transaction(() => {
          const id = Number(
            insert.run({
              userId,
              formatId: format.id,
              language: body.language,
              locale,
              startsAt,
              timeZone: body.timeZone,
              teams,
              contactName: body.contactName,
              email: body.email,
              phone: body.phone || null,
              comment: body.comment || null,
              kind,
              status: kind === 'request' ? 'requested' : 'awaiting_payment',
              price: price.price_minor,
              currency: price.currency,
              payableUntil: kind === 'request' ? null : now + PARTY_PAYMENT_WINDOW_MINUTES * 60 * 1000,
              now,
            }).lastInsertRowid,
          );
          if (kind === 'request') {
            deps.outbox.send(
              partyLetter({
                kind: 'private_order_request',
                locale,
                webOrigin: deps.webOrigin,
                to: deps.salesEmail,
                orderId: id,
                formatName: deps.catalogue.formatName(format.id, locale),
                start: startText(startsAt, body.timeZone, locale),
                teams,
                contactName: body.contactName,
                email: body.email,
                phone: body.phone || null,
                comment: body.comment || null,
              }),
            );
          }
          return wire(find(id)!, locale, now);
        })
        .immediate();
    },

    read(id: number, userId: number, locale: Locale, now: number): PrivateOrderWire {
      own(id, userId);
      return db.transaction(() => wire(expireIfDue(find(id)!, now), locale, now)).immediate();
    },

    /** POST orders/{id}/payment: the open attempt again, or a new one (money from the order's row). */
    pay(id: number, userId: number, locale: Locale, now: number) {
      own(id, userId);
      return db
        .transaction(() => {
          const row = expireIfDue(find(id)!, now);
          if (row.status === 'paid') throw conflict('already_paid', 'party.already_paid');
          if (row.status === 'requested') throw conflict('not_payable', 'party.not_payable');
          if (row.status === 'expired') throw conflict('expired', 'party.expired');
          if (isProcessing(latestPayment(id), now)) throw conflict('payment_in_progress', 'party.payment_in_progress');
          const opened = deps.payments.open(
            { kind: 'order', id },
            {
              amountMinor: row.price_minor,
              currency: row.currency,
              email: row.email,
              accountId: `user:${row.user_id}`,
              description: orderDescription(row.locale, deps.catalogue.formatName(row.format_id, row.locale), row.starts_at, row.time_zone, row.teams),
              expiresAt: Math.min(row.payable_until ?? now, now + INTENT_MS),
            },
            now,
          );
          return { ...opened, order: wire(find(id)!, locale, now) };
        })
        .immediate();
    },
  };
}
