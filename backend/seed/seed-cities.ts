import type { Db } from '../db/database';

export type SeedLocale = 'ru' | 'en' | 'fr';

interface SeedCity {
  name: string;
  timezone: string;
  country: string;
  capitalTimezone: string;
  /** Language of the games held there: names, descriptions and price follow it. */
  locale: SeedLocale;
  /** Online "cities" hold bigger games. */
  online: boolean;
  /**
   * How many games the seed's cycle gives the city (7 when absent: one of each state). The cities added after the
   * first nine get two cycles, so the French and English catalogues, like the Russian one, have more than two pages.
   */
  games?: number;
  /** The name in each language of the platform (GET /cities/all answers in the request's language). */
  names: Readonly<Record<SeedLocale, string>>;
}

/** Online games are announced in the capital's zone, so their zone is the capital's (spec: capital-city time). */
const seedCities: readonly SeedCity[] = [
  {
    name: 'Москва',
    timezone: 'Europe/Moscow',
    country: 'RU',
    capitalTimezone: 'Europe/Moscow',
    locale: 'ru',
    online: false,
    names: { ru: 'Москва', en: 'Moscow', fr: 'Moscou' },
  },
  {
    name: 'Санкт-Петербург',
    timezone: 'Europe/Moscow',
    country: 'RU',
    capitalTimezone: 'Europe/Moscow',
    locale: 'ru',
    online: false,
    names: { ru: 'Санкт-Петербург', en: 'Saint Petersburg', fr: 'Saint-Pétersbourg' },
  },
  {
    name: 'Казань',
    timezone: 'Europe/Moscow',
    country: 'RU',
    capitalTimezone: 'Europe/Moscow',
    locale: 'ru',
    online: false,
    names: { ru: 'Казань', en: 'Kazan', fr: 'Kazan' },
  },
  {
    name: 'Новосибирск',
    timezone: 'Asia/Novosibirsk',
    country: 'RU',
    capitalTimezone: 'Europe/Moscow',
    locale: 'ru',
    online: false,
    names: { ru: 'Новосибирск', en: 'Novosibirsk', fr: 'Novossibirsk' },
  },
  {
    name: 'Екатеринбург',
    timezone: 'Asia/Yekaterinburg',
    country: 'RU',
    capitalTimezone: 'Europe/Moscow',
    locale: 'ru',
    online: false,
    names: { ru: 'Екатеринбург', en: 'Yekaterinburg', fr: 'Iekaterinbourg' },
  },
  {
    name: 'Онлайн',
    timezone: 'Europe/Moscow',
    country: 'RU',
    capitalTimezone: 'Europe/Moscow',
    locale: 'ru',
    online: true,
    names: { ru: 'Онлайн', en: 'Online (Moscow time)', fr: 'En ligne (heure de Moscou)' },
  },
  {
    name: 'Paris',
    timezone: 'Europe/Paris',
    country: 'FR',
    capitalTimezone: 'Europe/Paris',
    locale: 'fr',
    online: false,
    names: { ru: 'Париж', en: 'Paris', fr: 'Paris' },
  },
  {
    name: 'London',
    timezone: 'Europe/London',
    country: 'GB',
    capitalTimezone: 'Europe/London',
    locale: 'en',
    online: false,
    names: { ru: 'Лондон', en: 'London', fr: 'Londres' },
  },
  {
    name: 'Online',
    timezone: 'Europe/London',
    country: 'GB',
    capitalTimezone: 'Europe/London',
    locale: 'en',
    online: true,
    names: { ru: 'Онлайн (время Лондона)', en: 'Online', fr: 'En ligne (heure de Londres)' },
  },
  {
    name: 'Lyon',
    timezone: 'Europe/Paris',
    country: 'FR',
    capitalTimezone: 'Europe/Paris',
    locale: 'fr',
    online: false,
    games: 14,
    names: { ru: 'Лион', en: 'Lyon', fr: 'Lyon' },
  },
  {
    name: 'En ligne',
    timezone: 'Europe/Paris',
    country: 'FR',
    capitalTimezone: 'Europe/Paris',
    locale: 'fr',
    online: true,
    games: 14,
    names: { ru: 'Онлайн (время Парижа)', en: 'Online (Paris time)', fr: 'En ligne' },
  },
  {
    name: 'Manchester',
    timezone: 'Europe/London',
    country: 'GB',
    capitalTimezone: 'Europe/London',
    locale: 'en',
    online: false,
    games: 14,
    names: { ru: 'Манчестер', en: 'Manchester', fr: 'Manchester' },
  },
  {
    name: 'Edinburgh',
    timezone: 'Europe/London',
    country: 'GB',
    capitalTimezone: 'Europe/London',
    locale: 'en',
    online: false,
    games: 14,
    names: { ru: 'Эдинбург', en: 'Edinburgh', fr: 'Édimbourg' },
  },
];

export interface SeededCity extends SeedCity {
  id: number;
}

export function insertCities(db: Db): SeededCity[] {
  const insert = db.prepare('INSERT INTO cities (name, timezone, country, capital_timezone) VALUES (?, ?, ?, ?)');
  const insertName = db.prepare('INSERT INTO city_names (city_id, locale, name) VALUES (?, ?, ?)');
  return seedCities.map((city) => {
    const id = Number(insert.run(city.name, city.timezone, city.country, city.capitalTimezone).lastInsertRowid);
    for (const [locale, name] of Object.entries(city.names)) insertName.run(id, locale, name);
    return { ...city, id };
  });
}
