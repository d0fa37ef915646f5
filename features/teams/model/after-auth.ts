import { INVITE_TOKEN_PATTERN } from '@/contract/team-settings';

/*
 * The invite that waits for the visitor to sign in, in localStorage: the e-mail confirmation page, opened from the
 * letter (often in another tab), brings the visitor back to it. Kept for as long as a confirmation link lives.
 * The token is the link the visitor already holds; it leaves the browser only to the platform's API.
 */

export const INVITE_AFTER_AUTH_TTL_MS = 24 * 60 * 60_000;

const KEY = 'quiz.teams.invite-after-auth';

export function rememberInviteAfterAuth(storage: Storage | null, token: string, now: number) {
  try {
    storage?.setItem(KEY, JSON.stringify({ token, at: now }));
  } catch {
    // Blocked storage: the visitor opens the link from their message again.
  }
}

/** The invite to go back to after signing in, if one was remembered in the last 24 hours. */
export function inviteAfterAuth(storage: Storage | null, now: number): string | null {
  let value: { token?: unknown; at?: unknown } | undefined;
  try {
    value = JSON.parse(storage?.getItem(KEY) ?? 'null') as typeof value;
  } catch {
    return null;
  }
  if (typeof value?.token !== 'string' || !INVITE_TOKEN_PATTERN.test(value.token)) return null;
  if (typeof value.at !== 'number' || now - value.at > INVITE_AFTER_AUTH_TTL_MS) return null;
  return value.token;
}

export function forgetInviteAfterAuth(storage: Storage | null) {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Blocked storage.
  }
}
