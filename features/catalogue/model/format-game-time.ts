import { tz } from '@date-fns/tz';
import { addDays, format, type Locale as DateFnsLocale } from 'date-fns';
import { enGB, fr, ru } from 'date-fns/locale';
import type { Locale } from '@/lib/i18n/routing';
import type { CapitalKey } from '../types';

/** Spec: formats follow the address's language: English, French, otherwise Russian. */
const dateLocales: Readonly<Record<Locale, DateFnsLocale>> = { en: enGB, fr, ru };
const dateLocale = (locale: Locale): DateFnsLocale => dateLocales[locale] ?? ru;

/** Spec section 9: the start date format 'dd MMMM, HH:mm', in the language of the address, on the zone's clock. */
export const formatGameDate = (instant: Date, zone: string, locale: Locale): string =>
  format(instant, 'dd MMMM, HH:mm', { locale: dateLocale(locale), in: tz(zone) });

export const formatClock = (instant: Date, zone: string): string => format(instant, 'HH:mm', { in: tz(zone) });

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset at that instant as the language writes it: GMT+3 (ru, en), UTC+3 (fr). */
export function formatZoneOffset(instant: Date, zone: string, locale: Locale): string {
  const key = `${locale}|${zone}`;
  let format = offsetFormats.get(key);
  if (!format) {
    // Creating an Intl formatter costs far more than using one: one per language and zone.
    format = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' });
    offsetFormats.set(key, format);
  }
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

const capitals: Readonly<Record<string, CapitalKey>> = {
  'Europe/Moscow': 'moscow',
  'Europe/Paris': 'paris',
  'Europe/London': 'london',
};

/** Which translated capital name a zone has (null: the card shows the zone id). */
export const capitalKeyOf = (zone: string): CapitalKey | null => capitals[zone] ?? null;

/** Calendar day YYYY-MM-DD of the instant on the zone's clock. */
export const calendarDay = (instant: Date, zone: string): string => format(instant, 'yyyy-MM-dd', { in: tz(zone) });

export interface DateOption {
  value: string;
  label: string;
}

/** A calendar day as a date choice: 'среда, 19 марта', 'Wednesday, 19 March', 'mercredi 19 mars'. */
export const dayOption = (instant: Date, zone: string, locale: Locale): DateOption => ({
  value: calendarDay(instant, zone),
  label: format(instant, locale === 'fr' ? 'EEEE d MMMM' : 'EEEE, d MMMM', { locale: dateLocale(locale), in: tz(zone) }),
});

/** The next `days` calendar days on the zone's clock, for the date filter. */
export const upcomingDays = (now: Date, zone: string, locale: Locale, days: number): DateOption[] =>
  Array.from({ length: days }, (_, i) => dayOption(addDays(now, i, { in: tz(zone) }), zone, locale));
