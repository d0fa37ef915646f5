import { hashPasswordSync } from '../../auth/password';
import type { Db } from '../../db/database';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { resetGameEngine } from './reset-game';

/** How long a game lasts on the clock (the seed's rule): a game is live from its start for 90 minutes. */
const GAME_LENGTH_MS = 90 * 60 * 1000;

/**
 * Demo mode only (the /dev/games routes): the data a demo or an end-to-end test sets up through the running backend
 * rather than by writing into its database from outside. Every step is idempotent where a retried test repeats it.
 */
export function createGameFixtures(db: Db) {
  const liveIn = db.prepare(
    `SELECT g.id, g.city_id AS cityId FROM games g JOIN cities c ON c.id = g.city_id WHERE c.country = ?
    AND g.cancelled_at IS NULL AND g.finished_at IS NULL AND g.starts_at <= ? AND g.starts_at + ? > ?
    ORDER BY g.starts_at DESC LIMIT 1`,
  );
  const cityNamed = db.prepare('SELECT id, timezone FROM cities WHERE name = ?');
  const insertGame = db.prepare(
    `INSERT INTO games (city_id, type, name, starts_at, starts_local_date, max_participants, price_minor, currency, created_at)
    VALUES (?, 'themed', ?, ?, ?, 30, 0, 'RUB', ?)`,
  );
  const deleteGame = db.prepare('DELETE FROM games WHERE id = ?');
  const gameCity = db.prepare('SELECT city_id FROM games WHERE id = ?');
  const userId = db.prepare('SELECT id FROM users WHERE email = ? COLLATE NOCASE');
  const insertUser = db.prepare('INSERT OR IGNORE INTO users (name, email, password_hash, role, is_approved, created_at) VALUES (?, ?, ?, ?, 1, ?)');
  const teamOf = db.prepare('SELECT id FROM teams WHERE captain_user_id = ?');
  const insertTeam = db.prepare('INSERT INTO teams (name, city_id, captain_user_id, created_at) VALUES (?, ?, ?, ?)');
  const insertCaptain = db.prepare("INSERT OR IGNORE INTO team_members (team_id, user_id, role, joined_at) VALUES (?, ?, 'captain', ?)");
  const insertParticipant = db.prepare(
    `INSERT OR IGNORE INTO participants (game_id, team_id, status, registered_by_user_id, created_at, updated_at)
    VALUES (?, ?, 'READY', ?, ?, ?)`,
  );
  const participantOf = db.prepare('SELECT id FROM participants WHERE game_id = ? AND team_id = ?');
  const assignExpert = db.prepare(
    'INSERT INTO game_experts (game_id, user_id, role) VALUES (?, ?, ?) ON CONFLICT (game_id, user_id) DO UPDATE SET role = excluded.role',
  );
  const authorOf = db.prepare('SELECT registered_by_user_id AS userId FROM participants WHERE id = ? AND game_id = ?');
  const clearChat = db.prepare('DELETE FROM chat_messages WHERE game_id = ?');
  const unlockChat = db.prepare('UPDATE game_state SET chat_locked = 0 WHERE game_id = ?');
  const insertMessage = db.prepare(
    `INSERT INTO chat_messages (game_id, user_id, participant_id, author_role, text, client_id, created_at) VALUES (?, ?, ?, 'player', ?, ?, ?)`,
  );

  // scrypt is slow on purpose: one hash of the demo password serves every account made here (like the bot teams).
  let demoPasswordHash: string | null = null;
  /** An approved account with the demo password. */
  const ensureUser = (email: string, name: string, role: 'player' | 'expert', now: number): number => {
    const found = userId.get(email) as { id: number } | undefined;
    if (found) return found.id;
    demoPasswordHash ??= hashPasswordSync(DEMO_PASSWORD);
    insertUser.run(name, email, demoPasswordHash, role, now);
    return (userId.get(email) as { id: number }).id;
  };

  return {
    /** The game live by the clock in a country (started less than 90 minutes ago, not finished), if any. */
    liveIn(country: string, now: number): { id: number; cityId: number } | undefined {
      return liveIn.get(country, now, GAME_LENGTH_MS, now) as { id: number; cityId: number } | undefined;
    },

    /** A free themed game in the named city starting at `startsAt`; undefined when no city has that name. */
    schedule(input: { city: string; name: string; startsAt: number }, now: number): number | undefined {
      const city = cityNamed.get(input.city) as { id: number; timezone: string } | undefined;
      if (!city) return undefined;
      const localDate = new Intl.DateTimeFormat('en-CA', { timeZone: city.timezone }).format(input.startsAt);
      return Number(insertGame.run(city.id, input.name, input.startsAt, localDate, now).lastInsertRowid);
    },

    /**
     * The game back to nothing played (`resetGameEngine`), for a retried journey; `started`: it counts as started
     * from its start time, as the seeded live game does. False when there is no such game.
     */
    reset(gameId: number, started: boolean, now: number): boolean {
      if (!gameCity.get(gameId)) return false;
      resetGameEngine(db, gameId, now, { started });
      return true;
    },

    /** The game and everything hanging on it (registrations, rounds, chat); false when there was none. */
    remove: (gameId: number): boolean => deleteGame.run(gameId).changes > 0,

    /**
     * A player (demo password) captaining a team of their own in the game's city, registered READY for the game.
     * Returns the registration's id, or undefined when there is no such game.
     */
    ensureTeam(gameId: number, input: { email: string; name: string; team: string }, now: number): number | undefined {
      const game = gameCity.get(gameId) as { city_id: number } | undefined;
      if (!game) return undefined;
      const captain = ensureUser(input.email, input.name, 'player', now);
      return db
        .transaction(() => {
          const teamId =
            (teamOf.get(captain) as { id: number } | undefined)?.id ?? Number(insertTeam.run(input.team, game.city_id, captain, now).lastInsertRowid);
          insertCaptain.run(teamId, captain, now);
          insertParticipant.run(gameId, teamId, captain, now, now);
          return (participantOf.get(gameId, teamId) as { id: number }).id;
        })
        .immediate();
    },

    /** An expert account (demo password) assigned to the game as host or judge; undefined when there is no such game. */
    ensureExpert(gameId: number, input: { email: string; name: string; role: 'host' | 'judge' }, now: number): number | undefined {
      if (!gameCity.get(gameId)) return undefined;
      const expert = ensureUser(input.email, input.name, 'expert', now);
      assignExpert.run(gameId, expert, input.role);
      return expert;
    },

    /**
     * The game's chat back to a known start: open, and holding only `texts` as earlier talk by the registration's
     * captain, one a second, an hour ago. Returns how many were written, or undefined when the registration is not
     * in that game.
     */
    resetChat(gameId: number, input: { participantId: number; texts: readonly string[] }, now: number): number | undefined {
      const author = authorOf.get(input.participantId, gameId) as { userId: number | null } | undefined;
      if (!author || author.userId === null) return undefined;
      const { userId: authorId } = author;
      return db
        .transaction(() => {
          clearChat.run(gameId);
          unlockChat.run(gameId);
          input.texts.forEach((text, i) =>
            insertMessage.run(gameId, authorId, input.participantId, text, `earlier-${gameId}-${i + 1}`, now - 3_600_000 + (i + 1) * 1000),
          );
          return input.texts.length;
        })
        .immediate();
    },
  };
}
