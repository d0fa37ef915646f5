import type { Locale } from '@/lib/i18n/routing';

/**
 * A price with its currency as the page's language writes money: 899 ₽ (ru, fr), ₽899 / $10 (en). Whole amounts
 * have no decimals; others two. Returns null for a free game (the card says "free" instead).
 */
export function formatPrice(amount: number, currency: string, locale: Locale): string | null {
  if (amount <= 0) return null;
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
    // A currency code Intl does not know still reads sensibly.
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}
