import type { InviteStatus, InviteViewWire, RegistrationTeamWire, TeamInviteWire } from '@/contract/schemas/teams';
import type { InviteView, RegistrationTeam, TeamInvite } from '../types';

/** Wire instants (ISO 8601 with an offset) become epoch milliseconds. */
const toMs = (iso: string) => Date.parse(iso);

/** The wire's CANCELLED is the spec's REJECTED (contract/team-settings.ts). */
const stateOf = (status: InviteStatus): TeamInvite['state'] => (status === 'CANCELLED' ? 'REJECTED' : status);

export const toTeamInvite = (wire: TeamInviteWire): TeamInvite => ({
  id: wire.id,
  state: stateOf(wire.status),
  cancelReason: wire.cancelReason,
  expired: wire.expired,
  createdAt: toMs(wire.createdAt),
  expiresAt: toMs(wire.expiresAt),
  invitedBy: wire.invitedBy,
  answeredBy: wire.answeredBy,
});

export const toRegistrationTeam = (wire: RegistrationTeamWire): RegistrationTeam => ({
  participantId: wire.participantId,
  gameId: wire.gameId,
  gameName: wire.gameName,
  gameStarted: wire.gameStarted,
  gameOver: wire.gameOver,
  teamName: wire.team.name,
  memberLimit: wire.team.memberLimit,
  members: wire.members.map((m) => ({ userId: m.userId, name: m.name, isCaptain: m.isCaptain })),
  invites: wire.invites.map(toTeamInvite),
  viewer: wire.viewer,
});

export const toInviteView = (wire: InviteViewWire): InviteView => ({
  outcome: wire.outcome,
  state: stateOf(wire.status),
  expiresAt: toMs(wire.expiresAt),
  game: { id: wire.game.id, name: wire.game.name, startsAt: toMs(wire.game.playedAt.time), capitalZone: wire.game.playedAt.capital },
  team: { name: wire.team.name, membersCount: wire.team.membersCount, memberLimit: wire.team.memberLimit },
  invitedBy: wire.invitedBy.name,
  participantId: wire.participantId,
  otherTeam: wire.otherTeam?.name ?? null,
  signedIn: wire.signedIn,
});
