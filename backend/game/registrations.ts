import type { MyParticipationsReply, ParticipantStatus } from '@/contract/schemas/live';
import { deriveGameStatus, type GameTiming } from '../catalogue/game-status';
import type { Db } from '../db/database';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import type { Clock } from '../time/clock';
import { iso } from './wire-time';

const HOUR_MS = 3600 * 1000;

interface MineRow extends GameTiming {
  id: number;
  game_id: number;
  status: ParticipantStatus;
  game_name: string;
  team_name: string;
}

/** Registration lists outside one participant: a game's public team list, and "my games" for /game without an id. */
export function createRegistrations(db: Db, now: Clock) {
  // A private game's teams are its organiser's to see (GET {party}/games/{id}), not the public's.
  const gameExists = db.prepare('SELECT 1 FROM games WHERE id = ? AND is_private = 0');
  const teamsOf = db.prepare(`SELECT p.id, t.name, c.id AS city_id, COALESCE(cn.name, c.name) AS city_name FROM participants p
    JOIN teams t ON t.id = p.team_id LEFT JOIN cities c ON c.id = t.city_id
    LEFT JOIN city_names cn ON cn.city_id = c.id AND cn.locale = ?
    WHERE p.game_id = ? AND p.status <> 'CANCELLED' ORDER BY t.name, p.id`);
  const mine = db.prepare(`SELECT DISTINCT p.id, p.game_id, p.status, g.name AS game_name, t.name AS team_name,
    g.starts_at, g.registration_at, g.registration_allowed, g.started_at, g.finished_at, g.cancelled_at
    FROM participants p JOIN team_members m ON m.team_id = p.team_id JOIN games g ON g.id = p.game_id
    JOIN teams t ON t.id = p.team_id WHERE m.user_id = ?`);

  return {
    /** A public game (private games are not found here). */
    gameExists: (gameId: number) => gameExists.get(gameId) !== undefined,
    /** The teams with their cities in the reader's language (as the catalogue names them). */
    publicList(gameId: number, locale: Locale = DEFAULT_LOCALE) {
      const rows = teamsOf.all(locale, gameId) as { id: number; name: string; city_id: number | null; city_name: string | null }[];
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          city: row.city_id !== null && row.city_name !== null ? { id: row.city_id, name: row.city_name } : null,
        })),
      };
    },
    /** Live games first, then upcoming (soonest first), then past ones (latest first). */
    mine(userId: number): MyParticipationsReply {
      const at = now();
      const items = (mine.all(userId) as MineRow[]).map((row) => {
        const status = deriveGameStatus(row, at);
        return {
          id: row.id,
          gameId: row.game_id,
          gameName: row.game_name,
          teamName: row.team_name,
          status: row.status,
          startsAt: iso(row.starts_at),
          opensAt: iso(row.starts_at - HOUR_MS),
          isLive: status === 'live',
          isFinished: status === 'finished' || status === 'cancelled',
          rank: status === 'live' ? 0 : status === 'finished' || status === 'cancelled' ? 2 : 1,
          startsAtMs: row.starts_at,
        };
      });
      items.sort((a, b) => a.rank - b.rank || (a.rank === 2 ? b.startsAtMs - a.startsAtMs : a.startsAtMs - b.startsAtMs) || a.id - b.id);
      return { items: items.map(({ rank: _rank, startsAtMs: _startsAt, ...item }) => item) };
    },
  };
}
