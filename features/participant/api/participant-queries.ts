import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/create-api-client';
import { fetchGameTeams, fetchRating, fetchResults, fetchStatus } from './fetch-participant';

/** Query keys of the participant screen, generic to specific; every invalidation goes through these. */
export const participantKeys = {
  all: ['participant'] as const,
  screen: (id: number) => [...participantKeys.all, id] as const,
  status: (id: number) => [...participantKeys.screen(id), 'status'] as const,
  results: (id: number) => [...participantKeys.screen(id), 'results'] as const,
  rating: (id: number) => [...participantKeys.screen(id), 'rating'] as const,
  mine: () => [...participantKeys.all, 'mine'] as const,
  gameTeams: (gameId: number) => [...participantKeys.all, 'game', gameId, 'teams'] as const,
};

/**
 * The screen's server state. Realtime events and resyncs say when it changed (invalidation), so nothing goes stale
 * by time alone and nothing is refetched just because a tab regained focus.
 */
export const participantQueries = {
  status: (api: ApiClient, id: number) =>
    queryOptions({ queryKey: participantKeys.status(id), queryFn: ({ signal }) => fetchStatus(api, id, signal), staleTime: Infinity }),
  results: (api: ApiClient, id: number) =>
    queryOptions({ queryKey: participantKeys.results(id), queryFn: ({ signal }) => fetchResults(api, id, signal), staleTime: Infinity }),
  rating: (api: ApiClient, id: number) =>
    queryOptions({ queryKey: participantKeys.rating(id), queryFn: ({ signal }) => fetchRating(api, id, signal), staleTime: Infinity }),
  /** The game's registered teams (the teams tab); who of them is online comes from the rating list and events. */
  gameTeams: (api: ApiClient, gameId: number) =>
    queryOptions({ queryKey: participantKeys.gameTeams(gameId), queryFn: ({ signal }) => fetchGameTeams(api, gameId, signal), staleTime: 60_000 }),
};
