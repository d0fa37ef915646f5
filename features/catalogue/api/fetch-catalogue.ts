import { endpoints } from '@/contract/endpoints';
import type { GameLanguageValue } from '@/contract/schemas/catalogue-values';
import { citiesReplySchema } from '@/contract/schemas/catalogue';
import { gamesReplyLenientSchema } from '@/contract/schemas/games-reply';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { CatalogueFilters, City, GamesPageData } from '../types';
import { toGamesPage, toCity } from './to-catalogue-game';
import { toGamesQuery } from '../model/filters';

/** GET /cities/all?sort=name,id&language=…: the cities of the language's games, names in the client's language. */
export async function fetchCities(api: ApiClient, language: GameLanguageValue, signal?: AbortSignal): Promise<City[]> {
  const reply = await api.request(endpoints.baseMain.cities(), { schema: citiesReplySchema, query: { sort: 'name,id', language }, signal });
  return reply.data.map(toCity);
}

/** One page of upcoming games in `language` for the filters (the client drops empty values; absent filters are not sent). */
export async function fetchGamesPage(
  api: ApiClient,
  filters: CatalogueFilters,
  page: number,
  language: GameLanguageValue,
  signal?: AbortSignal,
): Promise<GamesPageData> {
  const query = { ...toGamesQuery(filters, page), language };
  const reply = await api.request(endpoints.baseMain.games(), { schema: gamesReplyLenientSchema, query, signal });
  return toGamesPage(reply);
}
