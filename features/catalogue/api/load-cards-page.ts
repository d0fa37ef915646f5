import type { ApiClient } from '@/lib/api/create-api-client';
import type { Locale } from '@/lib/i18n/routing';
import type { CardsPage, CatalogueFilters, City } from '../types';
import { catalogueLanguage } from '../model/catalogue-language';
import { fetchGamesPage } from './fetch-catalogue';
import { toCardsPage } from './to-catalogue-card';

/** Fetches a page of games with the visitor's session (the browser's reads) and turns it into cards judged at the current time. */
export async function loadCardsPage(
  api: ApiClient,
  locale: Locale,
  cities: readonly City[],
  filters: CatalogueFilters,
  page: number,
  signal?: AbortSignal,
): Promise<CardsPage> {
  const data = await fetchGamesPage(api, filters, page, catalogueLanguage(locale), signal);
  return toCardsPage(data, { locale, now: Date.now(), cities: new Map(cities.map((city) => [city.id, city])) }, false);
}
