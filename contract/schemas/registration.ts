import { z } from 'zod/mini';
import { promoDiscountTypes } from '../promo-price';
import { registrationLanguages } from '../registration-settings';
import { gameListItemSchema } from './catalogue';
import { participantStatusSchema } from './live';

// Game registration, teams, promo codes, location guess and payment (contract/README.md, "Registration and
// payment"). Bodies are validated by the reference backend with these same schemas; money is in major units.

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const id = z.int().check(z.positive());
const instant = z.iso.datetime({ offset: true });
const money = z.number().check(z.nonnegative());

/** Laravel's `accepted`: true, 1, "1", "on", "yes", "true" (checkboxes post "on", JSON sends true). */
export const acceptedField = z.union([z.literal(true), z.literal(1), z.literal('1'), z.literal('on'), z.literal('yes'), z.literal('true')]);

/** A full name, a team name, a typed city, a promo code: the same limits in the form and on the server. */
export const registrationLimits = { name: 255, teamName: 100, city: 255, promo: 64 } as const;

/** E-mail as the newsletter form takes it (letters of any script: `имя@почта.рф`). */
export const REGISTRATION_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;
const email = z.string().check(z.trim(), z.minLength(1), z.maxLength(255), z.email({ pattern: REGISTRATION_EMAIL_PATTERN }));

// --- Teams (User.teams) -------------------------------------------------------------------------------------------

const teamSchema = z.object({
  id,
  name: z.string(),
  /** The team's home city, or null. */
  cityId: z.nullable(z.int()),
  /** The signed-in player created the team (captain); only teams one created count against the limit. */
  isCaptain: z.boolean(),
  membersCount: z.int().check(z.nonnegative()),
});
export type TeamWire = z.infer<typeof teamSchema>;

/** GET {base}/players/me/teams: every team the player belongs to, and how many more they may create. */
export const myTeamsReplySchema = z.object({
  data: z.array(teamSchema),
  meta: z.object({ created: z.int().check(z.nonnegative()), limit: z.int().check(z.positive()) }),
});
export type MyTeamsReply = z.infer<typeof myTeamsReplySchema>;

/** POST {base}/players/me/teams. 422 on `name` at the limit ('You have created the maximum number of teams.'). */
export const createTeamRequestSchema = z.object({
  name: text(registrationLimits.teamName),
  cityId: z.optional(z.nullable(id)),
});
export type CreateTeamRequest = z.input<typeof createTeamRequestSchema>;
export const teamReplySchema = z.object({ data: teamSchema });

// --- Location guess and promo check (spec section 7) --------------------------------------------------------------

/** GET {base}/locations/guess: the visitor's likely city (spec: Location guess: city, id, country). */
export const locationGuessSchema = z.object({
  /** The city's name in the request's language. */
  city: z.string(),
  /** A city of GET /cities/all. */
  id,
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
});
export type LocationGuess = z.infer<typeof locationGuessSchema>;

/** GET {baseMain}/check-promo?gameId=&email=&code= (query; email optional until the form knows it). */
export const checkPromoQuerySchema = z.object({
  gameId: z.coerce.number().check(z.int(), z.positive()),
  code: text(registrationLimits.promo),
  email: z.optional(email),
});

const promoCheckStatuses = ['success', 'error'] as const;

/**
 * The spec's reply: `{status, text, discount: {value}}`. Applied only on status 'success'. On 'error' `text` is a
 * sentence ending with a full stop (the web app shows it minus its last character, spec section 8) and `discount`
 * is `{value: 0}`. Additions: `discount.type` and `discount.price` (the game's price after the discount, by
 * contract/promo-price.ts), `promoId`.
 */
export const checkPromoReplySchema = z.object({
  status: z.enum(promoCheckStatuses),
  text: z.string(),
  discount: z.object({
    /** Percent (1..100) for percent codes, major units of the game's currency for fixed ones; 0 on error. */
    value: money,
    type: z.optional(z.enum(promoDiscountTypes)),
    price: z.optional(money),
  }),
  promoId: z.optional(z.nullable(id)),
});
export type CheckPromoReply = z.infer<typeof checkPromoReplySchema>;

// --- A game's registration view -----------------------------------------------------------------------------------

/** Where a game's registration stands; also the `reason` of a refused registration (409). */
export const registrationStates = ['open', 'opens_later', 'sold_out', 'closed', 'started', 'finished', 'cancelled'] as const;
const registrationStateSchema = z.enum(registrationStates);
export type RegistrationState = z.infer<typeof registrationStateSchema>;

/**
 * GET {baseMain}/games/{gameId}/registration (optional bearer): what the registration modal needs about one game.
 * 404 for an unknown game, so `/reg/{id}` of a game that does not exist is never a 200.
 */
export const registrationGameReplySchema = z.object({
  data: z.object({
    game: gameListItemSchema,
    state: registrationStateSchema,
    placesLeft: z.int().check(z.nonnegative()),
    /** The signed-in player's team registration for this game (not CANCELLED), else null. */
    mine: z.nullable(z.object({ id, status: participantStatusSchema, teamId: id, teamName: z.string() })),
    /**
     * A private game (reached with its invite token, query `invite`): teams register free when its organiser paid
     * for it. Absent for public games.
     */
    privateGame: z.optional(z.object({ organiserPaid: z.boolean() })),
  }),
});
export type RegistrationGameReply = z.infer<typeof registrationGameReplySchema>;

// --- Registering a team for a game --------------------------------------------------------------------------------

/**
 * POST {base}/games/{gameId}/registrations (bearer, or none where the language allows guests), header
 * Idempotency-Key recommended. `language` is the site's language: its settings (contract/registration-settings.ts)
 * decide whether an account is required, whether the city may be typed and whether pay-later is offered.
 * The team: `teamId` (one of the player's teams) or `teamName` (a new team; guests always name one).
 * The city: `cityId` (from /cities/all) or `city` (typed, only where freeCityInput).
 */
export const registerRequestSchema = z.object({
  language: z.enum(registrationLanguages),
  /** Full name ('The full name field is required'). */
  name: text(registrationLimits.name),
  /** Required for guests; a signed-in player's account e-mail is used instead. */
  email: z.optional(z.nullable(email)),
  cityId: z.optional(z.nullable(id)),
  city: z.optional(z.nullable(text(registrationLimits.city))),
  teamId: z.optional(z.nullable(id)),
  teamName: z.optional(z.nullable(text(registrationLimits.teamName))),
  promo: z.optional(z.nullable(text(registrationLimits.promo))),
  /** Keep the place as DEFERRED and pay later (only where allowPayLater). */
  payLater: z.optional(z.boolean()),
  /** Personal-data consent and the user agreement (spec section 5), both `accepted`. */
  consent: acceptedField,
  agreement: acceptedField,
  /**
   * A private game's invite token (`/private/{gameId}?invite=…`): a private game takes registrations only through
   * its invite link (or from a player it was opened by); 404 without it, as if the game did not exist.
   */
  invite: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** What the backend knows about the payment of a registration; the web app picks its outcome screen from it. */
const paymentStates = [
  /** Free game or 100 % promo: READY without paying. */
  'not_required',
  /** A place is held (PENDING) or kept (DEFERRED) and nothing is being charged: pay now. */
  'awaiting_payment',
  /** An intent exists and the provider has not decided yet (checked, 3-D Secure, confirmation on its way). */
  'processing',
  /** Confirmed by the provider's webhook: READY. */
  'paid',
  /** The last attempt was declined (or 3-D Secure failed); the place is still held: try again. */
  'failed',
  /** The hold ran out unpaid (or a late payment found the game full): CANCELLED. */
  'expired',
] as const;
export const paymentStateSchema = z.enum(paymentStates);
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const cancelReasons = ['expired', 'sold_out'] as const;

const registrationSchema = z.object({
  /** The participant id (/game/{id}, participant.{id}). */
  id,
  gameId: id,
  teamId: id,
  teamName: z.string(),
  status: participantStatusSchema,
  paymentState: paymentStateSchema,
  /** Full name and e-mail of whoever registered (the account's e-mail when signed in). */
  name: z.string(),
  email: z.string(),
  cityId: z.nullable(z.int()),
  city: z.nullable(z.string()),
  language: z.enum(registrationLanguages),
  /** The game's price and currency. */
  price: money,
  currency: z.string(),
  promo: z.nullable(z.string()),
  promoId: z.nullable(id),
  discount: z.nullable(z.object({ type: z.enum(promoDiscountTypes), value: money })),
  /** The price after the promo: what the registration costs in all. */
  amount: money,
  /** Paid so far (confirmed by webhook). */
  paid: money,
  /** Still to pay: amount - paid (0 when READY). */
  amountDue: money,
  /** PENDING: until when the place is held; DEFERRED: pay by (the start). Null otherwise. */
  holdExpiresAt: z.nullable(instant),
  /** Whether pay-later may be chosen now (PENDING, the language allows it, the game is not about to start). */
  payLaterAllowed: z.boolean(),
  cancelReason: z.nullable(z.enum(cancelReasons)),
  /** The last payment attempt's refusal as the provider gave it (e.g. 'Insufficient funds'), else null. */
  failureReason: z.nullable(z.string()),
  startsAt: instant,
  /** The game page opens 1 hour before the start. */
  opensAt: instant,
  createdAt: instant,
  updatedAt: instant,
});
export type RegistrationWire = z.infer<typeof registrationSchema>;

/** GET {base}/registrations/{id}, POST .../pay-later: the registration. */
export const registrationReplySchema = z.object({ data: registrationSchema });

/**
 * 201 of POST .../registrations (200 when an Idempotency-Key replays). `accessToken` is present only for a guest
 * registration, once: it authorises GET {base}/registrations/{id}, .../payment and .../pay-later for that
 * registration (header X-Registration-Token). The web app keeps it with the draft.
 */
export const registerReplySchema = z.object({
  data: registrationSchema,
  accessToken: z.optional(z.string()),
});
export type RegisterReply = z.infer<typeof registerReplySchema>;

// --- Payment ------------------------------------------------------------------------------------------------------

/**
 * POST {base}/registrations/{id}/payment (Idempotency-Key recommended). `promo` changes or drops the code before
 * paying (a DEFERRED registration's code is re-checked, spec section 4: 422 on `promo` when it no longer applies;
 * send `promo: null` to pay the full price, or another code). Absent: keep the registration's code.
 */
export const paymentRequestSchema = z.object({
  promo: z.optional(z.nullable(text(registrationLimits.promo))),
});
export type PaymentRequest = z.input<typeof paymentRequestSchema>;

/**
 * What the widget needs (contract/payment-widget.ts, PaymentWidgetOptions), plus the intent's bookkeeping: the same
 * for everything that is paid through the widget (a registration, a private game's order, a promo-code pack); only
 * `data`, passed through to the webhook untouched, names what is paid.
 */
export const paymentIntentFields = {
  paymentId: id,
  publicId: z.string(),
  description: z.string(),
  amount: money,
  currency: z.string(),
  invoiceId: z.string(),
  accountId: z.string(),
  email: z.string(),
  /** The provider must have charged before this instant (the hold's end); later Check notifications are refused. */
  expiresAt: instant,
};

/** A registration's intent: `data` names the registration and its game. */
export const paymentIntentSchema = z.object({
  ...paymentIntentFields,
  data: z.object({ registrationId: id, gameId: id, paymentId: id }),
});
export type PaymentIntentWire = z.infer<typeof paymentIntentSchema>;

/** 201 with a new intent, 200 with the open one (a double click or a retried request). */
export const paymentIntentReplySchema = z.object({ data: paymentIntentSchema, registration: registrationSchema });
export type PaymentIntentReply = z.infer<typeof paymentIntentReplySchema>;

// --- Refusals -----------------------------------------------------------------------------------------------------

/**
 * 409 bodies of registration and payment carry a machine-readable `reason` next to the localised message, so the
 * web app picks its screen without reading text: a game state (registrationStates) or one of these.
 */
const registrationConflictReasons = [
  ...registrationStates,
  'already_paid',
  'hold_expired',
  'pay_later_not_allowed',
  'payment_in_progress',
  'not_payable',
] as const;
export const registrationConflictSchema = z.object({ message: z.string(), reason: z.enum(registrationConflictReasons) });
export type RegistrationConflict = z.infer<typeof registrationConflictSchema>;

// --- The provider's webhook (CloudPayments notifications) ---------------------------------------------------------

export const paymentWebhookKinds = ['check', 'pay', 'fail'] as const;
export type PaymentWebhookKind = (typeof paymentWebhookKinds)[number];

/** The signature header: base64 HMAC-SHA256 of the raw body with the API secret (CloudPayments' Content-HMAC). */
export const PAYMENT_SIGNATURE_HEADER = 'Content-HMAC';

/**
 * POST {base}/payments/webhooks/{check|pay|fail}, form-urlencoded as CloudPayments sends it (every value a string).
 * Check comes before the charge (the backend may refuse it), Pay after a successful one, Fail after a decline.
 */
export const paymentNotificationSchema = z.object({
  TransactionId: z.coerce.number().check(z.int(), z.positive()),
  Amount: z.coerce.number().check(z.nonnegative()),
  Currency: z.string().check(z.length(3)),
  InvoiceId: z.string().check(z.minLength(1)),
  AccountId: z.optional(z.string()),
  Email: z.optional(z.string()),
  DateTime: z.optional(z.string()),
  OperationType: z.optional(z.string()),
  Status: z.optional(z.string()),
  TestMode: z.optional(z.string()),
  /** JSON of PaymentWidgetData, passed through. */
  Data: z.optional(z.string()),
  Reason: z.optional(z.string()),
  ReasonCode: z.optional(z.string()),
  CardLastFour: z.optional(z.string()),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

/**
 * The reply the provider expects: `{code: 0}` accepts; Check may answer 10 (unknown invoice), 11 (wrong account),
 * 12 (wrong amount), 13 (cannot be accepted now: hold expired, already paid, game full), 20 (expired).
 */
export const paymentWebhookCodes = { ok: 0, unknownInvoice: 10, wrongAccount: 11, wrongAmount: 12, refused: 13, expired: 20 } as const;
