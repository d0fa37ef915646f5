import { UTCDate } from '@date-fns/utc';
import { addDays, format, type Locale as DateFnsLocale } from 'date-fns';
import { enGB, fr, ru } from 'date-fns/locale';
import type { Locale } from '@/lib/i18n/routing';
import type { CapitalKey } from '../types';

/** Spec: formats follow the address's language: English, French, otherwise Russian. */
const dateLocales: Readonly<Record<Locale, DateFnsLocale>> = { en: enGB, fr, ru };
const dateLocale = (locale: Locale): DateFnsLocale => dateLocales[locale] ?? ru;

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's clock at the instant, as a date whose fields (read in UTC) are that clock: one Intl call, then date-fns
 * formats and counts days on it as plain calendar arithmetic. A zoned date of @date-fns/tz asks Intl for the zone's
 * offset again on every change and field, which made formatting a page of cards the largest item of a signed-in
 * visitor's home page load (135 ms of a 4x-slowed CPU for 12 cards: the list is read again there, and formatted).
 * An unknown zone throws, as formatting it did before.
 */
function onZoneClock(instant: Date, zone: string): UTCDate {
  let clock = clockFormats.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormats.set(zone, clock);
  }
  const parts = clock.formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return new UTCDate(Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'), instant.getUTCMilliseconds()));
}

/** Spec section 9: the start date format 'dd MMMM, HH:mm', in the language of the address, on the zone's clock. */
export const formatGameDate = (instant: Date, zone: string, locale: Locale): string =>
  format(onZoneClock(instant, zone), 'dd MMMM, HH:mm', { locale: dateLocale(locale) });

export const formatClock = (instant: Date, zone: string): string => format(onZoneClock(instant, zone), 'HH:mm');

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
export const calendarDay = (instant: Date, zone: string): string => format(onZoneClock(instant, zone), 'yyyy-MM-dd');

export interface DateOption {
  value: string;
  label: string;
}

/** A day of a zone's clock (onZoneClock) as a date choice: 'среда, 19 марта', 'Wednesday, 19 March', 'mercredi 19 mars'. */
const dayOnClock = (day: UTCDate, locale: Locale): DateOption => ({
  value: format(day, 'yyyy-MM-dd'),
  label: format(day, locale === 'fr' ? 'EEEE d MMMM' : 'EEEE, d MMMM', { locale: dateLocale(locale) }),
});

/** The instant's calendar day on the zone's clock as a date choice. */
export const dayOption = (instant: Date, zone: string, locale: Locale): DateOption => dayOnClock(onZoneClock(instant, zone), locale);

/** The next `days` calendar days on the zone's clock, for the date filter. */
export const upcomingDays = (now: Date, zone: string, locale: Locale, days: number): DateOption[] => {
  const today = onZoneClock(now, zone);
  return Array.from({ length: days }, (_, i) => dayOnClock(addDays(today, i), locale));
};
