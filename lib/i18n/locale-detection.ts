import { publicRest } from '@/lib/routing/cached-landing';
import { defaultLocale, isLocale, locales, type Locale } from './routing';

/** Best supported locale from an Accept-Language header, by q-weight then order; undefined when none match. */
export function matchAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((e) => e.lang && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((e) => e.lang).find((l): l is Locale => (locales as readonly string[]).includes(l));
}

/** Root-path rule: the remembered cookie wins, then the browser language, then Russian. */
export function detectRootLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  return matchAcceptLanguage(acceptLanguage) ?? defaultLocale;
}

/** A first path segment shaped like a language code (`de`, `es`, `pt-br`). */
export const looksLikeLanguage = (segment: string) => /^[a-z]{2}(-[a-z]{2})?$/i.test(segment);

/** Splits `/en/expert/login` into its locale prefix (if any) and the rest. */
export function splitLocalePrefix(pathname: string): { prefix: Locale | undefined; rest: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first)) return { prefix: first, rest: `/${rest.join('/')}` };
  return { prefix: undefined, rest: pathname };
}

/** The locale a page is served in: its prefix, else Russian. `/…/en/reg…` is always English (spec guard). */
export function localeOfPath(pathname: string): Locale {
  if (pathname.includes('/en/reg')) return 'en';
  return splitLocalePrefix(pathname).prefix ?? defaultLocale;
}

/** The same address in another language: `/en/private?x=1` -> `/fr/private?x=1`, `/private` for Russian. */
export function switchLocalePath(pathname: string, target: Locale, search = ''): string {
  // The stored home page renders at its internal address (lib/routing/cached-landing.ts): its links are the home's.
  const rest = publicRest(splitLocalePrefix(pathname).rest);
  const path = target === defaultLocale ? rest : `/${target}${rest === '/' ? '' : rest}`;
  return `${path || '/'}${search}`;
}
