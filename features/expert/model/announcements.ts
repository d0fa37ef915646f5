import { announce as nextAnnouncement, type KeyedAnnouncement } from '@/lib/state/announcement';

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
  | 'sheetLost'
  | 'checkingStopped'
  | 'newAppeal'
  | 'appealAccepted'
  | 'appealRejected'
  | 'chatLocked'
  | 'chatUnlocked'
  | 'firstReaction'
  | 'reactionsCleared'
  | 'mechanicOn'
  | 'mechanicOff'
  | 'connectionLost'
  | 'connectionBack';

export type Announcement = KeyedAnnouncement<AnnouncementKey>;

export const announce = (previous: Announcement | null, key: AnnouncementKey, values?: Record<string, string | number>): Announcement =>
  nextAnnouncement(previous, key, values);
