import { PRIVATE_PREFIX } from '@/contract/realtime';
import type { Db } from '../db/database';
import { isStaff, type UserRow } from '../users/users-repo';

export type ChannelDecision = { ok: true } | { ok: false; status: 401 | 403 };

const PRESENCE_PREFIX = 'presence-';
const EXPERT_CHANNEL = /^game-expert\.(\d+)$/;
const PARTICIPANT_CHANNEL = /^participant\.(\d+)$/;

export const isPrivateChannel = (wireName: string): boolean => wireName.startsWith(PRIVATE_PREFIX);

/**
 * Who may listen where (the role of Laravel's routes/channels.php):
 * - game-expert.{gameId}: staff (expert or organizer) assigned to that game;
 * - participant.{id}: a member of the registered team, or staff assigned to the participant's game.
 * Public channels are open; presence channels are not used by the product and are refused.
 */
export function createChannelAuthorizer(db: Db) {
  const assigned = db.prepare('SELECT 1 FROM game_experts WHERE game_id = ? AND user_id = ?');
  const participant = db.prepare('SELECT game_id, team_id FROM participants WHERE id = ?');
  const member = db.prepare('SELECT 1 FROM team_members WHERE team_id = ? AND user_id = ?');

  const staffOf = (user: UserRow, gameId: number): boolean => isStaff(user) && assigned.get(gameId, user.id) !== undefined;

  return {
    authorize(wireName: string, user: UserRow | null): ChannelDecision {
      if (wireName.startsWith(PRESENCE_PREFIX)) return { ok: false, status: 403 };
      if (!isPrivateChannel(wireName)) return { ok: true };
      if (!user) return { ok: false, status: 401 };
      const name = wireName.slice(PRIVATE_PREFIX.length);

      const expert = EXPERT_CHANNEL.exec(name);
      if (expert) return staffOf(user, Number(expert[1])) ? { ok: true } : { ok: false, status: 403 };

      const player = PARTICIPANT_CHANNEL.exec(name);
      if (player) {
        const row = participant.get(Number(player[1])) as { game_id: number; team_id: number } | undefined;
        if (!row) return { ok: false, status: 403 };
        const allowed = member.get(row.team_id, user.id) !== undefined || staffOf(user, row.game_id);
        return allowed ? { ok: true } : { ok: false, status: 403 };
      }
      return { ok: false, status: 403 };
    },
  };
}
