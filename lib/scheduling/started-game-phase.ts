import { GAME_LENGTH_MINUTES, STARTED_GAME_HELPER_MINUTES } from '@/lib/config/timings';

/**
 * Where a started game stands by the clock (spec section 9, started-game helpers at 15 and 60 minutes):
 * `justStarted` in its first 15 minutes (the first round), `underway` until 60 minutes, `finalRounds` from then to
 * its shown end (90 minutes); null before the start and after the end.
 */
export type StartedGamePhase = 'justStarted' | 'underway' | 'finalRounds';

const MINUTE = 60_000;

export function startedGamePhase(startsAt: number, now: number): StartedGamePhase | null {
  const elapsed = now - startsAt;
  if (elapsed < 0 || elapsed >= GAME_LENGTH_MINUTES * MINUTE) return null;
  if (elapsed < STARTED_GAME_HELPER_MINUTES.justStarted * MINUTE) return 'justStarted';
  if (elapsed < STARTED_GAME_HELPER_MINUTES.finalRounds * MINUTE) return 'underway';
  return 'finalRounds';
}

/** The next instant the phase changes (to schedule a re-render), or null when it no longer will. */
export function nextPhaseChange(startsAt: number, now: number): number | null {
  const boundaries = [0, STARTED_GAME_HELPER_MINUTES.justStarted, STARTED_GAME_HELPER_MINUTES.finalRounds, GAME_LENGTH_MINUTES].map(
    (minutes) => startsAt + minutes * MINUTE,
  );
  return boundaries.find((at) => at > now) ?? null;
}
