import type { UserRole } from '@/contract/schemas/auth';

export type { UserRole };

/** The signed-in person as the app uses it (wire names reshaped in api/to-user.ts). */
export interface User {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatarUrl: string | null;
  isApproved: boolean;
  role: UserRole;
  purchases: { id: number; title: string }[];
  teams: { id: number; name: string }[];
}

/**
 * Frames of the auth modal: the spec's six (login, register, recovery, e-mail sent, logged in, new password) and
 * 'confirm-email', where a visitor whose confirmation link failed (or who never confirmed) asks for a new letter.
 */
export const authFrames = ['login', 'register', 'recovery', 'email-sent', 'logged-in', 'new-password', 'confirm-email'] as const;
export type AuthFrame = (typeof authFrames)[number];

/** Why the e-mail-sent frame is shown: which letter went out. */
export type SentLetter = 'confirmation' | 'recovery';

/**
 * A line a frame shows on top because of something that happened outside it: the confirmation link failed, an
 * OAuth sign-in was cancelled or failed, the password changed (and the automatic login did or did not follow).
 */
export type AuthNotice =
  | { kind: 'email-confirmed' }
  | { kind: 'password-changed' }
  | { kind: 'password-changed-login-failed' }
  | { kind: 'confirm-link-invalid' }
  | { kind: 'reset-link-invalid' }
  | { kind: 'oauth-cancelled'; provider: string }
  | { kind: 'oauth-failed'; provider: string };
