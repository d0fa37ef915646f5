import type { GameTab, ParticipantScreen } from '../types';

/**
 * The tab a player lands on (they may switch at any time; the choice is not changed under them later):
 * the stream when there is one to watch; after the game the rating; during a round the host's slides; between
 * rounds the team's answers; before the first round the rules.
 */
export function initialTab(screen: ParticipantScreen, streamEnabled: boolean): GameTab {
  if (screen.stream && streamEnabled && !screen.isFinished) return 'stream';
  if (screen.isFinished) return 'rating';
  if (screen.currentTour !== null) return 'presentation';
  if (screen.lastClosedTour > 0) return 'answers';
  return 'rules';
}
