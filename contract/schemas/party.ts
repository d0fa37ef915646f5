import { z } from 'zod/mini';
import { partyLanguages, partyLimits } from '../party-settings';
import { userTextChecks } from '../user-text';
import { gameStatusSchema, gameTypeSchema } from './game-fields';
import { participantStatusSchema } from './live';
import { acceptedField, paymentIntentFields, paymentStateSchema, REGISTRATION_EMAIL_PATTERN } from './registration';

// Private games and the promo-code shop: the `party` family (contract/README.md, "Private games and promo codes").
// Bodies are validated by the reference backend with these same schemas; money is in major units, as everywhere.

const id = z.int().check(z.positive());
const instant = z.iso.datetime({ offset: true });
const money = z.number().check(z.nonnegative());
const count = z.int().check(z.nonnegative());
const singleLine = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max), ...userTextChecks('single-line'));
const multiLine = (max: number) => z.string().check(z.trim(), z.maxLength(max), ...userTextChecks('multi-line'));
const email = z.string().check(z.trim(), z.minLength(1), z.maxLength(partyLimits.email), z.email({ pattern: REGISTRATION_EMAIL_PATTERN }));
/** Optional text: absent, null and "" all mean "not given". */
const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(z.union([z.literal(''), schema])));

const partyLanguageSchema = z.enum(partyLanguages);

/** A price in one language of the game (ru and fr in RUB, en in USD, as the spec prices registrations). */
const languagePriceSchema = z.object({ language: partyLanguageSchema, amount: money, currency: z.string().check(z.length(3)) });
export type LanguagePrice = z.infer<typeof languagePriceSchema>;

// --- Private game formats -----------------------------------------------------------------------------------------

/** GET {party}/formats: what a private game can be, with its price per language of the game. */
const privateFormatSchema = z.object({
  id,
  /** classic, family, themed: the rounds follow the game type (spec section 1). */
  type: gameTypeSchema,
  /** In the request's language. */
  name: z.string(),
  description: z.string(),
  rounds: id,
  questionsPerRound: id,
  durationMinutes: id,
  minTeams: id,
  maxTeams: id,
  /** The price of the whole game (every team plays free) in each language it can be played in. */
  prices: z.array(languagePriceSchema),
});
export type PrivateFormatWire = z.infer<typeof privateFormatSchema>;
export const privateFormatsReplySchema = z.object({ data: z.array(privateFormatSchema) });

// --- Orders -------------------------------------------------------------------------------------------------------

/**
 * POST {party}/orders (bearer): a private game on a date and time of the organiser's zone. `language` is the
 * game's (its questions, host and price); letters go in the request's Accept-Language.
 */
export const privateOrderRequestSchema = z.object({
  formatId: id,
  language: partyLanguageSchema,
  /** The start in the organiser's zone: a calendar day and a wall-clock time, and the IANA zone they are in. */
  date: z.iso.date(),
  time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
  teams: z.coerce.number().check(z.int(), z.positive()),
  contactName: singleLine(partyLimits.name),
  email,
  phone: optional(z.string().check(z.trim(), z.maxLength(partyLimits.phone), z.regex(/^\+?[0-9 ()-]{5,}$/))),
  comment: optional(multiLine(partyLimits.comment)),
  consent: acceptedField,
});
export type PrivateOrderRequest = z.input<typeof privateOrderRequestSchema>;

/** `payment`: ends in the card payment; `request`: the sales team answers (privateOrderSettings). */
const privateOrderKinds = ['payment', 'request'] as const;
const privateOrderStatuses = ['awaiting_payment', 'paid', 'requested', 'expired'] as const;
export type PrivateOrderStatus = (typeof privateOrderStatuses)[number];

const privateOrderSchema = z.object({
  id,
  formatId: id,
  formatName: z.string(),
  language: partyLanguageSchema,
  startsAt: instant,
  timeZone: z.string(),
  teams: id,
  contactName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  comment: z.nullable(z.string()),
  kind: z.enum(privateOrderKinds),
  status: z.enum(privateOrderStatuses),
  /** As a registration's (`not_required` for a request to the sales team): the web app picks its screen from it. */
  paymentState: paymentStateSchema,
  amount: money,
  currency: z.string(),
  failureReason: z.nullable(z.string()),
  /** Unpaid: until when it can be paid (then it expires); null otherwise. */
  payableUntil: z.nullable(instant),
  /** The private game, once the payment is confirmed. */
  gameId: z.nullable(id),
  createdAt: instant,
});
export type PrivateOrderWire = z.infer<typeof privateOrderSchema>;
export const privateOrderReplySchema = z.object({ data: privateOrderSchema });

/** POST {party}/orders/{id}/payment and POST {party}/purchases/{id}/payment: `data` names the order or purchase. */
export const partyIntentSchema = z.object({
  ...paymentIntentFields,
  data: z.object({ paymentId: id, orderId: z.optional(id), purchaseId: z.optional(id) }),
});
export type PartyIntentWire = z.infer<typeof partyIntentSchema>;
export const orderIntentReplySchema = z.object({ data: partyIntentSchema, order: privateOrderSchema });

// --- Private games ------------------------------------------------------------------------------------------------

/** How the asker stands to a private game. */
const privateGameRoles = ['organiser', 'invited', 'participant'] as const;

/** A registered team as the organiser sees it. */
const privateGameTeamSchema = z.object({ id, name: z.string(), status: participantStatusSchema });

/**
 * GET {party}/games/{gameId}[?invite=token] (optional bearer). 404: unknown, or not a private game. 403 with
 * `reason: not_invited`: neither the organiser, nor invited (a valid token, or an account that opened one), nor a
 * player of a registered team. Organiser-only fields are null for everyone else.
 */
const privateGameSchema = z.object({
  id,
  name: z.string(),
  formatId: id,
  /** In the request's language. */
  formatName: z.string(),
  type: gameTypeSchema,
  rounds: id,
  questionsPerRound: id,
  durationMinutes: id,
  /** The language the game is played in. */
  language: partyLanguageSchema,
  startsAt: instant,
  /** The organiser's zone: the start as they chose it. */
  timeZone: z.string(),
  /** The game page opens 1 hour before the start. */
  opensAt: instant,
  status: gameStatusSchema,
  teamsLimit: id,
  teamsCount: count,
  /** Teams register free: the organiser paid for the game. */
  organiserPaid: z.boolean(),
  role: z.enum(privateGameRoles),
  /** Organiser only: the invite link's token (`/private/{id}?invite=…`) and the registered teams. */
  inviteToken: z.nullable(z.string()),
  teams: z.nullable(z.array(privateGameTeamSchema)),
  /** The asker's team registration for the game (its game page), if any. */
  mine: z.nullable(z.object({ id, teamName: z.string(), status: participantStatusSchema })),
});
export type PrivateGameWire = z.infer<typeof privateGameSchema>;
export const privateGameReplySchema = z.object({ data: privateGameSchema });

/** GET {party}/games (bearer): upcoming private games the player organises, is invited to, or plays in. */
export const myPrivateGamesReplySchema = z.object({ data: z.array(privateGameSchema) });

export const privateGameRefusalSchema = z.object({ message: z.string(), reason: z.literal('not_invited') });

// --- Promo-code packs ---------------------------------------------------------------------------------------------

/** single: one entry; pack: N entries at a discount; gift: a certificate sent to someone else. */
const promoPackKinds = ['single', 'pack', 'gift'] as const;
export type PromoPackKind = (typeof promoPackKinds)[number];

/** GET {party}/packs: the packs on sale. */
const promoPackSchema = z.object({
  id,
  kind: z.enum(promoPackKinds),
  /** In the request's language. */
  name: z.string(),
  description: z.string(),
  /** Codes in the pack: each is one free entry to any game (100 % off, one use). */
  entries: id,
  /** The codes work this many days after the purchase. */
  validityDays: id,
  /** Against buying the entries one by one, in the same language (0 for a single entry). */
  discountPercent: count,
  prices: z.array(languagePriceSchema),
});
export type PromoPackWire = z.infer<typeof promoPackSchema>;
export const promoPacksReplySchema = z.object({ data: z.array(promoPackSchema) });

/**
 * POST {party}/purchases (optional bearer). `language` is the site's: the price's currency and the letters' language.
 * A gift (`recipientEmail`) sends the codes to the recipient with the message; a gift certificate requires it.
 */
export const promoPurchaseRequestSchema = z.object({
  packId: id,
  language: partyLanguageSchema,
  email,
  recipientEmail: optional(email),
  recipientName: optional(singleLine(partyLimits.recipientName)),
  message: optional(multiLine(partyLimits.message)),
  consent: acceptedField,
});
export type PromoPurchaseRequest = z.input<typeof promoPurchaseRequestSchema>;

const promoPurchaseStatuses = ['awaiting_payment', 'paid', 'expired'] as const;

/** A generated code as its buyer sees it. */
const purchasedCodeSchema = z.object({
  code: z.string(),
  expiresAt: instant,
  usageLimit: id,
  /** Confirmed registrations that used it. */
  used: count,
});
export type PurchasedCodeWire = z.infer<typeof purchasedCodeSchema>;

const promoPurchaseSchema = z.object({
  id,
  packId: id,
  packName: z.string(),
  kind: z.enum(promoPackKinds),
  entries: id,
  email: z.string(),
  recipientEmail: z.nullable(z.string()),
  recipientName: z.nullable(z.string()),
  message: z.nullable(z.string()),
  language: partyLanguageSchema,
  amount: money,
  currency: z.string(),
  status: z.enum(promoPurchaseStatuses),
  paymentState: paymentStateSchema,
  failureReason: z.nullable(z.string()),
  payableUntil: z.nullable(instant),
  /** Empty until the payment is confirmed by the provider's webhook. */
  codes: z.array(purchasedCodeSchema),
  createdAt: instant,
  paidAt: z.nullable(instant),
});
export type PromoPurchaseWire = z.infer<typeof promoPurchaseSchema>;

/** GET {party}/purchases/{id} (the buyer's bearer, or X-Purchase-Token). */
export const promoPurchaseReplySchema = z.object({ data: promoPurchaseSchema });
/** 201 of POST {party}/purchases; `accessToken` only for a guest purchase, once (header X-Purchase-Token). */
export const promoPurchaseCreatedSchema = z.object({ data: promoPurchaseSchema, accessToken: z.optional(z.string()) });
export type PromoPurchaseCreated = z.infer<typeof promoPurchaseCreatedSchema>;
export const purchaseIntentReplySchema = z.object({ data: partyIntentSchema, purchase: promoPurchaseSchema });

// --- Refusals -----------------------------------------------------------------------------------------------------

/** 409 bodies of the party family: the localised message and a machine-readable reason. */
const partyConflictReasons = ['already_paid', 'expired', 'payment_in_progress', 'not_payable', 'not_invited'] as const;
export const partyConflictSchema = z.object({ message: z.string(), reason: z.enum(partyConflictReasons) });
export type PartyConflict = z.infer<typeof partyConflictSchema>;
