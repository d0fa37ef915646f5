import Cookies from 'js-cookie';
import { sessionCookies, type SessionScope } from '@/lib/config/cookie-names';
import { cookieLifetimes } from '@/lib/config/timings';

/** Attributes for every cookie the app writes: Lax, and Secure whenever the page is served over https. */
export const cookieAttributes = (days: number): Cookies.CookieAttributes => ({
  expires: days,
  path: '/',
  sameSite: 'Lax',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

/**
 * The lifetime a session was opened with (5 days for a password login, 1 day for OAuth), kept beside the tokens so a
 * refresh renews them for the same number of days instead of turning a one-day OAuth session into a five-day one.
 */
const lifetimeCookie = (scope: SessionScope) => `${sessionCookies[scope].token}_days`;

export const readSessionToken = (scope: SessionScope) => Cookies.get(sessionCookies[scope].token);
export const readRefreshToken = (scope: SessionScope) => Cookies.get(sessionCookies[scope].refresh);

/** The remembered lifetime of the scope's session in days, if a session was opened in this browser. */
export function sessionLifetimeDays(scope: SessionScope): number | undefined {
  const days = Number(Cookies.get(lifetimeCookie(scope)));
  return Number.isFinite(days) && days > 0 ? days : undefined;
}

/**
 * Stores a token pair. `days` opens a session for that long; without it (a refresh) the session keeps the lifetime
 * it was opened with, and a password login's 5 days when none is known.
 */
export function writeSession(scope: SessionScope, tokens: { access_token: string; refresh_token: string }, days?: number) {
  const lifetime = days ?? sessionLifetimeDays(scope) ?? cookieLifetimes.loginDays;
  Cookies.set(sessionCookies[scope].token, tokens.access_token, cookieAttributes(lifetime));
  Cookies.set(sessionCookies[scope].refresh, tokens.refresh_token, cookieAttributes(lifetime));
  Cookies.set(lifetimeCookie(scope), String(lifetime), cookieAttributes(lifetime));
}

export function clearSession(scope: SessionScope) {
  Cookies.remove(sessionCookies[scope].token, { path: '/' });
  Cookies.remove(sessionCookies[scope].refresh, { path: '/' });
  Cookies.remove(lifetimeCookie(scope), { path: '/' });
}
