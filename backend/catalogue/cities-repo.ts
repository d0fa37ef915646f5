import type { CityWire } from '@/contract/schemas/catalogue';
import type { GameLanguage } from '@/contract/schemas/live';
import type { Db } from '../db/database';
import { countryConditionOf } from '../game/game-content';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';

/** Sortable fields of GET /cities/all (`sort=name,id`, a leading '-' sorts descending, JSON:API style). */
const CITY_SORT_FIELDS = ['name', 'id'] as const;
type CitySortField = (typeof CITY_SORT_FIELDS)[number];
export interface CitySort {
  field: CitySortField;
  descending: boolean;
}

/** Parses `name,-id`; returns the unknown fields instead when there are any. */
export function parseCitySort(raw: string | undefined): { sorts: CitySort[] } | { unknown: string[] } {
  const items = (raw ?? 'name,id')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const sorts: CitySort[] = [];
  const unknown: string[] = [];
  for (const item of items) {
    const descending = item.startsWith('-');
    const field = descending ? item.slice(1) : item;
    if ((CITY_SORT_FIELDS as readonly string[]).includes(field)) sorts.push({ field: field as CitySortField, descending });
    else unknown.push(item);
  }
  return unknown.length > 0 ? { unknown } : { sorts };
}

export function createCitiesRepo(db: Db) {
  return {
    /**
     * Cities with their names in `locale` (the city's own name when a translation is missing); `sort=name` sorts
     * by the translated name. Columns come from the whitelist above, so interpolating them into ORDER BY is safe.
     */
    list(sorts: CitySort[], locale: Locale = DEFAULT_LOCALE, language?: GameLanguage): CityWire[] {
      const order = [...sorts, { field: 'id', descending: false }].map((sort) => `${sort.field} ${sort.descending ? 'DESC' : 'ASC'}`).join(', ');
      return db
        .prepare(
          `SELECT c.id AS id, COALESCE(n.name, c.name) AS name, c.timezone AS timezone, c.country AS country
           FROM cities c LEFT JOIN city_names n ON n.city_id = c.id AND n.locale = ?
           ${language ? `WHERE ${countryConditionOf(language, 'c.country')}` : ''}
           ORDER BY ${order}`,
        )
        .all(locale) as CityWire[];
    },
    count: (): number => (db.prepare('SELECT COUNT(*) AS n FROM cities').get() as { n: number }).n,
  };
}
