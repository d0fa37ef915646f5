import { STREAM_OPENS_BEFORE_START_MINUTES } from '@/lib/config/timings';
import type { CatalogueGame, RegistrationText, TimelineState } from '../types';

type StateInput = Pick<
  CatalogueGame,
  'status' | 'startsAt' | 'registrationOpensAt' | 'registrationAllowed' | 'participantsCount' | 'maxParticipants' | 'isFewPlaces' | 'isRegistered'
>;

/** Every place taken. Checked before "few places": the API's isFewPlaces is also true for a full game. */
export const isSoldOut = (game: Pick<CatalogueGame, 'participantsCount' | 'maxParticipants'>): boolean =>
  game.maxParticipants !== null && game.participantsCount >= game.maxParticipants;

/** Started by the clock (from the start instant on) or by the engine. */
export const hasStarted = (game: Pick<CatalogueGame, 'status' | 'startsAt'>, now: number): boolean => game.status === 'live' || now >= game.startsAt.getTime();

const isOver = (game: Pick<CatalogueGame, 'status'>) => game.status === 'finished' || game.status === 'cancelled';

/** Registration is possible later: allowed, and its opening time is still ahead. */
const opensLater = (game: StateInput, now: number) => game.registrationAllowed && game.registrationOpensAt !== null && game.registrationOpensAt.getTime() > now;

/**
 * The card's registration line (spec section 2): few places left / registration under way (allowed and open) /
 * registration will open (allowed, not yet open: the only case that shows the opening date) / otherwise ended.
 * Closed registration comes from the API as status 'announced', so the line is decided from registrationAllowed and
 * registrationAt, never from the status; a full or started game has ended its registration.
 */
export function registrationText(game: StateInput, now: number): RegistrationText {
  if (!game.registrationAllowed || isOver(game) || hasStarted(game, now) || isSoldOut(game)) return { kind: 'ended' };
  if (opensLater(game, now)) return { kind: 'opensLater', opensAt: game.registrationOpensAt! };
  return game.isFewPlaces ? { kind: 'fewPlaces' } : { kind: 'open' };
}

/** The card's timeline state; the player's own registration wins over everything else. */
export function timelineState(game: StateInput, now: number): TimelineState {
  if (game.isRegistered) return 'registered';
  if (!isOver(game) && hasStarted(game, now)) return 'inProgress';
  if (isSoldOut(game)) return 'soldOut';
  if (!game.registrationAllowed || isOver(game)) return 'closed';
  if (opensLater(game, now)) return 'opensLater';
  return game.isFewPlaces ? 'fewPlaces' : 'open';
}

/** The game page (stream, answer sheets) opens 1 hour before the start (spec section 9). */
export const gamePageOpensAt = (game: Pick<CatalogueGame, 'startsAt'>): Date => new Date(game.startsAt.getTime() - STREAM_OPENS_BEFORE_START_MINUTES * 60_000);
