import 'server-only';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { cookies } from 'next/headers';
import { isApiFailure } from '@/lib/api/api-failure';
import { getServerApi } from '@/lib/api/server-api';
import { sessionCookies } from '@/lib/config/cookie-names';
import type { Locale } from '@/lib/i18n/routing';
import { makeQueryClient } from '@/lib/query/make-query-client';
import type { ExpertGame, GameState } from '../types';
import { fetchExpertId, fetchGame, fetchGameState } from './expert-api';
import { expertKeys } from './expert-queries';

/** What /expert/[gameId] renders, decided on the server with the expert session. */
export type ExpertRoute =
  /** The access token was refused (expired: the browser can refresh it), or there is none. */
  | { kind: 'session' }
  /** Signed in, but not staff of this game (or not staff at all). */
  | { kind: 'forbidden' }
  | { kind: 'not-found' }
  | { kind: 'failed'; status: number }
  | { kind: 'console'; game: ExpertGame; state: GameState; expertId: number; dehydrated: DehydratedState };

export async function loadExpertConsole(locale: Locale, gameId: number): Promise<ExpertRoute> {
  const jar = await cookies();
  if (!jar.has(sessionCookies.expert.token)) return { kind: 'session' };
  const api = await getServerApi('expert', locale);
  try {
    const [game, state, expertId] = await Promise.all([fetchGame(api, gameId), fetchGameState(api, gameId), fetchExpertId(api)]);
    const queryClient = makeQueryClient();
    queryClient.setQueryData(expertKeys.details(gameId), game);
    queryClient.setQueryData(expertKeys.state(gameId), state);
    return { kind: 'console', game, state, expertId, dehydrated: dehydrate(queryClient) };
  } catch (error) {
    const status = isApiFailure(error) ? error.status : 500;
    if (status === 401) return { kind: 'session' };
    if (status === 403) return { kind: 'forbidden' };
    if (status === 404) return { kind: 'not-found' };
    return { kind: 'failed', status };
  }
}
