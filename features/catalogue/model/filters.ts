import type { GamesQuery } from '@/contract/schemas/catalogue';
import { gameTypes, type GameType } from '@/contract/schemas/catalogue-values';
import type { CatalogueFilters } from '../types';

/** Query names in the address: `?type=family&date=2025-03-20&city=3`. */
export const FILTER_PARAMS = { type: 'type', date: 'date', city: 'city' } as const;
/** The date filter's "all days" choice resets the filter (spec section 5). */
export const ALL = 'all';
export const GAMES_PER_PAGE = 12;

/** A page's searchParams as Next passes them. */
export type FilterSearchParams = Record<string, string | string[] | undefined>;
type ParamSource = URLSearchParams | FilterSearchParams;

const read = (source: ParamSource, name: string): string | undefined => {
  const value = source instanceof URLSearchParams ? source.get(name) : source[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
};

const isGameType = (value: string | undefined): value is GameType => value !== undefined && (gameTypes as readonly string[]).includes(value);

/** A real calendar day (2025-02-30 is not). */
function isCalendarDay(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Filters from the address. Anything unknown (a wrong type, a malformed date, `date=all`, a non-numeric city) is
 * ignored, so an edited or stale link still shows a list instead of an error.
 */
export function parseFilters(source: ParamSource): CatalogueFilters {
  const filters: CatalogueFilters = {};
  const type = read(source, FILTER_PARAMS.type);
  const date = read(source, FILTER_PARAMS.date);
  const city = read(source, FILTER_PARAMS.city);
  if (isGameType(type)) filters.type = type;
  if (isCalendarDay(date)) filters.date = date;
  if (city && /^\d{1,9}$/.test(city) && Number(city) > 0) filters.cityId = Number(city);
  return filters;
}

/**
 * A city the cities list does not know (an edited or stale link) is ignored like any other unknown value: the list
 * shows every city's games and the city select says so, instead of an empty list under "all cities". Without a list
 * (its read failed) the city is kept: nothing says it is wrong.
 */
export function withKnownCity(filters: CatalogueFilters, cityIds: readonly number[]): CatalogueFilters {
  if (filters.cityId === undefined || cityIds.length === 0 || cityIds.includes(filters.cityId)) return filters;
  const known = { ...filters };
  delete known.cityId;
  return known;
}

/** The address's query for filters (`?type=…`), or '' for none; empty values are never written. */
export function filtersToSearch(filters: CatalogueFilters, keep?: URLSearchParams): string {
  const params = new URLSearchParams(keep);
  for (const name of Object.values(FILTER_PARAMS)) params.delete(name);
  if (filters.type) params.set(FILTER_PARAMS.type, filters.type);
  if (filters.date) params.set(FILTER_PARAMS.date, filters.date);
  if (filters.cityId !== undefined) params.set(FILTER_PARAMS.city, String(filters.cityId));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** One filter changed; '' or 'all' clears it. */
export function withFilter(filters: CatalogueFilters, name: keyof CatalogueFilters, value: string): CatalogueFilters {
  const next: CatalogueFilters = { ...filters };
  delete next[name];
  if (value === '' || value === ALL) return next;
  return { ...next, ...parseFilters({ [name === 'cityId' ? FILTER_PARAMS.city : name]: value }) };
}

/** The API query for a page of filtered games (no empty values: absent keys are simply not sent). */
export function toGamesQuery(filters: CatalogueFilters, page: number): GamesQuery {
  return { ...filters, page, perPage: GAMES_PER_PAGE };
}

export const hasFilters = (filters: CatalogueFilters): boolean => filters.type !== undefined || filters.date !== undefined || filters.cityId !== undefined;
