/**
 * What the console's live region says: the store records a key and values, the announcer translates them
 * (messages `expertConsole.announce.*`). Only a lost connection interrupts (assertive); the rest is polite.
 * Count changes are not announced one by one (2,000 teams would drown the reader): only when the stack fills.
 */
export type AnnouncementKey =
  | 'roundStarted'
  | 'answersOpen'
  | 'roundClosed'
  | 'nextRoundShown'
  | 'scoresShown'
  | 'gameFinished'
  | 'controlFailed'
  | 'sheetsWaiting'
  | 'sheetSent'
  | 'sheetOpened'
  | 'sheetUnavailable'
  | 'sheetOpenFailed'
  | 'checkingStopped'
  | 'newAppeal'
  | 'chatLocked'
  | 'chatUnlocked'
  | 'firstReaction'
  | 'reactionsCleared'
  | 'connectionLost'
  | 'connectionBack';

export interface Announcement {
  /** Rises with every announcement, so the same text twice is still read out. */
  id: number;
  key: AnnouncementKey;
  values: Record<string, string | number>;
  politeness: 'polite' | 'assertive';
}

export const announce = (
  previous: Announcement | null,
  key: AnnouncementKey,
  values: Record<string, string | number> = {},
): Announcement => ({ id: (previous?.id ?? 0) + 1, key, values, politeness: key === 'connectionLost' ? 'assertive' : 'polite' });
