import type { Locale } from '@/lib/i18n/routing';
import { formatMoney } from '@/lib/i18n/format-money';

// Dates as the page's language writes them, with Intl only (the modal ships no date library): 'dd MMMM, HH:mm'
// (spec section 9) on the clock of the capital the game is announced in. Money: lib/i18n/format-money.ts.

/** 'dd MMMM, HH:mm' in the given zone: 05 декабря, 19:00 / 05 December, 19:00 / 05 décembre, 19:00. */
export function formatDateTime(ms: number, zone: string, locale: Locale): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    }).formatToParts(ms);
  } catch {
    parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(ms);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}, ${part('hour')}:${part('minute')}`;
}

/** 'HH:mm' in the visitor's own clock (how long a place is held). */
export function formatTime(ms: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
}

/** A discount as the cost step writes it: −20 % (ru, fr), −20% (en), or an amount: −300 ₽. */
export function formatDiscount(discount: { type: 'percent' | 'fixed'; value: number }, currency: string, locale: Locale): string {
  if (discount.type === 'percent') return `−${new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(discount.value / 100)}`;
  return `−${formatMoney(discount.value, currency, locale)}`;
}
