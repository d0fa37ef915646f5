import { randomBytes } from 'node:crypto';
import { PARTY_PAYMENT_WINDOW_MINUTES, type PartyLanguage } from '@/contract/party-settings';
import { paymentWebhookCodes } from '@/contract/schemas/registration';
import { toMajorUnits } from '@/contract/promo-price';
import type { PromoPurchaseRequest, PromoPurchaseWire, PurchasedCodeWire } from '@/contract/schemas/party';
import type { Db } from '../db/database';
import { iso, isoOrNull } from '../game/wire-time';
import type { Locale } from '../i18n/locale';
import type { Outbox } from '../mail/outbox';
import { partyLetter } from '../mail/party-letters';
import { isProcessing, unsettledPaymentState, type PaymentRow, type PaymentStore } from '../payments/payment-store';
import type { PaymentSubjectHandler } from '../payments/webhooks';
import type { PromoCodesRepo } from '../promo/promo-codes-repo';
import { tokenHash } from '../registration/register';
import { conflict, fieldError, forbidden, notFound, unauthenticated } from '../registration/refusal';
import type { PartyCatalogue } from './party-catalogue';
import { packDescription } from './party-payment-description';
import { uniquePromoCodes } from './promo-code-generator';
import { startText } from './start-text';

export interface PromoPurchaseRow {
  id: number;
  pack_id: number;
  user_id: number | null;
  email: string;
  recipient_email: string | null;
  recipient_name: string | null;
  message: string | null;
  language: PartyLanguage;
  price_minor: number;
  currency: string;
  status: 'awaiting_payment' | 'paid' | 'expired';
  payable_until: number | null;
  access_token_hash: string | null;
  paid_at: number | null;
  created_at: number;
  updated_at: number;
}

/** Who asks about a purchase: the buyer's account, and/or a guest purchase's access token. */
export interface PurchaseCaller {
  userId: number | null;
  token: string | null;
}

const DAY_MS = 24 * 3600 * 1000;
const INTENT_MS = 15 * 60 * 1000;

/**
 * Purchases of promo-code packs (contract/README.md, "Private games and promo codes"): the price is the pack's in
 * the purchase's language; the codes are generated when the provider's webhook says the money arrived, one
 * 100 % code of one use per entry, valid for the pack's days, and mailed to the buyer or the gift's recipient.
 */
export function createPromoPurchases(
  db: Db,
  deps: { catalogue: PartyCatalogue; payments: PaymentStore; promo: PromoCodesRepo; outbox: Outbox; webOrigin: string },
) {
  const insert = db.prepare(`INSERT INTO promo_purchases (pack_id, user_id, email, recipient_email, recipient_name, message, language,
      price_minor, currency, status, payable_until, access_token_hash, created_at, updated_at)
    VALUES (@packId, @userId, @email, @recipientEmail, @recipientName, @message, @language, @price, @currency, 'awaiting_payment',
      @payableUntil, @tokenHash, @now, @now)`);
  const byId = db.prepare('SELECT * FROM promo_purchases WHERE id = ?');
  const expire = db.prepare(`UPDATE promo_purchases SET status = 'expired', updated_at = ? WHERE id = ? AND status = 'awaiting_payment'`);
  const markPaid = db.prepare(`UPDATE promo_purchases SET status = 'paid', paid_at = ?, payable_until = NULL, updated_at = ? WHERE id = ?`);
  const linkCode = db.prepare('UPDATE promo_codes SET purchase_id = ? WHERE id = ?');
  const codesOf = db.prepare(`SELECT c.code, c.expires_at, c.usage_limit,
      (SELECT COUNT(*) FROM promo_redemptions r WHERE r.promo_code_id = c.id AND r.state = 'spent') AS used
    FROM promo_codes c WHERE c.purchase_id = ? ORDER BY c.id`);
  const ofUser = db.prepare(`SELECT * FROM promo_purchases WHERE user_id = ? AND status = 'paid' ORDER BY id`);

  const find = (id: number) => byId.get(id) as PromoPurchaseRow | undefined;
  const latestPayment = (id: number) => deps.payments.latest({ kind: 'purchase', id });

  function expireIfDue(row: PromoPurchaseRow, now: number): PromoPurchaseRow {
    if (row.status !== 'awaiting_payment' || row.payable_until === null || row.payable_until > now) return row;
    if (isProcessing(latestPayment(row.id), now)) return row;
    expire.run(now, row.id);
    deps.payments.dropCreated({ kind: 'purchase', id: row.id }, now);
    return find(row.id)!;
  }

  const codes = (id: number): PurchasedCodeWire[] =>
    (codesOf.all(id) as { code: string; expires_at: number; usage_limit: number; used: number }[]).map((c) => ({
      code: c.code,
      expiresAt: iso(c.expires_at),
      usageLimit: c.usage_limit,
      used: c.used,
    }));

  function wire(row: PromoPurchaseRow, locale: Locale, now: number): PromoPurchaseWire {
    const pack = deps.catalogue.pack(row.pack_id)!;
    const latest = latestPayment(row.id);
    const paymentState = row.status === 'paid' ? 'paid' : row.status === 'expired' ? 'expired' : unsettledPaymentState(latest, now);
    return {
      id: row.id,
      packId: row.pack_id,
      packName: deps.catalogue.packName(row.pack_id, locale),
      kind: pack.kind,
      entries: pack.entries,
      email: row.email,
      recipientEmail: row.recipient_email,
      recipientName: row.recipient_name,
      message: row.message,
      language: row.language,
      amount: toMajorUnits(row.price_minor),
      currency: row.currency,
      status: row.status,
      paymentState,
      failureReason: paymentState === 'failed' ? (latest?.failure_reason ?? null) : null,
      payableUntil: row.status === 'awaiting_payment' ? isoOrNull(row.payable_until) : null,
      codes: codes(row.id),
      createdAt: iso(row.created_at),
      paidAt: isoOrNull(row.paid_at),
    };
  }

  /** The buyer's account or the guest's token; unknown id 404 first. */
  function authorize(id: number, caller: PurchaseCaller): PromoPurchaseRow {
    const row = find(id);
    if (!row) throw notFound();
    if (caller.userId !== null && row.user_id === caller.userId) return row;
    if (caller.token && row.access_token_hash === tokenHash(caller.token)) return row;
    if (caller.userId === null && !caller.token) throw unauthenticated();
    throw forbidden();
  }

  function settle(row: PromoPurchaseRow, now: number) {
    const pack = deps.catalogue.pack(row.pack_id)!;
    const expiresAt = now + pack.validity_days * DAY_MS;
    const made = uniquePromoCodes(db, pack.entries);
    for (const code of made) {
      const codeId = deps.promo.create({ code, type: 'percent', value: 100, usageLimit: 1, expiresAt }, now);
      linkCode.run(row.id, codeId);
    }
    markPaid.run(now, now, row.id);
    const gift = row.recipient_email !== null;
    deps.outbox.send(
      partyLetter({
        kind: 'promo_codes',
        locale: row.language,
        webOrigin: deps.webOrigin,
        to: row.recipient_email ?? row.email,
        purchaseId: row.id,
        packName: deps.catalogue.packName(row.pack_id, row.language),
        codes: made,
        expires: startText(expiresAt, 'UTC', row.language),
        gift: gift ? { from: row.email, name: row.recipient_name, message: row.message } : null,
      }),
    );
  }

  const handler: PaymentSubjectHandler = {
    check(payment: PaymentRow, now: number): number {
      const row = expireIfDue(find(payment.promo_purchase_id!)!, now);
      if (row.status === 'paid') return paymentWebhookCodes.refused;
      return row.status === 'expired' ? paymentWebhookCodes.expired : paymentWebhookCodes.ok;
    },
    paid(payment: PaymentRow, now: number) {
      const row = find(payment.promo_purchase_id!)!;
      if (row.status === 'paid') return 'duplicate';
      // Codes never run out: money that arrives after the window still buys them.
      settle(row, now);
      return 'settled';
    },
  };

  return {
    handler,
    authorize,

    create(caller: { userId: number | null }, body: Omit<PromoPurchaseRequest, 'consent'>, locale: Locale, now: number) {
      const pack = deps.catalogue.pack(body.packId);
      if (!pack) throw fieldError('packId', 'validation.in', 'pack_id');
      const price = deps.catalogue.packPrice(pack.id, body.language);
      if (!price) throw fieldError('language', 'validation.in');
      const recipientEmail = body.recipientEmail || null;
      if (pack.kind === 'gift' && recipientEmail === null) throw fieldError('recipientEmail', 'validation.required', 'recipient_email');
      const accessToken = caller.userId === null ? randomBytes(24).toString('base64url') : undefined;
      const id = Number(
        insert.run({
          packId: pack.id,
          userId: caller.userId,
          email: body.email,
          recipientEmail,
          recipientName: recipientEmail === null ? null : body.recipientName || null,
          message: recipientEmail === null ? null : body.message || null,
          language: body.language,
          price: price.price_minor,
          currency: price.currency,
          payableUntil: now + PARTY_PAYMENT_WINDOW_MINUTES * 60 * 1000,
          tokenHash: accessToken === undefined ? null : tokenHash(accessToken),
          now,
        }).lastInsertRowid,
      );
      return { data: wire(find(id)!, locale, now), accessToken };
    },

    read(id: number, caller: PurchaseCaller, locale: Locale, now: number): PromoPurchaseWire {
      authorize(id, caller);
      return db.transaction(() => wire(expireIfDue(find(id)!, now), locale, now)).immediate();
    },

    pay(id: number, caller: PurchaseCaller, locale: Locale, now: number) {
      authorize(id, caller);
      return db
        .transaction(() => {
          const row = expireIfDue(find(id)!, now);
          if (row.status === 'paid') throw conflict('already_paid', 'party.already_paid');
          if (row.status === 'expired') throw conflict('expired', 'party.expired');
          if (isProcessing(latestPayment(id), now)) throw conflict('payment_in_progress', 'party.payment_in_progress');
          const pack = deps.catalogue.pack(row.pack_id)!;
          const opened = deps.payments.open(
            { kind: 'purchase', id },
            {
              amountMinor: row.price_minor,
              currency: row.currency,
              email: row.email,
              accountId: row.user_id === null ? row.email : `user:${row.user_id}`,
              description: packDescription(row.language, deps.catalogue.packName(row.pack_id, row.language), pack.entries),
              expiresAt: Math.min(row.payable_until ?? now, now + INTENT_MS),
            },
            now,
          );
          return { ...opened, purchase: wire(find(id)!, locale, now) };
        })
        .immediate();
    },

    /** The account's paid purchases with their codes (User.purchases). */
    paidBy(userId: number, locale: Locale, now: number): PromoPurchaseWire[] {
      return (ofUser.all(userId) as PromoPurchaseRow[]).map((row) => wire(row, locale, now));
    },
  };
}
