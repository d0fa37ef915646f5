import { announce as nextAnnouncement, type KeyedAnnouncement } from '@/lib/state/announcement';

/**
 * What the live region says. The store records a key and its values; the announcer component translates it
 * (messages `participant.announce.*`). Only a lost connection interrupts (assertive); everything else is polite.
 */
export type AnnouncementKey =
  | 'roundStarted'
  | 'answersOpen'
  | 'roundClosed'
  | 'answersReceived'
  | 'answersRevealed'
  | 'answersChecked'
  | 'appealApproved'
  | 'appealRejected'
  | 'scoresUpdated'
  | 'gameFinished'
  | 'connectionLost'
  | 'connectionBack'
  | 'sendFailed'
  | 'buzzerActive'
  | 'buzzerOff'
  | 'buzzerPressed'
  | 'buzzerCleared'
  | 'teammateJoined'
  | 'teammateRemoved';

export type Announcement = KeyedAnnouncement<AnnouncementKey>;

export const announce = (previous: Announcement | null, key: AnnouncementKey, values?: Record<string, string | number>): Announcement =>
  nextAnnouncement(previous, key, values);
