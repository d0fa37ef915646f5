import type { Locale } from '../i18n/locale';

const intlLocale: Record<Locale, string> = { ru: 'ru-RU', en: 'en-GB', fr: 'fr-FR' };

/** A start as letters write it: day, month, time and the zone's short name, in the letter's language. */
export function startText(ms: number, zone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(ms);
}
