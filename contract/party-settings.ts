/**
 * Rules of private games and the promo-code shop (the `party` family, contract/README.md, "Private games and promo
 * codes") that both sides need: plain values without zod, so the web app reads them on the first load and the
 * reference backend enforces the same table.
 */
import type { RegistrationLanguage } from './registration-settings';

/** The languages a private game is played in and a pack is sold in (the platform's languages). */
export const partyLanguages = ['ru', 'en', 'fr'] as const satisfies readonly RegistrationLanguage[];
export type PartyLanguage = (typeof partyLanguages)[number];

export interface PrivateOrderSettings {
  /**
   * From this many teams on, an order goes to the sales team as a request (they call back with an offer and an
   * invoice) instead of ending in the card payment: big events need a host and rehearsal planned by people.
   */
  salesRequestFromTeams: number;
}

/** Per language of the game (spec section 3: what the language's settings allow). */
export const privateOrderSettings: Readonly<Record<PartyLanguage, PrivateOrderSettings>> = {
  ru: { salesRequestFromTeams: 31 },
  en: { salesRequestFromTeams: 21 },
  fr: { salesRequestFromTeams: 21 },
};

/** An order's start must be at least this far ahead (a host and the questions are prepared for it). */
export const PRIVATE_ORDER_LEAD_HOURS = 48;
/** ... and at most this far ahead. */
export const PRIVATE_ORDER_MAX_DAYS_AHEAD = 365;

/**
 * An unpaid order or pack purchase can be paid for this long after it was made; later it is expired (the outcome
 * "declined": order again). A payment attempt's own deadline is at most 15 minutes within it.
 */
export const PARTY_PAYMENT_WINDOW_MINUTES = 60;

/** The header that carries a guest purchase's access token (the reply of its creation gives it once). */
export const PURCHASE_TOKEN_HEADER = 'X-Purchase-Token';

/** The query parameter of a private game's invite link: `/private/{gameId}?invite={token}`. */
export const INVITE_QUERY_PARAM = 'invite';

/** Limits of what people type in the order and purchase forms (the same in the forms and on the server). */
export const partyLimits = { name: 255, email: 255, phone: 32, comment: 2000, recipientName: 100, message: 500, invite: 200 } as const;

/**
 * Generated promo codes: 16 characters of Crockford's base32 (no I, L, O, U: nothing to misread) in groups of
 * four, 80 random bits: unguessable at the check-promo rate limit.
 */
export const PROMO_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PROMO_CODE_GROUPS = 4;
export const PROMO_CODE_GROUP_LENGTH = 4;
