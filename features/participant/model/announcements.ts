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
  | 'buzzerActive';

export interface Announcement {
  /** Rises with every announcement, so the same text said twice is still read out. */
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
