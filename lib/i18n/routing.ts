import { defineRouting } from 'next-intl/routing';

export const locales = ['ru', 'en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ru';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (locales as readonly string[]).includes(value);

/**
 * A language's home page: `/` for Russian, `/en`, `/fr`. For the error page, which ships with every page's first load
 * and so takes this rather than locale-detection's switchLocalePath (and the stored pages' rules it brings).
 */
export const homePathOf = (locale: Locale): string => (locale === defaultLocale ? '/' : `/${locale}`);

/**
 * next-intl does the prefix work (`/ru/x` -> `/x`, unprefixed -> Russian). Detection and the locale cookie are
 * ours (proxy.ts): the spec detects the browser language on `/` only, which next-intl cannot express.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
