import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { Locale } from '@/lib/i18n/routing';
import { fetchFormats, fetchMyPrivateGames, fetchOrder } from './fetch-party';

/** Query keys of the private games, generic to specific; every invalidation goes through these. */
export const partyKeys = {
  all: ['party'] as const,
  formats: (locale: Locale) => [...partyKeys.all, 'formats', locale] as const,
  myGames: () => [...partyKeys.all, 'my-games'] as const,
  order: (id: number) => [...partyKeys.all, 'order', id] as const,
};

/** Formats hardly change; an order moves with its payment (polled while undecided), so it is never fresh. */
export const partyQueries = {
  formats: (api: ApiClient, locale: Locale) =>
    queryOptions({ queryKey: partyKeys.formats(locale), queryFn: ({ signal }) => fetchFormats(api, signal), staleTime: 5 * 60_000 }),
  myGames: (api: ApiClient) => queryOptions({ queryKey: partyKeys.myGames(), queryFn: ({ signal }) => fetchMyPrivateGames(api, signal), staleTime: 0 }),
  order: (api: ApiClient, id: number) => queryOptions({ queryKey: partyKeys.order(id), queryFn: ({ signal }) => fetchOrder(api, id, signal), staleTime: 0 }),
};
