import type { TeamInviteState } from '@/contract/team-settings';
import type { InviteCancelReason, InviteOutcome } from '@/contract/schemas/teams';

interface Person {
  userId: number;
  name: string;
}

/** An invite link as its team sees it; `state` is the spec's team-invite state (REJECTED: declined or revoked). */
export interface TeamInvite {
  id: number;
  state: Exclude<TeamInviteState, 'NONE'>;
  cancelReason: InviteCancelReason | null;
  expired: boolean;
  createdAt: number;
  expiresAt: number;
  invitedBy: Person;
  answeredBy: Person | null;
}

export interface CreatedInvite extends TeamInvite {
  token: string;
}

interface TeamMember extends Person {
  isCaptain: boolean;
}

/** A registration's team, as one of its players sees it. */
export interface RegistrationTeam {
  participantId: number;
  gameId: number;
  gameName: string;
  gameStarted: boolean;
  gameOver: boolean;
  teamName: string;
  memberLimit: number;
  members: TeamMember[];
  invites: TeamInvite[];
  viewer: { userId: number; isCaptain: boolean; canInvite: boolean; canRemove: boolean };
}

/** A game as the share page and an invite show it. */
interface SharedGame {
  id: number;
  name: string;
  startsAt: number;
  /** The capital whose clock the game is announced in (IANA zone). */
  capitalZone: string;
}

/** An invite link for whoever holds it. */
export interface InviteView {
  outcome: InviteOutcome;
  state: Exclude<TeamInviteState, 'NONE'>;
  expiresAt: number;
  game: SharedGame;
  team: { name: string; membersCount: number; memberLimit: number };
  invitedBy: string;
  participantId: number | null;
  otherTeam: string | null;
  signedIn: boolean;
}
