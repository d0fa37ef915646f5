import type { RegistrationState } from '@/contract/schemas/registration';
import { deriveGameStatus } from '../catalogue/game-status';
import type { GameRow } from '../catalogue/games-repo';
import type { Db } from '../db/database';
import { TAKEN_PLACE_SQL } from './registration-repo';

/** A game as the catalogue reads it (games-repo's row), with places taken counted the catalogue's way. */
export function createGameLookup(db: Db) {
  const byId = db.prepare(`SELECT g.*, c.timezone, c.capital_timezone, c.country,
      (SELECT COUNT(*) FROM participants p WHERE p.game_id = g.id AND p.${TAKEN_PLACE_SQL}) AS participants_count
    FROM games g JOIN cities c ON c.id = g.city_id WHERE g.id = ?`);
  return (gameId: number) => byId.get(gameId) as GameRow | undefined;
}

/**
 * Where a game's registration stands (contract/README.md, "A game's registration state"): the state of the game
 * first (cancelled, over, started), then whether registration is allowed and open, then the places.
 */
export function registrationStateOf(game: GameRow, now: number): RegistrationState {
  const status = deriveGameStatus(game, now);
  if (status === 'cancelled') return 'cancelled';
  if (status === 'finished') return 'finished';
  if (status === 'live') return 'started';
  if (game.registration_allowed !== 1) return 'closed';
  if (game.registration_at !== null && game.registration_at > now) return 'opens_later';
  if (game.participants_count >= game.max_participants) return 'sold_out';
  return 'open';
}

export const placesLeft = (game: GameRow) => Math.max(0, game.max_participants - game.participants_count);
