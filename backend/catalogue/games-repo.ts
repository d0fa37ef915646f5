import type { GameListItemWire, GameType } from '@/contract/schemas/catalogue';
import { appearanceSchema } from '@/contract/schemas/game-fields';
import type { GameLanguage } from '@/contract/schemas/live';
import type { Db } from '../db/database';
import { countryConditionOf, languageOfCountry } from '../game/game-content';
import { toZonedIso } from '../time/zoned-time';
import { deriveGameStatus, isFewPlaces, LIVE_WINDOW_MS, registrationAllowed, type GameTiming } from './game-status';

export interface GameRow extends GameTiming {
  id: number;
  city_id: number;
  type: GameType;
  name: string;
  description: string | null;
  topic: string | null;
  starts_local_date: string;
  max_participants: number;
  price_minor: number;
  currency: string;
  feedback_url: string | null;
  appearance_json: string | null;
  timezone: string;
  capital_timezone: string;
  /** The city's country (absent from lookups that do not read it). */
  country?: string;
  participants_count: number;
}

export interface GamesFilter {
  type?: GameType | undefined;
  date?: string | undefined;
  cityId?: number | undefined;
  scope: 'upcoming' | 'all';
  language?: GameLanguage | undefined;
  page: number;
  perPage: number;
}

/** Registrations that hold a place: every status except CANCELLED. */
const TAKEN_PLACE = "p.status <> 'CANCELLED'";

const SELECT_GAMES = `
  SELECT g.*, c.timezone, c.capital_timezone, c.country,
    (SELECT COUNT(*) FROM participants p WHERE p.game_id = g.id AND ${TAKEN_PLACE}) AS participants_count
  FROM games g JOIN cities c ON c.id = g.city_id`;

export function createGamesRepo(db: Db) {
  const registeredGames = db.prepare(`
    SELECT p.game_id, MIN(p.id) AS participant_id FROM participants p JOIN team_members m ON m.team_id = p.team_id
    WHERE m.user_id = ? AND ${TAKEN_PLACE} GROUP BY p.game_id`);

  return {
    /** One page of games in start order, plus the total matching count. */
    list(filter: GamesFilter, now: number): { count: number; rows: GameRow[] } {
      // Private games are never listed: they are seen through their invite link (GET {party}/games/{id}).
      const clauses: string[] = ['g.is_private = 0'];
      const params: (string | number)[] = [];
      const where = (clause: string, value: string | number) => {
        clauses.push(clause);
        params.push(value);
      };
      if (filter.type) where('g.type = ?', filter.type);
      if (filter.date) where('g.starts_local_date = ?', filter.date);
      if (filter.cityId !== undefined) where('g.city_id = ?', filter.cityId);
      if (filter.language) clauses.push(countryConditionOf(filter.language, 'c.country'));
      if (filter.scope === 'upcoming') {
        // Mirrors deriveGameStatus: not cancelled, not finished, and either ahead or still inside the live window.
        where('g.cancelled_at IS NULL AND g.finished_at IS NULL AND (g.started_at IS NOT NULL OR g.starts_at > ?)', now - LIVE_WINDOW_MS);
      }
      const sqlWhere = ` WHERE ${clauses.join(' AND ')}`;
      const { total } = db.prepare(`SELECT COUNT(*) AS total FROM games g JOIN cities c ON c.id = g.city_id${sqlWhere}`).get(...params) as {
        total: number;
      };
      const rows = db
        .prepare(`${SELECT_GAMES}${sqlWhere} ORDER BY g.starts_at, g.id LIMIT ? OFFSET ?`)
        .all(...params, filter.perPage, (filter.page - 1) * filter.perPage) as GameRow[];
      return { count: total, rows };
    },

    /** The games one of the user's teams holds a place in, each with that team's participation. */
    registrations: (userId: number): Map<number, number> =>
      new Map((registeredGames.all(userId) as { game_id: number; participant_id: number }[]).map((row) => [row.game_id, row.participant_id])),
  };
}

/** `registered`: for a signed-in player, whether one of their teams holds a place; `participantId`: that place. */
export function toGameListItem(row: GameRow, now: number, registered?: boolean, participantId?: number | null): GameListItemWire {
  const appearance = row.appearance_json === null ? null : appearanceSchema.parse(JSON.parse(row.appearance_json));
  const item: GameListItemWire = {
    id: row.id,
    name: row.name,
    description: row.description,
    image: appearance?.cardHeader ?? null,
    registrationAt: row.registration_at === null ? null : toZonedIso(row.registration_at, row.timezone),
    playedAt: {
      time: toZonedIso(row.starts_at, row.timezone),
      timezone: row.timezone,
      capital: row.capital_timezone,
      capitalTime: toZonedIso(row.starts_at, row.capital_timezone),
    },
    price: row.price_minor / 100,
    currency: row.currency,
    type: row.type,
    topic: row.topic,
    feedbackUrl: row.feedback_url,
    cityId: row.city_id,
    status: deriveGameStatus(row, now),
    appearance,
    registrationAllowed: registrationAllowed(row, now),
    participantsCount: row.participants_count,
    maxParticipants: row.max_participants,
    isFewPlaces: isFewPlaces(row.participants_count, row.max_participants),
  };
  if (row.country !== undefined) item.language = languageOfCountry(row.country);
  if (registered !== undefined) item.isRegistered = registered;
  if (registered !== undefined) item.participantId = registered ? (participantId ?? null) : null;
  return item;
}
