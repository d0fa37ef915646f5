import Cookies from 'js-cookie';
import { cookieLifetimes } from '@/lib/config/timings';

/**
 * The "provider cookie" of the spec (about 30 minutes): which provider a sign-in went to and the random state it
 * carries, checked when the provider sends the browser back (a callback without the matching state is refused:
 * it was not started here, the classic login CSRF).
 */
export const OAUTH_STATE_COOKIE = 'oauth_state';

export interface PendingOAuth {
  provider: string;
  state: string;
}

const randomState = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** Starts a sign-in: a fresh state, remembered with the provider for ~30 minutes. */
export function beginOAuth(provider: string): string {
  const state = randomState();
  Cookies.set(OAUTH_STATE_COOKIE, JSON.stringify({ provider, state } satisfies PendingOAuth), {
    expires: new Date(Date.now() + cookieLifetimes.providerMinutes * 60_000),
    path: '/',
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
  return state;
}

/**
 * Ends a sign-in: true when the callback's provider and state match the pending one. The pending value is removed
 * either way, so a state works once.
 */
export function completeOAuth(provider: string, state: string | null | undefined): boolean {
  const raw = Cookies.get(OAUTH_STATE_COOKIE);
  Cookies.remove(OAUTH_STATE_COOKIE, { path: '/' });
  if (!raw || !state) return false;
  try {
    const pending = JSON.parse(raw) as Partial<PendingOAuth>;
    return pending.provider === provider && typeof pending.state === 'string' && pending.state === state;
  } catch {
    return false;
  }
}
