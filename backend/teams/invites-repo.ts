import type { InviteCancelReason, InviteStatus } from '@/contract/schemas/teams';
import type { Db } from '../db/database';

export interface InviteRow {
  id: number;
  participant_id: number;
  token_hash: string;
  invited_by_user_id: number | null;
  inviter_name: string | null;
  status: InviteStatus;
  cancel_reason: InviteCancelReason | null;
  answered_by_user_id: number | null;
  answerer_name: string | null;
  answered_at: number | null;
  expires_at: number;
  created_at: number;
}

/** The registration an invite is for: its game, its team and whether it stands. */
interface InviteRegistrationRow {
  id: number;
  game_id: number;
  team_id: number;
  status: string;
}

const SELECT_INVITE = `SELECT i.*, a.name AS inviter_name, b.name AS answerer_name FROM team_invites i
  LEFT JOIN users a ON a.id = i.invited_by_user_id LEFT JOIN users b ON b.id = i.answered_by_user_id`;

/** The `team_invites` table (migration 0008). Writes run inside the callers' transactions. */
export function createInvitesRepo(db: Db) {
  const byHash = db.prepare(`${SELECT_INVITE} WHERE i.token_hash = ?`);
  const byId = db.prepare(`${SELECT_INVITE} WHERE i.id = ?`);
  const ofParticipant = db.prepare(`${SELECT_INVITE} WHERE i.participant_id = ? ORDER BY i.id DESC`);
  const openCount = db.prepare("SELECT COUNT(*) FROM team_invites WHERE participant_id = ? AND status = 'PENDING' AND expires_at > ?").pluck();
  const insert = db.prepare(`INSERT INTO team_invites (participant_id, token_hash, invited_by_user_id, expires_at, created_at)
    VALUES (?, ?, ?, ?, ?)`);
  const answer = db.prepare(`UPDATE team_invites SET status = ?, cancel_reason = ?, answered_by_user_id = ?, answered_at = ?
    WHERE id = ? AND status = 'PENDING'`);
  const registration = db.prepare('SELECT id, game_id, team_id, status FROM participants WHERE id = ?');
  const expireNow = db.prepare("UPDATE team_invites SET expires_at = ? WHERE token_hash = ? AND status = 'PENDING'");
  /** The visitor's other team holding a place in the game (one team per player per game). */
  const otherTeam = db.prepare(`SELECT t.name FROM participants p JOIN team_members m ON m.team_id = p.team_id JOIN teams t ON t.id = p.team_id
    WHERE p.game_id = ? AND m.user_id = ? AND p.team_id <> ? AND p.status <> 'CANCELLED' ORDER BY p.id LIMIT 1`);
  /** The team's registrations whose screens hear about members joining and leaving (games not over). */
  const liveRegistrations = db
    .prepare(
      `SELECT p.id FROM participants p JOIN games g ON g.id = p.game_id
      WHERE p.team_id = ? AND p.status <> 'CANCELLED' AND g.finished_at IS NULL AND g.cancelled_at IS NULL`,
    )
    .pluck();

  const rememberOpener = db.prepare('INSERT OR IGNORE INTO invite_openers (invite_id, user_id, sealed_token, opened_at) VALUES (?, ?, ?, ?)');
  const openedBy = db.prepare(`SELECT o.invite_id, o.sealed_token FROM invite_openers o JOIN team_invites i ON i.id = o.invite_id
    WHERE o.user_id = ? AND i.status = 'PENDING' AND i.expires_at > ? ORDER BY o.opened_at DESC, o.invite_id DESC`);

  return {
    /** A signed-in player opened a link they can still answer: remembered (sealed) for their cabinet. */
    rememberOpener: (inviteId: number, userId: number, sealedToken: string, now: number) => rememberOpener.run(inviteId, userId, sealedToken, now),
    /** The still-pending links the player opened, newest first. */
    openedBy: (userId: number, now: number) => openedBy.all(userId, now) as { invite_id: number; sealed_token: string }[],
    byHash: (hash: string) => byHash.get(hash) as InviteRow | undefined,
    byId: (id: number) => byId.get(id) as InviteRow | undefined,
    ofParticipant: (participantId: number) => ofParticipant.all(participantId) as InviteRow[],
    openCount: (participantId: number, now: number) => openCount.get(participantId, now) as number,
    insert: (participantId: number, tokenHash: string, userId: number, expiresAt: number, now: number) =>
      Number(insert.run(participantId, tokenHash, userId, expiresAt, now).lastInsertRowid),
    /** PENDING -> ACCEPTED or CANCELLED; false when it was not pending any more (someone answered first). */
    answer: (id: number, status: Exclude<InviteStatus, 'PENDING'>, reason: InviteCancelReason | null, userId: number | null, now: number) =>
      answer.run(status, reason, userId, now, id).changes === 1,
    registration: (participantId: number) => registration.get(participantId) as InviteRegistrationRow | undefined,
    otherTeamName: (gameId: number, userId: number, teamId: number) => (otherTeam.get(gameId, userId, teamId) as { name: string } | undefined)?.name ?? null,
    liveRegistrations: (teamId: number) => liveRegistrations.all(teamId) as number[],
    /** Demo mode only (/dev/invites/expire): a pending invite's 7 days end now. Returns how many changed (0 or 1). */
    expireNow: (hash: string, now: number) => expireNow.run(now, hash).changes,
  };
}
