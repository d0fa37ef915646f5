import { endpoints } from '@/contract/endpoints';
import { citiesReplySchema, gamesReplyLenientSchema } from '@/contract/schemas/catalogue';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { CatalogueFilters, City, GamesPageData } from '../types';
import { toGamesPage, toCity } from './to-catalogue-game';
import { toGamesQuery } from '../model/filters';

/** GET /cities/all?sort=name,id, names in the client's language (Accept-Language). */
export async function fetchCities(api: ApiClient, signal?: AbortSignal): Promise<City[]> {
  const reply = await api.request(endpoints.baseMain.cities(), { schema: citiesReplySchema, query: { sort: 'name,id' }, signal });
  return reply.data.map(toCity);
}

/** One page of upcoming games for the filters (the client drops empty values; absent filters are not sent). */
export async function fetchGamesPage(
  api: ApiClient,
  filters: CatalogueFilters,
  page: number,
  signal?: AbortSignal,
): Promise<GamesPageData> {
  const query = { ...toGamesQuery(filters, page) };
  const reply = await api.request(endpoints.baseMain.games(), { schema: gamesReplyLenientSchema, query, signal });
  return toGamesPage(reply);
}
