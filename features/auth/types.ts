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
 * Frames of the auth modal (spec section 2). Only 'login' and 'logged-in' are built so far; the others are named
 * now so the store and the modal's frame table take them without rewrites.
 */
export const authFrames = ['login', 'register', 'recovery', 'email-sent', 'logged-in', 'new-password'] as const;
export type AuthFrame = (typeof authFrames)[number];
