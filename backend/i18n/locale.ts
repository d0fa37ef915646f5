import type { Context } from 'hono';

/** The languages of the platform (the web app's document languages). */
export const locales = ['ru', 'en', 'fr'] as const;
export type Locale = (typeof locales)[number];

/** The platform is Russian-first: a request that asks for nothing we speak gets Russian. */
export const DEFAULT_LOCALE: Locale = 'ru';

const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);

/**
 * The best of ru/en/fr for an `Accept-Language` header (RFC 9110): highest q-weight wins, ties go to the earlier
 * entry, a region is ignored (`en-GB` is `en`), `q=0` excludes, and `*` or an unknown language falls back to ru.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  let best: { locale: Locale; q: number } | null = null;
  for (const entry of (header ?? '').split(',')) {
    const [range = '', ...parameters] = entry.trim().split(';');
    const language = range.trim().toLowerCase().split('-')[0] ?? '';
    const qParameter = parameters.map((part) => part.trim()).find((part) => part.toLowerCase().startsWith('q='));
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    const locale = language === '*' ? DEFAULT_LOCALE : language;
    if (isLocale(locale) && (best === null || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** The language of the current request's human-readable messages. */
export const localeOf = (c: Context): Locale => negotiateLocale(c.req.header('accept-language'));
