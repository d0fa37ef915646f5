import { GAME_PAGE_OPENS_MINUTES_BEFORE } from '@/contract/registration-settings';
import type { PrivateGameWire } from '@/contract/schemas/party';
import type { ParticipantStatus } from '@/contract/schemas/live';
import { deriveGameStatus } from '../catalogue/game-status';
import type { Db } from '../db/database';
import { iso } from '../game/wire-time';
import type { Locale } from '../i18n/locale';
import { notFound, Refusal } from '../registration/refusal';
import { createGameLookup } from '../registration/game-view';
import type { UserRow } from '../users/users-repo';
import type { PartyCatalogue } from './party-catalogue';
import type { PrivateAccess, PrivateGameRow } from './private-access';

const OPENS_MS = GAME_PAGE_OPENS_MINUTES_BEFORE * 60 * 1000;

/** 403 with reason `not_invited`: the game exists, and the asker is not one of the people it is open to. */
const notInvited = () => new Refusal(403, 'party.not_invited', { reason: 'not_invited' });

/** Private games as their organiser, invited teams and players see them (GET {party}/games[/{id}]). */
export function createPrivateGames(db: Db, deps: { access: PrivateAccess; catalogue: PartyCatalogue }) {
  const game = createGameLookup(db);
  const teamsOf = db.prepare(`SELECT p.id, t.name, p.status FROM participants p JOIN teams t ON t.id = p.team_id
    WHERE p.game_id = ? AND p.status <> 'CANCELLED' ORDER BY t.name, p.id`);
  const mineOf = db.prepare(`SELECT p.id, t.name AS teamName, p.status FROM participants p JOIN team_members m ON m.team_id = p.team_id
    JOIN teams t ON t.id = p.team_id WHERE p.game_id = ? AND m.user_id = ? AND p.status <> 'CANCELLED' ORDER BY p.id LIMIT 1`);
  const upcomingOf = db
    .prepare(
      `SELECT pg.game_id FROM private_games pg JOIN games g ON g.id = pg.game_id
      WHERE g.finished_at IS NULL AND g.cancelled_at IS NULL AND g.starts_at > ?
        AND (pg.organiser_user_id = @user
          OR EXISTS (SELECT 1 FROM private_game_invitees i WHERE i.game_id = pg.game_id AND i.user_id = @user)
          OR EXISTS (SELECT 1 FROM participants p JOIN team_members m ON m.team_id = p.team_id
                     WHERE p.game_id = pg.game_id AND m.user_id = @user AND p.status <> 'CANCELLED'))
      ORDER BY g.starts_at, g.id`,
    )
    .pluck();

  function wire(
    row: PrivateGameRow,
    user: UserRow | null,
    role: NonNullable<ReturnType<PrivateAccess['roleOf']>>,
    locale: Locale,
    now: number,
  ): PrivateGameWire {
    const g = game(row.game_id)!;
    const format = deps.catalogue.format(row.format_id)!;
    const organiser = role === 'organiser';
    const teams = teamsOf.all(row.game_id) as { id: number; name: string; status: ParticipantStatus }[];
    const mine = user ? (mineOf.get(row.game_id, user.id) as { id: number; teamName: string; status: ParticipantStatus } | undefined) : undefined;
    const wireOfFormat = deps.catalogue.formatWire(format, locale);
    return {
      id: row.game_id,
      name: g.name,
      formatId: format.id,
      formatName: wireOfFormat.name,
      type: format.type,
      rounds: wireOfFormat.rounds,
      questionsPerRound: wireOfFormat.questionsPerRound,
      durationMinutes: format.duration_minutes,
      language: row.language,
      startsAt: iso(g.starts_at),
      timeZone: row.time_zone,
      opensAt: iso(g.starts_at - OPENS_MS),
      status: deriveGameStatus(g, now),
      teamsLimit: g.max_participants,
      teamsCount: teams.length,
      organiserPaid: row.order_id !== null,
      role,
      inviteToken: organiser ? row.invite_token : null,
      teams: organiser ? teams : null,
      mine: mine ?? null,
    };
  }

  return {
    /** 404 for an unknown or public game; 403 not_invited for a private game the asker may not see. */
    view(gameId: number, user: UserRow | null, invite: string | null, locale: Locale, now: number): PrivateGameWire {
      const row = deps.access.find(gameId);
      if (!row || !game(gameId)) throw notFound();
      const role = deps.access.roleOf(row, user, invite);
      if (role === null) throw notInvited();
      if (user && role === 'invited' && deps.access.tokenMatches(row, invite)) deps.access.rememberInvitee(gameId, user.id, now);
      return wire(row, user, role, locale, now);
    },

    /** Upcoming private games the player organises, was invited to, or plays in. */
    mine(user: UserRow, locale: Locale, now: number): PrivateGameWire[] {
      const ids = upcomingOf.all(now - OPENS_MS, { user: user.id }) as number[];
      return ids.map((id) => {
        const row = deps.access.find(id)!;
        return wire(row, user, deps.access.roleOf(row, user, null)!, locale, now);
      });
    },
  };
}
