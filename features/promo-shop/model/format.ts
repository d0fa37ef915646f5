import type { Locale } from '@/lib/i18n/routing';

/** Money as the page's language writes it (899 ₽, $10, 1 990 ₽), with Intl only: the page ships no money library. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const fraction = Number.isInteger(amount) ? 0 : 2;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/** A code's last day: 25 décembre 2026 (UTC, as the letter writes it). */
export const formatDate = (ms: number, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(ms);
