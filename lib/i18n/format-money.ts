import type { Locale } from './routing';

/**
 * An amount with its currency as the page's language writes money (899 ₽, $10, 899 €); never converted. Intl only:
 * the pages that show prices (registration, the game page, the promo shop) ship no money library.
 */
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
