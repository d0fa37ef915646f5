import type { Locale } from '@/lib/i18n/routing';

/** A code's last day: 25 décembre 2026 (UTC, as the letter writes it). */
export const formatDate = (ms: number, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(ms);
