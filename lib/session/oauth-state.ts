import Cookies from 'js-cookie';
import { cookieLifetimes } from '@/lib/config/timings';

/**
 * The "provider cookie" of the spec (about 30 minutes): which provider a sign-in went to and the random state it
 * carries, checked when the provider sends the browser back (a callback without the matching state is refused:
 * it was not started here, the classic login CSRF).
 */
export const OAUTH_STATE_COOKIE = 'oauth_state';

interface PendingOAuth {
  provider: string;
  state: string;
  /** The page the sign-in started on (a same-origin path), to go back to when the provider returns. */
  returnPath?: string;
}

const randomState = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

/**
 * Starts a sign-in: a fresh state, remembered with the provider for ~30 minutes, with the page it started on
 * (`returnPath`; kept only when it is a same-origin path, see `sameOriginPath`).
 */
export function beginOAuth(provider: string, returnPath?: string): string {
  const state = randomState();
  const back = returnPath === undefined ? null : sameOriginPath(returnPath);
  Cookies.set(OAUTH_STATE_COOKIE, JSON.stringify({ provider, state, ...(back ? { returnPath: back } : {}) } satisfies PendingOAuth), {
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
  return finishOAuth(provider, state).started;
}

/**
 * `completeOAuth` with the page to go back to: the pending sign-in's `returnPath` when the state matches and it is
 * still a same-origin path (checked again: the cookie is readable and writable by any script of the site), else null.
 */
export function finishOAuth(provider: string, state: string | null | undefined): { started: boolean; returnPath: string | null } {
  const raw = Cookies.get(OAUTH_STATE_COOKIE);
  Cookies.remove(OAUTH_STATE_COOKIE, { path: '/' });
  if (!raw || !state) return { started: false, returnPath: null };
  try {
    const pending = JSON.parse(raw) as Partial<PendingOAuth>;
    const started = pending.provider === provider && typeof pending.state === 'string' && pending.state === state;
    const back = started && typeof pending.returnPath === 'string' ? sameOriginPath(pending.returnPath) : null;
    return { started, returnPath: back };
  } catch {
    return { started: false, returnPath: null };
  }
}

const MAX_RETURN_PATH = 1024;

/**
 * A path of this site to send the browser to, or null: it must start with one `/` (not `//` or `/\`, which browsers
 * read as another host), carry no control characters or backslashes, stay short, and resolve to the same origin.
 * Only path and query are kept (no fragment).
 */
export function sameOriginPath(path: string): string | null {
  if (path.length > MAX_RETURN_PATH || !path.startsWith('/') || path.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return null;
  const base = 'https://same.origin.invalid';
  let url: URL;
  try {
    url = new URL(path, base);
  } catch {
    return null;
  }
  return url.origin === base ? `${url.pathname}${url.search}` : null;
}
