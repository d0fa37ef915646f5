import type { SessionScope } from '@/lib/config/cookie-names';

/**
 * The API client announces an expired session here; the shell shows the "please log in again" modal.
 * A tiny event bus keeps lib/api free of UI imports.
 */
type Listener = (scope: SessionScope) => void;
const listeners = new Set<Listener>();

export const onSessionExpired = (listener: Listener) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const announceSessionExpired = (scope: SessionScope) => listeners.forEach((l) => l(scope));
