import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { Locale } from '@/lib/i18n/routing';
import type { RegistrationRef } from '../types';
import { fetchCities, fetchLocationGuess, fetchMyTeams, fetchRegistration, fetchRegistrationGame } from './fetch-registration';

/** Query keys of the registration flow, generic to specific; every invalidation goes through these. */
export const registrationKeys = {
  all: ['registration'] as const,
  game: (gameId: number) => [...registrationKeys.all, 'game', gameId] as const,
  registration: (id: number) => [...registrationKeys.all, 'registration', id] as const,
  myTeams: () => [...registrationKeys.all, 'my-teams'] as const,
  cities: (locale: Locale) => [...registrationKeys.all, 'cities', locale] as const,
  locationGuess: (locale: Locale) => [...registrationKeys.all, 'location-guess', locale] as const,
};

/**
 * The flow's server state. The game's registration view is personal (`mine`) and moves with every registration,
 * so it is fresh for seconds only; cities and the location guess hardly change.
 */
export const registrationQueries = {
  /** `invite` opens a private game (its token is access, not identity: the key is the game's). */
  game: (api: ApiClient, gameId: number, invite: string | null = null) =>
    queryOptions({ queryKey: registrationKeys.game(gameId), queryFn: ({ signal }) => fetchRegistrationGame(api, gameId, signal, invite), staleTime: 10_000 }),
  registration: (api: ApiClient, ref: RegistrationRef) =>
    queryOptions({ queryKey: registrationKeys.registration(ref.id), queryFn: ({ signal }) => fetchRegistration(api, ref, signal), staleTime: 0 }),
  myTeams: (api: ApiClient) => queryOptions({ queryKey: registrationKeys.myTeams(), queryFn: ({ signal }) => fetchMyTeams(api, signal), staleTime: 30_000 }),
  cities: (api: ApiClient, locale: Locale) =>
    queryOptions({ queryKey: registrationKeys.cities(locale), queryFn: ({ signal }) => fetchCities(api, signal), staleTime: 5 * 60_000 }),
  locationGuess: (api: ApiClient, locale: Locale) =>
    queryOptions({ queryKey: registrationKeys.locationGuess(locale), queryFn: ({ signal }) => fetchLocationGuess(api, signal), staleTime: Infinity }),
};
