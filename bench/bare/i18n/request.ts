import { getRequestConfig } from 'next-intl/server';

const locales = ['ru', 'en', 'fr'] as const;
type Locale = (typeof locales)[number];
const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (locales as readonly string[]).includes(value);

/** The app's own message catalogues, so the provider carries the same payload as the real pages. */
const loaders = {
  ru: () => import('../../../messages/ru.json'),
  en: () => import('../../../messages/en.json'),
  fr: () => import('../../../messages/fr.json'),
};

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : 'ru';
  return { locale, messages: (await loaders[locale]()).default, timeZone: 'Europe/Moscow' };
});
