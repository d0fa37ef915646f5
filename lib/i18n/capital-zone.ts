import type { Locale } from './routing';

/** The clock of each language's capital: where a page has no city of its own, times are on this one. */
export const capitalZone: Readonly<Record<Locale, string>> = { ru: 'Europe/Moscow', en: 'Europe/London', fr: 'Europe/Paris' };
