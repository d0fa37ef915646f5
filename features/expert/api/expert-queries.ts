import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/create-api-client';
import { fetchAppeal, fetchAppeals, fetchChatLocked, fetchCorrectAnswers, fetchGame, fetchGameState, fetchGroups } from './expert-api';

/** Query keys of the expert console, generic to specific; every invalidation goes through these. */
export const expertKeys = {
  all: ['expert'] as const,
  game: (gameId: number) => [...expertKeys.all, gameId] as const,
  details: (gameId: number) => [...expertKeys.game(gameId), 'details'] as const,
  state: (gameId: number) => [...expertKeys.game(gameId), 'state'] as const,
  chat: (gameId: number) => [...expertKeys.game(gameId), 'chat'] as const,
  answers: (gameId: number) => [...expertKeys.game(gameId), 'answers'] as const,
  appeals: (gameId: number) => [...expertKeys.game(gameId), 'appeals'] as const,
  appeal: (gameId: number, appealId: number) => [...expertKeys.appeals(gameId), appealId] as const,
  allGroups: (gameId: number) => [...expertKeys.game(gameId), 'groups'] as const,
  groups: (gameId: number, tourNumber: number) => [...expertKeys.allGroups(gameId), tourNumber] as const,
};

/** Server state of the console. Realtime events and resyncs say when it changed, so nothing refetches on a timer. */
export const expertQueries = {
  details: (api: ApiClient, gameId: number) =>
    queryOptions({ queryKey: expertKeys.details(gameId), queryFn: ({ signal }) => fetchGame(api, gameId, signal), staleTime: Infinity }),
  state: (api: ApiClient, gameId: number) =>
    queryOptions({ queryKey: expertKeys.state(gameId), queryFn: ({ signal }) => fetchGameState(api, gameId, signal), staleTime: 0 }),
  chat: (api: ApiClient, gameId: number) =>
    queryOptions({ queryKey: expertKeys.chat(gameId), queryFn: ({ signal }) => fetchChatLocked(api, gameId, signal), staleTime: Infinity }),
  /** The correct answers: the game's content, read once per console. */
  answers: (api: ApiClient, gameId: number) =>
    queryOptions({ queryKey: expertKeys.answers(gameId), queryFn: ({ signal }) => fetchCorrectAnswers(api, gameId, signal), staleTime: Infinity }),
  appeals: (api: ApiClient, gameId: number) =>
    queryOptions({ queryKey: expertKeys.appeals(gameId), queryFn: ({ signal }) => fetchAppeals(api, gameId, signal), staleTime: Infinity }),
  appeal: (api: ApiClient, gameId: number, appealId: number) =>
    queryOptions({
      queryKey: expertKeys.appeal(gameId, appealId),
      queryFn: ({ signal }) => fetchAppeal(api, gameId, appealId, signal),
      staleTime: Infinity,
    }),
  groups: (api: ApiClient, gameId: number, tourNumber: number) =>
    queryOptions({
      queryKey: expertKeys.groups(gameId, tourNumber),
      queryFn: ({ signal }) => fetchGroups(api, gameId, tourNumber, signal),
      staleTime: 0,
    }),
};
