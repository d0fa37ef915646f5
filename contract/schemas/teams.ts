import { z } from 'zod/mini';
import { gameListItemSchema } from './catalogue';

// Teams and invitations (contract/README.md, "Teams and invitations"): a registration's team (members, captain,
// invites) and invite links. Replies of the reference backend are checked against these in its tests.

const id = z.int().check(z.positive());
const instant = z.iso.datetime({ offset: true });
const count = z.int().check(z.nonnegative());

/** Wire values of the spec's team-invite states (REJECTED is stored and sent as CANCELLED). */
const inviteStatuses = ['PENDING', 'ACCEPTED', 'CANCELLED'] as const;
const inviteStatusSchema = z.enum(inviteStatuses);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

/** Why an invite is CANCELLED: the invited person said no, or the team took the link back. */
const inviteCancelReasons = ['declined', 'revoked'] as const;
export type InviteCancelReason = (typeof inviteCancelReasons)[number];

/**
 * What an invite link is for whoever opens it now (`GET invites/{token}`), also the `reason` of a refused accept
 * or decline (409). In the order the server decides it (contract/README.md).
 */
export const inviteOutcomes = [
  /** Can be accepted or declined. */
  'pending',
  /** This visitor accepted it: a member. */
  'accepted',
  /** This visitor was already in the team. */
  'member',
  /** Someone else accepted it (one link, one person). */
  'used',
  'declined',
  'revoked',
  'expired',
  'team_full',
  /** This visitor plays the game in another team (one team per player per game). */
  'other_team',
  'game_over',
  'game_cancelled',
  /** The team's registration for the game was cancelled. */
  'not_registered',
] as const;
const inviteOutcomeSchema = z.enum(inviteOutcomes);
export type InviteOutcome = z.infer<typeof inviteOutcomeSchema>;

/** Refusals (409 `reason`) of the team's own calls: making an invite, revoking one, removing a member. */
export const teamRefusalReasons = [
  'team_full',
  'game_over',
  'game_cancelled',
  'not_registered',
  'too_many_pending',
  'not_pending',
  'game_started',
  'captain',
] as const;
export type TeamRefusalReason = (typeof teamRefusalReasons)[number];

/** A 409 of these calls: a localised `message` and the machine-readable `reason` the screens are chosen by. */
export const teamConflictSchema = z.object({ message: z.string(), reason: z.string() });

const personSchema = z.object({ userId: id, name: z.string() });

/** An invite as its team sees it (the captain every one, a member their own). */
const teamInviteSchema = z.object({
  id,
  status: inviteStatusSchema,
  cancelReason: z.nullable(z.enum(inviteCancelReasons)),
  /** PENDING past `expiresAt`: the link no longer works (the status stays PENDING). */
  expired: z.boolean(),
  createdAt: instant,
  expiresAt: instant,
  invitedBy: personSchema,
  /** Who accepted or declined; null while pending, when revoked, or when declined by a visitor not signed in. */
  answeredBy: z.nullable(personSchema),
  answeredAt: z.nullable(instant),
});
export type TeamInviteWire = z.infer<typeof teamInviteSchema>;

/** POST registrations/{id}/invites (201): the new invite and its token, given this once (only its hash is kept). */
export const createdInviteReplySchema = z.object({ data: z.extend(teamInviteSchema, { token: z.string().check(z.minLength(32)) }) });
export type CreatedInviteReply = z.infer<typeof createdInviteReplySchema>;

export const teamInviteReplySchema = z.object({ data: teamInviteSchema });

const teamMemberSchema = z.object({ userId: id, name: z.string(), isCaptain: z.boolean(), joinedAt: instant });

/** GET registrations/{id}/team: the team of one registration, as one of its members sees it. */
const registrationTeamSchema = z.object({
  participantId: id,
  gameId: id,
  gameName: z.string(),
  startsAt: instant,
  /** The game has started (by the clock or its expert): members can no longer be removed. */
  gameStarted: z.boolean(),
  /** Over or cancelled: no more invites. */
  gameOver: z.boolean(),
  team: z.object({ id, name: z.string(), captainUserId: z.nullable(id), memberLimit: z.int().check(z.positive()), membersCount: count }),
  /** Captain first, then by the time they joined. */
  members: z.array(teamMemberSchema),
  /** Newest first. The captain sees every invite of the registration; another member only their own. */
  invites: z.array(teamInviteSchema),
  viewer: z.object({
    userId: id,
    isCaptain: z.boolean(),
    /** Any member may make invite links while the game is not over and the registration stands. */
    canInvite: z.boolean(),
    /** The captain, before the game starts: remove members. Revoking is open to the captain and each link's maker. */
    canRemove: z.boolean(),
  }),
});
export type RegistrationTeamWire = z.infer<typeof registrationTeamSchema>;
export const registrationTeamReplySchema = z.object({ data: registrationTeamSchema });

/** GET invites/{token} (optional bearer), and the reply of accept and decline: the invite for whoever holds it. */
const inviteViewSchema = z.object({
  outcome: inviteOutcomeSchema,
  status: inviteStatusSchema,
  expiresAt: instant,
  game: gameListItemSchema,
  team: z.object({ id, name: z.string(), membersCount: count, memberLimit: z.int().check(z.positive()) }),
  invitedBy: z.object({ name: z.string() }),
  /** The game page of this visitor's team: set when they are a member (accepted, member). */
  participantId: z.nullable(id),
  /** The visitor's other team in this game (`other_team`). */
  otherTeam: z.nullable(z.object({ name: z.string() })),
  /** A valid bearer token came with the request. */
  signedIn: z.boolean(),
});
export type InviteViewWire = z.infer<typeof inviteViewSchema>;
export const inviteViewReplySchema = z.object({ data: inviteViewSchema });
