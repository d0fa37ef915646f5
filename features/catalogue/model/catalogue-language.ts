import type { GameLanguageValue } from '@/contract/schemas/catalogue-values';
import { getLocaleSettings } from '@/lib/i18n/locale-settings';
import type { Locale } from '@/lib/i18n/routing';

const codes = { RUSSIAN: 'ru', ENGLISH: 'en', FRENCH: 'fr' } as const;

/**
 * The games a page in `locale` lists: those played in its language (locale settings' gameLanguage). An English
 * visitor is offered games played in English, not Russian games with Russian names; the city filter follows suit.
 */
export const catalogueLanguage = (locale: Locale): GameLanguageValue => codes[getLocaleSettings(locale).gameLanguage];
