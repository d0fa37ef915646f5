import 'server-only';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { isApiFailure } from '@/lib/api/api-failure';
import { getServerApi } from '@/lib/api/server-api';
import type { Locale } from '@/lib/i18n/routing';
import { makeQueryClient } from '@/lib/query/make-query-client';
import { fetchRegistrationGame } from './fetch-registration';
import { registrationKeys } from './registration-queries';

export type ServerRegistrationGame =
  | { kind: 'found'; dehydrated: DehydratedState }
  /** GET games/{id}/registration answered 404: the route answers 404 too (never a 200 for a game that does not exist). */
  | { kind: 'not-found' }
  /** Any other failure: the page still renders and the modal asks again from the browser (with its retry). */
  | { kind: 'unavailable' };

/** /reg/{id} on the server: the game's registration view with the visitor's session, handed to the browser's cache. */
export async function loadRegistrationGame(locale: Locale, gameId: number): Promise<ServerRegistrationGame> {
  const api = await getServerApi('player', locale);
  try {
    const game = await fetchRegistrationGame(api, gameId);
    const queryClient = makeQueryClient();
    queryClient.setQueryData(registrationKeys.game(gameId), game);
    return { kind: 'found', dehydrated: dehydrate(queryClient) };
  } catch (error) {
    if (isApiFailure(error) && error.status === 404) return { kind: 'not-found' };
    return { kind: 'unavailable' };
  }
}
