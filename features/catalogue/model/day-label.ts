import type { Locale } from '@/lib/i18n/routing';

/**
 * A calendar day (YYYY-MM-DD) named as the date filter names its days ('воскресенье, 1 ноября', 'Sunday, 1
 * November', 'dimanche 1 novembre'), for a day the filter no longer offers (a shared link from last week). Built
 * with the browser's Intl, not date-fns: this runs only for such a link, and the catalogue's first load carries no
 * date library.
 */
export function dayLabel(day: string, locale: Locale): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  const parts = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).formatToParts(
    Date.UTC(year, month - 1, date),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}${locale === 'fr' ? ' ' : ', '}${part('day')} ${part('month')}`;
}
