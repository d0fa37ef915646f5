import type { Db } from '../db/database';
import type { UserRow } from '../users/users-repo';

/**
 * A guest registered a team with an e-mail (en, fr need no account). Once an account with that address is
 * confirmed, the team and its registrations become the account's: the player can see them and play. Run before
 * the account's reads of teams and registrations; cheap when there is nothing to claim.
 */
export function createGuestClaim(db: Db) {
  const unclaimed = db.prepare(`SELECT id, team_id FROM participants
    WHERE registered_by_user_id IS NULL AND email IS NOT NULL AND email = ? COLLATE NOCASE`);
  const claimRegistration = db.prepare('UPDATE participants SET registered_by_user_id = ? WHERE id = ? AND registered_by_user_id IS NULL');
  const claimTeam = db.prepare('UPDATE teams SET captain_user_id = ? WHERE id = ? AND captain_user_id IS NULL');
  const join = db.prepare("INSERT OR IGNORE INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, 'captain', ?)");

  return function claim(user: Pick<UserRow, 'id' | 'email' | 'is_approved' | 'email_verified_at'>, now: number): number {
    // Only a proven address: whoever merely typed someone's e-mail into a sign-up form gets nothing.
    if (user.is_approved !== 1 && user.email_verified_at === null) return 0;
    const rows = unclaimed.all(user.email) as { id: number; team_id: number }[];
    if (rows.length === 0) return 0;
    db.transaction(() => {
      for (const row of rows) {
        claimRegistration.run(user.id, row.id);
        claimTeam.run(user.id, row.team_id);
        join.run(row.team_id, user.id, now);
      }
    })();
    return rows.length;
  };
}
