import { PRIVATE_PREFIX } from '@/contract/realtime';
import type { Membership, RealtimeHub } from '../realtime/realtime-hub';
import type { EngineContext } from './engine-context';
import { iso } from './wire-time';

interface TeamPresence {
  gameId: number;
  name: string;
  /** userId -> the user's sockets on participant.{id}. */
  members: Map<number, Set<string>>;
  sockets: Map<string, number>;
  userNames: Map<number, string>;
}

const PARTICIPANT = /^participant\.(\d+)$/;
const EXPERT = /^game-expert\.(\d+)$/;
/** Participants hear about other teams coming and going at most this often (coalesced). */
const PRESENCE_COALESCE_MS = 1000;

const channelMatch = (channel: string, pattern: RegExp): number | null => {
  if (!channel.startsWith(PRIVATE_PREFIX)) return null;
  const match = pattern.exec(channel.slice(PRIVATE_PREFIX.length));
  return match ? Number(match[1]) : null;
};

/**
 * Who is online, from the socket server's memberships: distinct team members per participant channel (staff
 * watching a team's channel are not counted), teams online per game. Sends the presence events of the contract.
 */
export function createPresence(ctx: EngineContext, hub: RealtimeHub) {
  const teams = new Map<number, TeamPresence>();
  const onlineTeams = new Map<number, Set<number>>();
  const pending = new Map<number, Map<number, number>>();
  const lastSent = new Map<number, number>();
  const userName = ctx.db.prepare('SELECT name FROM users WHERE id = ?');

  const teamsOnline = (gameId: number) => onlineTeams.get(gameId)?.size ?? 0;
  const playersOnline = (participantId: number) => teams.get(participantId)?.members.size ?? 0;

  const flush = (gameId: number) => {
    const changes = pending.get(gameId);
    pending.delete(gameId);
    if (!changes) return;
    const joined: { participantId: number; playersOnline: number }[] = [];
    const left: { participantId: number; playersOnline: number }[] = [];
    for (const [participantId, online] of changes) {
      const before = lastSent.get(participantId) ?? 0;
      if (online === before) continue;
      (online > before ? joined : left).push({ participantId, playersOnline: online });
      lastSent.set(participantId, online);
    }
    const count = teamsOnline(gameId);
    ctx.emit((out) => {
      if (joined.length > 0) out.toParticipants(gameId, 'ParticipantJoined', { participants: joined, count });
      if (left.length > 0) out.toParticipants(gameId, 'ParticipantLeft', { participants: left, count });
    });
  };

  const noteChange = (gameId: number, participantId: number) => {
    let changes = pending.get(gameId);
    if (!changes) {
      changes = new Map();
      pending.set(gameId, changes);
      setTimeout(() => ctx.guard('presence flush', () => flush(gameId)), PRESENCE_COALESCE_MS).unref();
    }
    changes.set(participantId, playersOnline(participantId));
  };

  const memberJoined = (participantId: number, socketId: string, userId: number) => {
    const participant = ctx.store.participant(participantId);
    if (!ctx.store.isMember(participant.team_id, userId)) return;
    let team = teams.get(participantId);
    if (!team) {
      team = { gameId: participant.game_id, name: participant.team_name, members: new Map(), sockets: new Map(), userNames: new Map() };
      teams.set(participantId, team);
    }
    const teamWasOffline = team.members.size === 0;
    let sockets = team.members.get(userId);
    const firstSocket = !sockets || sockets.size === 0;
    if (!sockets) {
      sockets = new Set();
      team.members.set(userId, sockets);
    }
    sockets.add(socketId);
    team.sockets.set(socketId, userId);
    const name = team.userNames.get(userId) ?? (userName.get(userId) as { name: string } | undefined)?.name ?? '';
    team.userNames.set(userId, name);
    const gameId = team.gameId;
    if (teamWasOffline) {
      const online = onlineTeams.get(gameId) ?? new Set<number>();
      online.add(participantId);
      onlineTeams.set(gameId, online);
    }
    const state = ctx.store.state(gameId);
    const count = team.members.size;
    ctx.emit((out) => {
      out.toParticipant(participantId, 'WelcomeParticipant', {
        participantId,
        gameId,
        currentTour: state.current_tour,
        canAnswer: state.can_answer === 1,
        lastShownTour: state.last_shown_tour,
        isFinished: ctx.store.game(gameId).finished_at !== null,
        teammatesOnline: count,
        serverTime: iso(ctx.now()),
      });
      if (firstSocket) {
        out.toParticipant(participantId, 'TeammateJoined', { userId, userName: name, count });
        out.toParticipant(participantId, 'TeammatesCount', { count });
      }
      if (participant.voice_chat_url) out.toParticipant(participantId, 'SendIcqChatId', { icqChatId: participant.voice_chat_url });
      if (teamWasOffline) {
        out.toExperts(gameId, 'ParticipantJoined', { participantId, name: team.name, playersOnline: count, count: teamsOnline(gameId) });
        out.toExperts(gameId, 'ParticipantCount', { count: teamsOnline(gameId) });
      }
    });
    if (firstSocket) noteChange(gameId, participantId);
  };

  const memberLeft = (participantId: number, socketId: string) => {
    const team = teams.get(participantId);
    const userId = team?.sockets.get(socketId);
    if (!team || userId === undefined) return;
    team.sockets.delete(socketId);
    const sockets = team.members.get(userId);
    sockets?.delete(socketId);
    if (sockets && sockets.size > 0) return;
    team.members.delete(userId);
    const count = team.members.size;
    const gameId = team.gameId;
    if (count === 0) onlineTeams.get(gameId)?.delete(participantId);
    ctx.emit((out) => {
      out.toParticipant(participantId, 'TeammateLeft', { userId, userName: team.userNames.get(userId) ?? '', count });
      out.toParticipant(participantId, 'TeammatesCount', { count });
      if (count === 0) {
        out.toExperts(gameId, 'ParticipantLeft', { participantId, playersOnline: 0, count: teamsOnline(gameId) });
        out.toExperts(gameId, 'ParticipantCount', { count: teamsOnline(gameId) });
      }
    });
    noteChange(gameId, participantId);
  };

  hub.onJoin((membership: Membership) =>
    ctx.guard('presence join', () => {
      const participantId = channelMatch(membership.channel, PARTICIPANT);
      if (participantId !== null && membership.userId !== null) memberJoined(participantId, membership.socketId, membership.userId);
      const gameId = channelMatch(membership.channel, EXPERT);
      if (gameId !== null) ctx.emit((out) => out.toExperts(gameId, 'ParticipantCount', { count: teamsOnline(gameId) }));
    }),
  );
  hub.onLeave((membership: Membership) =>
    ctx.guard('presence leave', () => {
      const participantId = channelMatch(membership.channel, PARTICIPANT);
      if (participantId !== null) memberLeft(participantId, membership.socketId);
    }),
  );

  return { teamsOnline, playersOnline };
}

export type Presence = ReturnType<typeof createPresence>;
