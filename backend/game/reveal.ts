import type { GameStateRow, TourRow } from './game-store';

/** The round takes no more answers: closed and its late-answer grace is over. */
const roundSealed = (tour: TourRow | undefined, now: number): boolean => tour?.closed_at != null && tour.accept_until != null && now >= tour.accept_until;

/**
 * Whether the teams may see the round's correct answers: only once the expert has shown the round (showNextTour
 * raises `lastShownTour`; the finish shows every closed round), and never while anyone could still answer it. A
 * checked sheet reveals nothing by itself: the host decides when the answers are read out, for every team at once.
 */
export function answersRevealed(state: GameStateRow, tour: TourRow | undefined, now: number): boolean {
  if (!tour || !roundSealed(tour, now)) return false;
  return tour.tour_number <= state.last_shown_tour;
}
