import type { LocationGuess } from '@/contract/schemas/registration';
import type { Db } from '../db/database';
import type { Locale } from '../i18n/locale';

/** A language without a region points at the country whose cities speak it (en: the seeded English cities). */
const countryOfLanguage: Readonly<Record<string, string>> = { ru: 'RU', fr: 'FR', en: 'GB' };

/** Accept-Language entries, best first (q-weight, then order), as language and region. */
function preferences(header: string | undefined): { language: string; region: string | null }[] {
  return (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [range = '', ...parameters] = entry.trim().split(';');
      const q = parameters.map((part) => part.trim()).find((part) => part.toLowerCase().startsWith('q='));
      const [language = '', region = null] = range.trim().split('-');
      return { language: language.toLowerCase(), region: region?.toUpperCase() ?? null, q: q === undefined ? 1 : Number(q.slice(2)), index };
    })
    .filter((entry) => entry.language !== '' && entry.language !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
}

/**
 * GET locations/guess without an outside service: the regions, then the languages of Accept-Language pick a country
 * we hold cities in (its first city, by id), else the configured default city, else the first city. The name is in
 * the request's language.
 */
export function guessCity(db: Db, acceptLanguage: string | undefined, locale: Locale, defaultCityId: number | null): LocationGuess {
  const firstOf = db.prepare('SELECT id FROM cities WHERE country = ? ORDER BY id LIMIT 1').pluck();
  const named = db.prepare(`SELECT c.id, c.country, COALESCE(n.name, c.name) AS city FROM cities c
    LEFT JOIN city_names n ON n.city_id = c.id AND n.locale = ? WHERE c.id = ?`);
  const wanted = preferences(acceptLanguage);
  const countries = [
    ...wanted.flatMap((entry) => (entry.region && /^[A-Z]{2}$/.test(entry.region) ? [entry.region] : [])),
    ...wanted.flatMap((entry) => (countryOfLanguage[entry.language] ? [countryOfLanguage[entry.language]!] : [])),
  ];
  let id: number | undefined;
  for (const country of countries) {
    id = firstOf.get(country) as number | undefined;
    if (id !== undefined) break;
  }
  const first = db.prepare('SELECT id FROM cities ORDER BY id LIMIT 1').pluck().get() as number;
  type Row = { id: number; country: string; city: string };
  // A configured default that no longer exists falls back to the first city rather than failing the call.
  const row = (named.get(locale, id ?? defaultCityId ?? first) ?? named.get(locale, first)) as Row;
  return { city: row.city, id: row.id, country: row.country };
}
