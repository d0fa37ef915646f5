/** A chat message as the chat's components see it (wire data reshaped in api/to-chat.ts). */
export interface ChatMessage {
  id: number;
  text: string;
  /** Epoch milliseconds. */
  createdAt: number;
  author: {
    userId: number;
    name: string;
    teamName: string | null;
    role: 'player' | 'staff' | 'support';
  };
}

/** Why the composer cannot send now (the game's state) or cannot send this text. */
export type SendBlock = 'locked' | 'round';
export type DraftProblem = 'empty' | 'characters' | 'too-long';

/** A send that did not go through: the reason and, when the server said more, its wait. */
export interface SendRefusal {
  reason: SendBlock | DraftProblem | 'rate-limited' | 'no-connection' | 'not-joined' | 'renew-token' | 'invalid';
  retryAfterSeconds?: number;
  /** Rate limit: when the wait is over (epoch ms, stamped when the refusal arrived), so the notice can count down. */
  retryAt?: number;
}

/**
 * A change of the chat's state that is read out wherever the player is (not only in the chat tab): the organiser
 * closed or reopened it, or (while the chat is on screen) a round closed it or gave it back.
 */
export interface ChatNotice {
  /** A new id is a new announcement, even when its kind repeats. */
  id: number;
  kind: 'locked' | 'reopened' | 'round' | 'roundOver';
}
