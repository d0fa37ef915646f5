import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@/contract/endpoints';
import { citiesReplySchema, gamesReplySchema, type GamesQuery } from '@/contract/schemas/catalogue';
import type { ApiClient } from '@/lib/api/create-api-client';
import { toCatalogueGame, toCity } from './to-catalogue-game';

/** Query keys and fetchers of the catalogue, generic to specific. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  cities: () => [...catalogueKeys.all, 'cities'] as const,
  games: (query: GamesQuery) => [...catalogueKeys.all, 'games', query] as const,
};

export const catalogueQueries = {
  cities: (api: ApiClient) =>
    queryOptions({
      queryKey: catalogueKeys.cities(),
      queryFn: async ({ signal }) => {
        const reply = await api.request(endpoints.baseMain.cities(), { schema: citiesReplySchema, query: { sort: 'name,id' }, signal });
        return reply.data.map(toCity);
      },
      staleTime: 60 * 60_000,
    }),
  games: (api: ApiClient, query: GamesQuery, cities: Parameters<typeof toCatalogueGame>[1]) =>
    queryOptions({
      queryKey: catalogueKeys.games(query),
      queryFn: async ({ signal }) => {
        const reply = await api.request(endpoints.baseMain.games(), { schema: gamesReplySchema, query: { ...query }, signal });
        return { count: reply.count, games: reply.items.map((g) => toCatalogueGame(g, cities)) };
      },
    }),
};
