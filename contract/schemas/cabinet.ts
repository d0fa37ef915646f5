import { z } from 'zod/mini';
import { promoDiscountTypes } from '../promo-price';
import { participantStatusSchema } from './live';
import { paymentStateSchema } from './registration';

// The player's cabinet (contract/README.md, "The player's cabinet"): the registrations of every team the player
// belongs to, what the account bought, and the team invitations waiting for an answer. The profile is
// GET players/me and the teams GET players/me/teams.

const id = z.int().check(z.positive());
const instant = z.iso.datetime({ offset: true });
const money = z.number().check(z.nonnegative());
const count = z.int().check(z.nonnegative());

/** A finished game's outcome for the team: its place (null while the scores were never shown), of how many. */
const cabinetResultSchema = z.object({
  place: z.nullable(z.int().check(z.positive())),
  total: count,
  scoresSum: z.int(),
});

/** One registration of one of the player's teams (every status, CANCELLED included: the player sees what happened). */
const cabinetRegistrationSchema = z.object({
  /** The participant id (`/game/{id}`, `/reg/{gameId}` shows it). */
  id,
  gameId: id,
  gameName: z.string(),
  startsAt: instant,
  /** The game page and the stream open 1 hour before the start. */
  opensAt: instant,
  /** The game's city, in the request's language. */
  city: z.nullable(z.string()),
  teamName: z.string(),
  status: participantStatusSchema,
  paymentState: paymentStateSchema,
  currency: z.string(),
  /** The price after the promo, and what of it is still to pay (0 unless PENDING or DEFERRED). */
  amount: money,
  amountDue: money,
  /** PENDING: the end of the hold; DEFERRED: the start; otherwise null. */
  holdExpiresAt: z.nullable(instant),
  isLive: z.boolean(),
  /** Finished or cancelled: listed with the past games. */
  isFinished: z.boolean(),
  /** Finished and played (not cancelled): the team's result. */
  result: z.nullable(cabinetResultSchema),
});
export type CabinetRegistrationWire = z.infer<typeof cabinetRegistrationSchema>;

/** GET {base}/players/me/registrations: live first, then upcoming (soonest first), then past (latest first). */
export const myRegistrationsReplySchema = z.object({ data: z.array(cabinetRegistrationSchema) });
export type MyRegistrationsReply = z.infer<typeof myRegistrationsReplySchema>;

/** A paid registration (spec: User.purchases), with what was paid. */
const purchasedRegistrationSchema = z.object({
  id,
  gameId: id,
  gameName: z.string(),
  startsAt: instant,
  amount: money,
  currency: z.string(),
  promo: z.nullable(z.string()),
  paidAt: z.nullable(instant),
});

/** A promo code the account owns (bought in the shop), with what is left of it. */
const ownedPromoCodeSchema = z.object({
  code: z.string(),
  discount: z.object({ type: z.enum(promoDiscountTypes), value: money, currency: z.nullable(z.string()) }),
  /** How many uses it had, and has left; both null when unlimited. */
  usageLimit: z.nullable(count),
  usesLeft: z.nullable(count),
  expiresAt: z.nullable(instant),
  /** A code for one game only. */
  gameName: z.nullable(z.string()),
});

/** GET {base}/players/me/purchases: latest first in each list. */
export const myPurchasesReplySchema = z.object({
  data: z.object({
    registrations: z.array(purchasedRegistrationSchema),
    promoCodes: z.array(ownedPromoCodeSchema),
  }),
});
export type MyPurchasesReply = z.infer<typeof myPurchasesReplySchema>;

/**
 * GET {base}/players/me/invites: the invite links the player opened while signed in and can still accept
 * (contract/README.md, "Teams and invitations"). Read leniently: what the cabinet shows of an invite; a platform
 * that answers 404 gives a cabinet without invitations.
 */
const pendingInviteSchema = z.object({
  id: z.union([id, z.string().check(z.minLength(1))]),
  teamName: z.string(),
  gameName: z.optional(z.nullable(z.string())),
  startsAt: z.optional(z.nullable(instant)),
  invitedBy: z.optional(z.nullable(z.string())),
  expiresAt: z.optional(z.nullable(instant)),
  /** Where the invitee answers it (the `/share` page with the invite). */
  url: z.optional(z.nullable(z.string())),
});
export const myInvitesReplySchema = z.object({ data: z.array(pendingInviteSchema) });
export type MyInvitesReply = z.infer<typeof myInvitesReplySchema>;
