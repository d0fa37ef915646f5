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

/**
 * Remembers the game when the auth modal is asked for it, with a private game's invite token (its registration is
 * reached only through the invite: the way back is the private game's page, not `/reg/{id}`).
 */
export function rememberRegistrationAfterAuth(storage: Storage | null, gameId: number, now: number, invite: string | null = null) {
  try {
    storage?.setItem(PENDING_KEY, JSON.stringify(invite ? { gameId, at: now, invite } : { gameId, at: now }));
  } catch {
    // Blocked storage: the visitor opens the game again from the list.
  }
}

/** The registration to go back to after signing in (and a private game's invite), if remembered in the last 24 hours. */
export function pendingRegistrationAfterAuth(storage: Storage | null, now: number): { gameId: number; invite: string | null } | null {
  if (!storage) return null;
  const value = parseJson(storage.getItem(PENDING_KEY)) as { gameId?: unknown; at?: unknown; invite?: unknown } | undefined;
  if (typeof value?.gameId !== 'number' || !Number.isInteger(value.gameId) || value.gameId <= 0) return null;
  if (typeof value.at !== 'number' || now - value.at > PENDING_AUTH_TTL_MS) return null;
  return { gameId: value.gameId, invite: typeof value.invite === 'string' && value.invite !== '' ? value.invite : null };
}

/** The game to go back to after signing in, if one was remembered in the last 24 hours. */
export const registrationAfterAuth = (storage: Storage | null, now: number): number | null => pendingRegistrationAfterAuth(storage, now)?.gameId ?? null;

export function forgetRegistrationAfterAuth(storage: Storage | null) {
  try {
    storage?.removeItem(PENDING_KEY);
  } catch {
    // Blocked storage.
  }
}
