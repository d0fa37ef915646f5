import { MAX_TEAMS_PER_PLAYER } from '@/contract/registration-settings';
import type { TeamWire } from '@/contract/schemas/registration';
import type { Db } from '../db/database';
import { fieldError } from './refusal';

interface TeamListRow {
  id: number;
  name: string;
  city_id: number | null;
  captain_user_id: number | null;
  members_count: number;
}

/** Team names compare as people read them: trimmed, case-insensitive. */
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The player's teams (User.teams): list, create within the limit (teams one created count, teams one merely
 * belongs to do not), and the team a registration is for.
 */
export function createTeams(db: Db) {
  const mine = db.prepare(`SELECT t.id, t.name, t.city_id, t.captain_user_id,
      (SELECT COUNT(*) FROM team_members x WHERE x.team_id = t.id) AS members_count
    FROM teams t JOIN team_members m ON m.team_id = t.id WHERE m.user_id = ? ORDER BY t.name COLLATE NOCASE, t.id`);
  const created = db.prepare('SELECT COUNT(*) FROM teams WHERE captain_user_id = ?').pluck();
  const insertTeam = db.prepare('INSERT INTO teams (name, city_id, captain_user_id, created_at) VALUES (?, ?, ?, ?)');
  const insertMember = db.prepare("INSERT OR IGNORE INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, 'captain', ?)");
  const cityExists = db.prepare('SELECT 1 FROM cities WHERE id = ?');

  const teamById = db.prepare(`SELECT t.id, t.name, t.city_id, t.captain_user_id,
      (SELECT COUNT(*) FROM team_members x WHERE x.team_id = t.id) AS members_count FROM teams t WHERE t.id = ?`);
  const membersOf = db.prepare(`SELECT m.user_id AS userId, u.name, m.joined_at AS joinedAt, (t.captain_user_id = m.user_id) AS isCaptain
    FROM team_members m JOIN users u ON u.id = m.user_id JOIN teams t ON t.id = m.team_id
    WHERE m.team_id = ? ORDER BY isCaptain DESC, m.joined_at, m.user_id`);
  const memberOf = db.prepare('SELECT 1 FROM team_members WHERE team_id = ? AND user_id = ?');
  const addMemberRow = db.prepare("INSERT OR IGNORE INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, 'member', ?)");
  const removeMemberRow = db.prepare('DELETE FROM team_members WHERE team_id = ? AND user_id = ?');

  const toWire = (row: TeamListRow, userId: number): TeamWire => ({
    id: row.id,
    name: row.name,
    cityId: row.city_id,
    isCaptain: row.captain_user_id === userId,
    membersCount: row.members_count,
  });
  const list = (userId: number) => (mine.all(userId) as TeamListRow[]).map((row) => toWire(row, userId));

  /** A new team with the player as captain; inside the caller's transaction. `field` is where a refusal goes. */
  function createFor(userId: number, name: string, cityId: number | null, now: number, field: string): TeamWire {
    if (list(userId).some((team) => sameName(team.name, name))) throw fieldError(field, 'validation.unique', 'name');
    if ((created.get(userId) as number) >= MAX_TEAMS_PER_PLAYER) throw fieldError(field, 'registration.team_limit');
    const id = Number(insertTeam.run(name.trim(), cityId, userId, now).lastInsertRowid);
    insertMember.run(id, userId, now);
    return { id, name: name.trim(), cityId, isCaptain: true, membersCount: 1 };
  }

  return {
    list,
    createdCount: (userId: number) => created.get(userId) as number,
    cityExists: (cityId: number) => cityExists.get(cityId) !== undefined,

    /** One team with its size (invitations read it inside their transactions). */
    find: (teamId: number) => teamById.get(teamId) as TeamListRow | undefined,
    /** The team's players, captain first, then in the order they joined. */
    members: (teamId: number) =>
      (membersOf.all(teamId) as { userId: number; name: string; joinedAt: number; isCaptain: number }[]).map((m) => ({ ...m, isCaptain: m.isCaptain === 1 })),
    isMember: (teamId: number, userId: number) => memberOf.get(teamId, userId) !== undefined,
    /** Inside the caller's transaction (an accepted invite); a member already in the team stays as they are. */
    addMember: (teamId: number, userId: number, now: number) => addMemberRow.run(teamId, userId, now).changes === 1,
    /** Inside the caller's transaction (the captain's removal is refused before this). */
    removeMember: (teamId: number, userId: number) => removeMemberRow.run(teamId, userId).changes === 1,

    /** POST players/me/teams, in one transaction (two quick clicks cannot pass the limit together). */
    create: (userId: number, name: string, cityId: number | null, now: number) =>
      db
        .transaction(() => {
          if (cityId !== null && cityExists.get(cityId) === undefined) throw fieldError('cityId', 'validation.in', 'city_id');
          return createFor(userId, name, cityId, now, 'name');
        })
        .immediate(),

    /**
     * The team a registration is for, inside the registration's transaction: one of the player's teams by id, a
     * team of theirs with that name, or a new one (a guest's new team has no captain account).
     */
    resolve(input: { userId: number | null; teamId: number | null; teamName: string | null; cityId: number | null; now: number }) {
      const { userId, teamId, teamName, cityId, now } = input;
      if (teamId !== null) {
        const team = userId === null ? undefined : list(userId).find((candidate) => candidate.id === teamId);
        if (!team) throw fieldError('teamId', 'validation.in', 'team_id');
        return { teamId: team.id, field: 'teamId' };
      }
      if (teamName === null) throw fieldError('teamName', 'validation.required', 'team_name');
      if (userId === null) return { teamId: Number(insertTeam.run(teamName.trim(), cityId, null, now).lastInsertRowid), field: 'teamName' };
      const existing = list(userId).find((team) => sameName(team.name, teamName));
      if (existing) return { teamId: existing.id, field: 'teamName' };
      return { teamId: createFor(userId, teamName, cityId, now, 'teamName').id, field: 'teamName' };
    },
  };
}

export type Teams = ReturnType<typeof createTeams>;
