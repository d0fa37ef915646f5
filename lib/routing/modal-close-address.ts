import { defaultLocale, type Locale } from '@/lib/i18n/routing';
import { splitLocalePrefix } from '@/lib/i18n/locale-detection';

/** Routes that open the home page with a modal on top (spec section 2), plus the private games pages. */
const MODAL_ROUTES = [/^\/private(\/|$)/, /^\/reg\//, /^\/password\/reset\//, /^\/mail-auth\//];

export const homeOf = (locale: Locale) => (locale === defaultLocale ? '/' : `/${locale}`);

/** Pages of one-time links: signing in never returns to them (their code is spent), it goes home instead. */
const ONE_TIME_ROUTES = [/^\/oauth\//, /^\/mail-auth\//, /^\/password\/reset\//];

/** Where a sign-in that left the site (OAuth) comes back to: the page it started on, unless that was a one-time link. */
export function returnAfterSignIn(path: string | null, locale: Locale): string {
  if (path === null) return homeOf(locale);
  const { rest } = splitLocalePrefix(path.split('?')[0]!);
  return ONE_TIME_ROUTES.some((r) => r.test(rest)) ? homeOf(locale) : path;
}

/**
 * Spec: closing a modal from a private path or the root path resets the address to the locale's home.
 * Returns the address to go to, or undefined when the address should stay (already home, or another page).
 */
export function modalCloseAddress(pathname: string, locale: Locale): string | undefined {
  const { rest } = splitLocalePrefix(pathname);
  if (rest === '/' || rest === '') return undefined;
  return MODAL_ROUTES.some((r) => r.test(rest)) ? homeOf(locale) : undefined;
}
