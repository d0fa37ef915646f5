import type { Locale } from '@/lib/i18n/routing';

/** Money in the page's language (899 ₽, $200.00, 15 000 ₽): whole amounts without decimals. */
export const formatMoney = (amount: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);

/** A start in a zone, in the page's language: "12 December 2026, 19:30". */
export const formatStart = (ms: number, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(ms);

/** The zones the browser knows (the order's start is in the organiser's), with the given one first if missing. */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !known.includes(current) ? [current, ...known] : known;
}

/** The browser's own zone (the organiser's), or Moscow where it cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Moscow';
  } catch {
    return 'Europe/Moscow';
  }
}
