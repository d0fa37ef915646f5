import type { GameState } from '../types';
import type { AnnouncementKey } from './announcements';
import type { ExpertState } from './expert-state';

export interface Transition {
  key: AnnouncementKey;
  values: Record<string, number>;
}

/**
 * What another expert's control changed, in the words this console uses for its own controls (null: nothing a
 * screen-reader user needs to hear). Several experts run one game; each console must say when the game moved.
 */
export function transitionOf(before: ExpertState, after: GameState): Transition | null {
  if (!before.isFinished && after.isFinished) return { key: 'gameFinished', values: {} };
  if (before.currentTour === null && after.tourNumber !== null) return { key: 'roundStarted', values: { tour: after.tourNumber } };
  if (before.currentTour !== null && after.tourNumber === null) return { key: 'roundClosed', values: { tour: after.lastClosedTour } };
  if (!before.canPlayersAnswer && after.canAnswer && after.tourNumber !== null) return { key: 'answersOpen', values: { tour: after.tourNumber } };
  if (after.lastShownTour > before.lastShownTour) return { key: 'nextRoundShown', values: { tour: after.lastShownTour } };
  return null;
}
