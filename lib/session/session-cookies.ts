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

export const readSessionToken = (scope: SessionScope) => Cookies.get(sessionCookies[scope].token);
export const readRefreshToken = (scope: SessionScope) => Cookies.get(sessionCookies[scope].refresh);

export function writeSession(scope: SessionScope, tokens: { access_token: string; refresh_token: string }, days = cookieLifetimes.loginDays) {
  Cookies.set(sessionCookies[scope].token, tokens.access_token, cookieAttributes(days));
  Cookies.set(sessionCookies[scope].refresh, tokens.refresh_token, cookieAttributes(days));
}

export function clearSession(scope: SessionScope) {
  Cookies.remove(sessionCookies[scope].token, { path: '/' });
  Cookies.remove(sessionCookies[scope].refresh, { path: '/' });
}
