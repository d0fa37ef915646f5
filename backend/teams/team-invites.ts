import { INVITE_QUERY_PARAM, INVITE_TTL_DAYS, MAX_PENDING_INVITES, TEAM_MEMBER_LIMIT } from '@/contract/team-settings';
import type { InviteOutcome, InviteViewWire, RegistrationTeamWire, TeamInviteWire } from '@/contract/schemas/teams';
import type { MyInvitesReply } from '@/contract/schemas/cabinet';
import type { Locale } from '../i18n/locale';
import { deriveGameStatus } from '../catalogue/game-status';
import { toGameListItem, type GameRow } from '../catalogue/games-repo';
import { gameEngineFor } from '../game/engine';
import type { Outbox } from '../game/outbox';
import { iso, isoOrNull } from '../game/wire-time';
import type { MessageKey } from '../i18n/messages';
import { createGameLookup } from '../registration/game-view';
import { conflict, forbidden, notFound } from '../registration/refusal';
import { registrationFor } from '../registration/registration-module';
import type { Services } from '../services';
import type { UserRow } from '../users/users-repo';
import { acceptIsDone, canDecline, inviteOutcome } from './invite-outcome';
import { createInviteSeal } from './invite-seal';
import { inviteTokenHash, looksLikeInviteToken, newInviteToken } from './invite-token';
import { createInvitesRepo, type InviteRow } from './invites-repo';

const DAY_MS = 24 * 60 * 60 * 1000;

const refusal = (reason: InviteOutcome | 'too_many_pending' | 'not_pending' | 'game_started' | 'captain') => conflict(reason, `teams.${reason}` as MessageKey);

const toInviteWire = (row: InviteRow, now: number): TeamInviteWire => ({
  id: row.id,
  status: row.status,
  cancelReason: row.cancel_reason,
  expired: row.status === 'PENDING' && row.expires_at <= now,
  createdAt: iso(row.created_at),
  expiresAt: iso(row.expires_at),
  invitedBy: { userId: row.invited_by_user_id ?? 0, name: row.inviter_name ?? '' },
  answeredBy: row.answered_by_user_id === null ? null : { userId: row.answered_by_user_id, name: row.answerer_name ?? '' },
  answeredAt: isoOrNull(row.answered_at),
});

/**
 * Teams and invitations (contract/README.md, "Teams and invitations"): a registration's team as its members see it,
 * invite links (one person each, 256-bit tokens kept only as hashes, 7 days, never after the game), their answers,
 * the captain's revocations and removals, and the realtime news to the team's screens. Membership itself is the
 * registration feature's teams (`backend/registration/teams.ts`).
 */
function createTeamInvites(services: Services) {
  const { db, now } = services;
  const teams = registrationFor(services).teams;
  const game = createGameLookup(db);
  const repo = createInvitesRepo(db);
  const engine = gameEngineFor(services);
  const seal = createInviteSeal(services.config.inviteSealSecret);

  /** The registration, its game and its team; 404 when any is unknown. */
  function context(participantId: number) {
    const registration = repo.registration(participantId);
    if (!registration) throw notFound();
    const gameRow = game(registration.game_id);
    const team = teams.find(registration.team_id);
    if (!gameRow || !team) throw notFound();
    return { registration, game: gameRow, team };
  }

  const gameStatus = (row: GameRow, at: number) => deriveGameStatus(row, at);
  const gameOver = (row: GameRow, at: number) => ['finished', 'cancelled'].includes(gameStatus(row, at));
  const gameStarted = (row: GameRow, at: number) => gameStatus(row, at) !== 'registration' && gameStatus(row, at) !== 'announced';

  function outcomeFor(invite: InviteRow, user: UserRow | null, at: number) {
    const { registration, game: gameRow, team } = context(invite.participant_id);
    const viewerIsMember = user !== null && teams.isMember(team.id, user.id);
    const otherTeam = user === null ? null : repo.otherTeamName(registration.game_id, user.id, team.id);
    const outcome = inviteOutcome({
      status: invite.status,
      cancelReason: invite.cancel_reason,
      expired: invite.expires_at <= at,
      answeredByViewer: user !== null && invite.answered_by_user_id === user.id,
      gameStatus: gameStatus(gameRow, at),
      registrationCancelled: registration.status === 'CANCELLED',
      viewerIsMember,
      viewerInOtherTeam: otherTeam !== null,
      teamFull: team.members_count >= TEAM_MEMBER_LIMIT,
    });
    return { outcome, registration, game: gameRow, team, otherTeam };
  }

  function viewOf(invite: InviteRow, user: UserRow | null, at: number): InviteViewWire {
    const { outcome, registration, game: gameRow, team, otherTeam } = outcomeFor(invite, user, at);
    return {
      outcome,
      status: invite.status,
      expiresAt: iso(invite.expires_at),
      game: toGameListItem(gameRow, at),
      team: { id: team.id, name: team.name, membersCount: team.members_count, memberLimit: TEAM_MEMBER_LIMIT },
      invitedBy: { name: invite.inviter_name ?? '' },
      participantId: outcome === 'accepted' || outcome === 'member' ? registration.id : null,
      otherTeam: outcome === 'other_team' && otherTeam !== null ? { name: otherTeam } : null,
      signedIn: user !== null,
    };
  }

  /** The invite of a token; an unknown or malformed token is a 404 (nothing tells one from the other). */
  function byToken(token: string) {
    const invite = looksLikeInviteToken(token) ? repo.byHash(inviteTokenHash(token)) : undefined;
    if (!invite) throw notFound();
    return invite;
  }

  /** Only members of the registration's team see it and make links for it. */
  function asMember(participantId: number, user: UserRow) {
    const found = context(participantId);
    if (!teams.isMember(found.team.id, user.id)) throw forbidden();
    return found;
  }

  /** The team's screens hear that someone joined or was removed (each registration of the team still to play). */
  function tellTeam(out: Outbox, teamId: number, event: { userId: number; userName: string; change: 'accepted' | 'removed' }) {
    const membersCount = teams.find(teamId)?.members_count ?? 0;
    for (const participantId of repo.liveRegistrations(teamId)) {
      const count = engine.presence.playersOnline(participantId);
      if (event.change === 'accepted') out.toParticipant(participantId, 'TeammateJoined', { ...event, change: 'accepted', count, membersCount });
      else out.toParticipant(participantId, 'TeammateLeft', { ...event, change: 'removed', count, membersCount });
      out.toParticipant(participantId, 'TeammatesCount', { count, membersCount });
    }
  }

  function teamView(participantId: number, user: UserRow): RegistrationTeamWire {
    const at = now();
    const { registration, game: gameRow, team } = asMember(participantId, user);
    const isCaptain = team.captain_user_id === user.id;
    const over = gameOver(gameRow, at);
    const invites = repo.ofParticipant(participantId).filter((row) => isCaptain || row.invited_by_user_id === user.id);
    return {
      participantId,
      gameId: registration.game_id,
      gameName: gameRow.name,
      startsAt: iso(gameRow.starts_at),
      gameStarted: gameStarted(gameRow, at),
      gameOver: over,
      team: { id: team.id, name: team.name, captainUserId: team.captain_user_id, memberLimit: TEAM_MEMBER_LIMIT, membersCount: team.members_count },
      members: teams.members(team.id).map((m) => ({ userId: m.userId, name: m.name, isCaptain: m.userId === team.captain_user_id, joinedAt: iso(m.joinedAt) })),
      invites: invites.map((row) => toInviteWire(row, at)),
      viewer: {
        userId: user.id,
        isCaptain,
        canInvite: !over && registration.status !== 'CANCELLED',
        canRemove: isCaptain && !gameStarted(gameRow, at),
      },
    };
  }

  return {
    teamView,

    /** POST registrations/{id}/invites: a new link for one person. */
    create(participantId: number, user: UserRow): TeamInviteWire & { token: string } {
      const token = newInviteToken();
      const row = db
        .transaction(() => {
          const at = now();
          const { registration, game: gameRow, team } = asMember(participantId, user);
          const status = gameStatus(gameRow, at);
          if (status === 'cancelled') throw refusal('game_cancelled');
          if (status === 'finished') throw refusal('game_over');
          if (registration.status === 'CANCELLED') throw refusal('not_registered');
          if (team.members_count >= TEAM_MEMBER_LIMIT) throw refusal('team_full');
          if (repo.openCount(participantId, at) >= MAX_PENDING_INVITES) throw refusal('too_many_pending');
          return repo.byId(repo.insert(participantId, inviteTokenHash(token), user.id, at + INVITE_TTL_DAYS * DAY_MS, at))!;
        })
        .immediate();
      return { ...toInviteWire(row, now()), token };
    },

    /**
     * GET invites/{token}: the invite for whoever holds the link (signed in or not). A signed-in player who can
     * answer it has it remembered (sealed) for their cabinet's pending invites.
     */
    view(token: string, user: UserRow | null): InviteViewWire {
      const at = now();
      const invite = byToken(token);
      const view = viewOf(invite, user, at);
      if (user !== null && view.outcome === 'pending') repo.rememberOpener(invite.id, user.id, seal.seal(token, invite.id, user.id), at);
      return view;
    },

    /**
     * GET players/me/invites: the links this player opened and can still accept (pending for them now), newest
     * first, each with its `/share` address in the request's language (null when its seal is from another secret).
     */
    pendingFor(user: UserRow, locale: Locale): MyInvitesReply {
      const at = now();
      const prefix = locale === 'ru' ? '' : `/${locale}`;
      const data = repo.openedBy(user.id, at).flatMap((row) => {
        const invite = repo.byId(row.invite_id);
        if (!invite) return [];
        const { outcome, game: gameRow, team } = outcomeFor(invite, user, at);
        if (outcome !== 'pending') return [];
        const token = seal.open(row.sealed_token, invite.id, user.id);
        const url = token === null ? null : `${services.config.webOrigin}${prefix}/share?${new URLSearchParams({ [INVITE_QUERY_PARAM]: token })}`;
        return [
          {
            id: invite.id,
            teamName: team.name,
            gameName: gameRow.name,
            startsAt: iso(gameRow.starts_at),
            invitedBy: invite.inviter_name,
            expiresAt: iso(invite.expires_at),
            url,
          },
        ];
      });
      return { data };
    },

    /** POST invites/{token}/accept: the visitor joins the team; again (or already a member) changes nothing. */
    accept(token: string, user: UserRow): InviteViewWire {
      return engine.ctx.transact((out) => {
        const at = now();
        const invite = byToken(token);
        const { outcome, team } = outcomeFor(invite, user, at);
        if (acceptIsDone(outcome)) return viewOf(invite, user, at);
        if (outcome !== 'pending') throw refusal(outcome);
        teams.addMember(team.id, user.id, at);
        repo.answer(invite.id, 'ACCEPTED', null, user.id, at);
        tellTeam(out, team.id, { userId: user.id, userName: user.name, change: 'accepted' });
        return viewOf(repo.byId(invite.id)!, user, at);
      });
    },

    /** POST invites/{token}/decline: no account needed to say no; declining twice changes nothing. */
    decline(token: string, user: UserRow | null): InviteViewWire {
      return db
        .transaction(() => {
          const at = now();
          const invite = byToken(token);
          if (invite.status === 'CANCELLED' && invite.cancel_reason === 'declined') return viewOf(invite, user, at);
          const { outcome } = outcomeFor(invite, user, at);
          if (!canDecline(outcome)) throw refusal(outcome);
          repo.answer(invite.id, 'CANCELLED', 'declined', user?.id ?? null, at);
          return viewOf(repo.byId(invite.id)!, user, at);
        })
        .immediate();
    },

    /** DELETE registrations/{id}/invites/{inviteId}: the captain, or the link's maker, takes a pending link back. */
    revoke(participantId: number, inviteId: number, user: UserRow): TeamInviteWire {
      return db
        .transaction(() => {
          const at = now();
          const { team } = asMember(participantId, user);
          const invite = repo.byId(inviteId);
          if (!invite || invite.participant_id !== participantId) throw notFound();
          if (team.captain_user_id !== user.id && invite.invited_by_user_id !== user.id) throw forbidden();
          if (invite.status === 'CANCELLED' && invite.cancel_reason === 'revoked') return toInviteWire(invite, at);
          if (invite.status !== 'PENDING') throw refusal('not_pending');
          repo.answer(invite.id, 'CANCELLED', 'revoked', null, at);
          return toInviteWire(repo.byId(invite.id)!, at);
        })
        .immediate();
    },

    /** DELETE registrations/{id}/members/{userId}: the captain removes a player before the game starts. */
    removeMember(participantId: number, memberId: number, user: UserRow): RegistrationTeamWire {
      engine.ctx.transact((out) => {
        const at = now();
        const { game: gameRow, team } = asMember(participantId, user);
        if (team.captain_user_id !== user.id) throw forbidden();
        if (memberId === team.captain_user_id) throw refusal('captain');
        const member = teams.members(team.id).find((m) => m.userId === memberId);
        if (!member) throw notFound();
        if (gameStarted(gameRow, at)) throw refusal('game_started');
        teams.removeMember(team.id, memberId);
        tellTeam(out, team.id, { userId: memberId, userName: member.name, change: 'removed' });
      });
      return teamView(participantId, user);
    },
  };
}

export type TeamInvites = ReturnType<typeof createTeamInvites>;

const modules = new WeakMap<Services, TeamInvites>();

/** The invitations of a backend instance, created on first use (routes and tests share it). */
export function teamInvitesFor(services: Services): TeamInvites {
  let found = modules.get(services);
  if (!found) {
    found = createTeamInvites(services);
    modules.set(services, found);
  }
  return found;
}
