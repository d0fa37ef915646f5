import type { Locale } from '@/lib/i18n/routing';

/** An amount with its currency as the page's language writes money (899 ₽, $10, 899 €); never converted. */
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
