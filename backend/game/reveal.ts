import type { ResultStatus } from '@/contract/schemas/live';
import type { GameStateRow, TourRow } from './game-store';

/** The round takes no more answers: closed and its late-answer grace is over. */
export const roundSealed = (tour: TourRow | undefined, now: number): boolean =>
  tour?.closed_at != null && tour.accept_until != null && now >= tour.accept_until;

/**
 * Whether a team may see the round's correct answers: never while anyone could still answer, then once its own
 * sheet is checked or the expert has revealed the round (showNextTour).
 */
export function answersRevealed(state: GameStateRow, tour: TourRow | undefined, status: ResultStatus | null, now: number): boolean {
  if (!tour || !roundSealed(tour, now)) return false;
  return status === 'CHECKED' || tour.tour_number <= state.last_shown_tour;
}
