import type { GameStatus } from '@/contract/schemas/catalogue';

/**
 * How long after its start a game counts as live when the engine has not marked it finished.
 * Longer than the 90 minutes a game lasts, so a game that runs late is not hidden mid-play.
 */
export const LIVE_WINDOW_MS = 3 * 60 * 60 * 1000;

/** Share of places taken from which a game shows "few places left" (spec: few places; product rule 85 %). */
const FEW_PLACES_PERCENT = 85;

export interface GameTiming {
  starts_at: number;
  registration_at: number | null;
  registration_allowed: 0 | 1;
  started_at: number | null;
  finished_at: number | null;
  cancelled_at: number | null;
}

/**
 * The status is derived, not stored, so seeded games move through their states as real time passes:
 * cancelled / finished (engine or past the live window) / live (started) / registration (open now) / announced.
 */
export function deriveGameStatus(game: GameTiming, now: number): GameStatus {
  if (game.cancelled_at !== null) return 'cancelled';
  if (game.finished_at !== null) return 'finished';
  if (game.started_at !== null || now >= game.starts_at) {
    return now < game.starts_at + LIVE_WINDOW_MS || game.started_at !== null ? 'live' : 'finished';
  }
  return registrationOpen(game, now) ? 'registration' : 'announced';
}

/** Registration is possible only before the start, when allowed, and once its opening time has come. */
function registrationOpen(game: GameTiming, now: number): boolean {
  return game.registration_allowed === 1 && (game.registration_at === null || game.registration_at <= now);
}

/** Whether a team may still register (or be waiting for registration to open): false once started or closed. */
export function registrationAllowed(game: GameTiming, now: number): boolean {
  const status = deriveGameStatus(game, now);
  return game.registration_allowed === 1 && (status === 'registration' || status === 'announced');
}

export const isFewPlaces = (participantsCount: number, maxParticipants: number): boolean => participantsCount * 100 >= maxParticipants * FEW_PLACES_PERCENT;
