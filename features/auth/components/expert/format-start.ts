import { tz } from '@date-fns/tz';
import { format, type Locale as DateFnsLocale } from 'date-fns';
import { enGB, fr, ru } from 'date-fns/locale';
import type { Locale } from '@/lib/i18n/routing';

const dateLocales: Readonly<Record<Locale, DateFnsLocale>> = { en: enGB, fr, ru };

/** Spec start format 'dd MMMM, HH:mm' on the game city's clock, with its offset (GMT+3), in the page language. */
export function formatStart(instant: Date, zone: string, locale: Locale): string {
  const offset = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const when = format(instant, 'dd MMMM, HH:mm', { locale: dateLocales[locale], in: tz(zone) });
  return offset ? `${when} (${offset})` : when;
}
