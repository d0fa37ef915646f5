import type { GameStatus } from '@/contract/schemas/catalogue';
import type { InviteCancelReason, InviteOutcome, InviteStatus } from '@/contract/schemas/teams';

/** What decides an invite's outcome for whoever opens it (all read in one transaction). */
export interface InviteFacts {
  status: InviteStatus;
  cancelReason: InviteCancelReason | null;
  /** PENDING past its expiry. */
  expired: boolean;
  /** The visitor is the one who accepted or declined it. */
  answeredByViewer: boolean;
  gameStatus: GameStatus;
  /** The team's registration for the game is CANCELLED. */
  registrationCancelled: boolean;
  viewerIsMember: boolean;
  /** The visitor is in another team registered (not CANCELLED) for the same game. */
  viewerInOtherTeam: boolean;
  teamFull: boolean;
}

/**
 * The outcome of an invite for its visitor (contract/README.md, "Teams and invitations"), in this order: their own
 * acceptance first (it stays true whatever happens to the game), then the game and the registration, then what
 * happened to the link, then the visitor, then the team's size.
 */
export function inviteOutcome(f: InviteFacts): InviteOutcome {
  if (f.status === 'ACCEPTED' && f.answeredByViewer && f.viewerIsMember) return 'accepted';
  if (f.gameStatus === 'cancelled') return 'game_cancelled';
  if (f.gameStatus === 'finished') return 'game_over';
  if (f.registrationCancelled) return 'not_registered';
  if (f.status === 'CANCELLED') return f.cancelReason === 'revoked' ? 'revoked' : 'declined';
  if (f.status === 'ACCEPTED') return f.viewerIsMember ? 'member' : 'used';
  if (f.expired) return 'expired';
  if (f.viewerIsMember) return 'member';
  if (f.viewerInOtherTeam) return 'other_team';
  if (f.teamFull) return 'team_full';
  return 'pending';
}

/** Outcomes in which accepting changes nothing and is answered as a success (accepting twice is harmless). */
export const acceptIsDone = (outcome: InviteOutcome) => outcome === 'accepted' || outcome === 'member';

/** Outcomes in which the link can still be declined (the visitor's own situation does not matter for a "no"). */
export const canDecline = (outcome: InviteOutcome) => outcome === 'pending' || outcome === 'team_full' || outcome === 'other_team';
