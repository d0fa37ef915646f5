import type { Locale } from '@/lib/i18n/routing';

/**
 * A price with its currency as the page's language writes money: 899 ₽ (ru, fr), ₽899 / $10 (en). Whole amounts
 * have no decimals; others two. Returns null for a free game (the card says "free" instead).
 */
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: Locale, currency: string, fraction: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fraction}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    });
    formats.set(key, format);
  }
  return format;
}

export function formatPrice(amount: number, currency: string, locale: Locale): string | null {
  if (amount <= 0) return null;
  const fraction = Number.isInteger(amount) ? 0 : 2;
  try {
    return moneyFormat(locale, currency, fraction).format(amount);
  } catch {
    // A currency code Intl does not know still reads sensibly.
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}
