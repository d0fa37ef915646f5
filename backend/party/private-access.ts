import { timingSafeEqual } from 'node:crypto';
import type { PartyLanguage } from '@/contract/party-settings';
import type { Db } from '../db/database';
import type { UserRow } from '../users/users-repo';

export interface PrivateGameRow {
  game_id: number;
  order_id: number | null;
  organiser_user_id: number;
  format_id: number;
  language: PartyLanguage;
  time_zone: string;
  invite_token: string;
  created_at: number;
}

export type PrivateGameRole = 'organiser' | 'invited' | 'participant';

/** Constant-time comparison, so a token cannot be found character by character from response times. */
function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may see a private game and register for it (contract/README.md, "Private games and promo codes"): its
 * organiser, a player of a team registered for it, an account that opened its invite link, and whoever holds the
 * link's token. Shared by the party routes and the registration (a private game registers only through its link).
 */
export function createPrivateAccess(db: Db) {
  const byGame = db.prepare('SELECT * FROM private_games WHERE game_id = ?');
  const invitee = db.prepare('SELECT 1 FROM private_game_invitees WHERE game_id = ? AND user_id = ?');
  const player = db.prepare(`SELECT 1 FROM participants p JOIN team_members m ON m.team_id = p.team_id
    WHERE p.game_id = ? AND m.user_id = ? AND p.status <> 'CANCELLED' LIMIT 1`);
  const remember = db.prepare('INSERT OR IGNORE INTO private_game_invitees (game_id, user_id, invited_at) VALUES (?, ?, ?)');

  return {
    find: (gameId: number) => byGame.get(gameId) as PrivateGameRow | undefined,
    tokenMatches: (game: PrivateGameRow, token: string | null | undefined) => Boolean(token) && sameToken(game.invite_token, token!),
    /** How the asker stands to the game, or null when they may not see it. */
    roleOf(game: PrivateGameRow, user: UserRow | null, token: string | null | undefined): PrivateGameRole | null {
      if (user && user.id === game.organiser_user_id) return 'organiser';
      if (user && player.get(game.game_id, user.id)) return 'participant';
      if (user && invitee.get(game.game_id, user.id)) return 'invited';
      return this.tokenMatches(game, token) ? 'invited' : null;
    },
    /** A signed-in player opened the link: the game is in their list and they may register without the token. */
    rememberInvitee: (gameId: number, userId: number, now: number) => void remember.run(gameId, userId, now),
  };
}

export type PrivateAccess = ReturnType<typeof createPrivateAccess>;
