/*
 * The game whose registration waits for the visitor to sign in (the language requires an account), in
 * localStorage: the e-mail confirmation page, opened from the letter (often in another tab), brings the visitor
 * back to it. No schema library here: the confirmation page imports this and nothing else of the feature.
 */

/** How long "continue the registration after signing in" is remembered: a confirmation link lives 24 hours. */
export const PENDING_AUTH_TTL_MS = 24 * 60 * 60_000;

const PENDING_KEY = 'quiz.registration.after-auth';

const parseJson = (raw: string | null): unknown => {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** Remembers the game when the auth modal is asked for it. */
export function rememberRegistrationAfterAuth(storage: Storage | null, gameId: number, now: number) {
  try {
    storage?.setItem(PENDING_KEY, JSON.stringify({ gameId, at: now }));
  } catch {
    // Blocked storage: the visitor opens the game again from the list.
  }
}

/** The game to go back to after signing in, if one was remembered in the last 24 hours. */
export function registrationAfterAuth(storage: Storage | null, now: number): number | null {
  if (!storage) return null;
  const value = parseJson(storage.getItem(PENDING_KEY)) as { gameId?: unknown; at?: unknown } | undefined;
  if (typeof value?.gameId !== 'number' || !Number.isInteger(value.gameId) || value.gameId <= 0) return null;
  if (typeof value.at !== 'number' || now - value.at > PENDING_AUTH_TTL_MS) return null;
  return value.gameId;
}

export function forgetRegistrationAfterAuth(storage: Storage | null) {
  try {
    storage?.removeItem(PENDING_KEY);
  } catch {
    // Blocked storage.
  }
}
