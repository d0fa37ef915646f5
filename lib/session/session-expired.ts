import type { SessionScope } from '@/lib/config/cookie-names';

/**
 * The API client announces an expired session here; the shell shows the "please log in again" modal.
 * A tiny event bus keeps lib/api free of UI imports.
 */
type Listener = (scope: SessionScope) => void;
const listeners = new Set<Listener>();
/** Scopes whose session this page is ending on purpose (a logout under way, the page reloads next). */
const leaving = new Set<SessionScope>();
/** Screens that say it themselves, latest first (see `sayingSessionExpired`). */
const screens: Listener[] = [];

export const onSessionExpired = (listener: Listener) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const announceSessionExpired = (scope: SessionScope) => {
  if (leaving.has(scope)) return;
  const screen = screens[0];
  if (screen) screen(scope);
  else listeners.forEach((l) => l(scope));
};

/**
 * A logout is under way in this page: the server ends the session's sockets at once, and the realtime layer's
 * attempt to renew them fails; that is the logout working, not an expired session, so no modal until the page
 * reloads. Returns the function that undoes it (a logout that is not followed by a new page).
 */
export function endingSessionOnPurpose(scope: SessionScope): () => void {
  leaving.add(scope);
  return () => void leaving.delete(scope);
}

/**
 * A screen that tells the visitor itself, in place, that the session ended (and keeps what they were doing, e.g.
 * a registration under way) takes the announcement while it is open, instead of the shell's modal, whose "log in"
 * leads home. The latest such screen gets it; the general listeners do not.
 */
export const sayingSessionExpired = (screen: Listener) => {
  screens.unshift(screen);
  return () => {
    const index = screens.indexOf(screen);
    if (index >= 0) screens.splice(index, 1);
  };
};
