import type { Db } from '../db/database';

export type SeedLocale = 'ru' | 'en' | 'fr';

export interface SeedCity {
  name: string;
  timezone: string;
  country: string;
  capitalTimezone: string;
  /** Language of the games held there: names, descriptions and price follow it. */
  locale: SeedLocale;
  /** Online "cities" hold bigger games. */
  online: boolean;
}

/** Online games are announced in the capital's zone, so their zone is the capital's (spec: capital-city time). */
export const seedCities: readonly SeedCity[] = [
  { name: 'Москва', timezone: 'Europe/Moscow', country: 'RU', capitalTimezone: 'Europe/Moscow', locale: 'ru', online: false },
  { name: 'Санкт-Петербург', timezone: 'Europe/Moscow', country: 'RU', capitalTimezone: 'Europe/Moscow', locale: 'ru', online: false },
  { name: 'Казань', timezone: 'Europe/Moscow', country: 'RU', capitalTimezone: 'Europe/Moscow', locale: 'ru', online: false },
  { name: 'Новосибирск', timezone: 'Asia/Novosibirsk', country: 'RU', capitalTimezone: 'Europe/Moscow', locale: 'ru', online: false },
  { name: 'Екатеринбург', timezone: 'Asia/Yekaterinburg', country: 'RU', capitalTimezone: 'Europe/Moscow', locale: 'ru', online: false },
  { name: 'Онлайн', timezone: 'Europe/Moscow', country: 'RU', capitalTimezone: 'Europe/Moscow', locale: 'ru', online: true },
  { name: 'Paris', timezone: 'Europe/Paris', country: 'FR', capitalTimezone: 'Europe/Paris', locale: 'fr', online: false },
  { name: 'London', timezone: 'Europe/London', country: 'GB', capitalTimezone: 'Europe/London', locale: 'en', online: false },
  { name: 'Online', timezone: 'Europe/London', country: 'GB', capitalTimezone: 'Europe/London', locale: 'en', online: true },
];

export interface SeededCity extends SeedCity {
  id: number;
}

export function insertCities(db: Db): SeededCity[] {
  const insert = db.prepare('INSERT INTO cities (name, timezone, country, capital_timezone) VALUES (?, ?, ?, ?)');
  return seedCities.map((city) => ({
    ...city,
    id: Number(insert.run(city.name, city.timezone, city.country, city.capitalTimezone).lastInsertRowid),
  }));
}
