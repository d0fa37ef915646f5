import 'server-only';
import { cookies } from 'next/headers';
import { sessionCookies } from '@/lib/config/cookie-names';
import { isApiFailure } from '@/lib/api/api-failure';
import { getServerApi } from '@/lib/api/server-api';
import type { Locale } from '@/lib/i18n/routing';
import type { PrivateFormat, PrivateGame } from '../types';
import { fetchFormats, fetchMyPrivateGames, fetchPrivateGame, type PrivateGameLookup } from './fetch-party';

/**
 * The server could not use the visitor's access token (expired: a server render cannot refresh it). The page
 * renders SessionRenewal, whose browser call refreshes the session and renders the page again.
 */
export type SessionExpired = { kind: 'session-expired' };
const hasSession = async () => Boolean((await cookies()).get(sessionCookies.player.token)?.value);
const expiredSession = async (error: unknown) => isApiFailure(error) && error.status === 401 && (await hasSession());

/** `/private` on the server: the formats (null when the API cannot be reached: the page still renders). */
export async function loadFormats(locale: Locale): Promise<PrivateFormat[] | null> {
  try {
    return await fetchFormats(await getServerApi('player', locale));
  } catch {
    return null;
  }
}

export type MyGamesLookup = { kind: 'anonymous' } | { kind: 'found'; games: PrivateGame[] } | { kind: 'unavailable' } | SessionExpired;

/** The signed-in visitor's upcoming private games (organised, invited to, or played in). */
export async function loadMyPrivateGames(locale: Locale): Promise<MyGamesLookup> {
  if (!(await hasSession())) return { kind: 'anonymous' };
  try {
    return { kind: 'found', games: await fetchMyPrivateGames(await getServerApi('player', locale)) };
  } catch (error) {
    return (await expiredSession(error)) ? { kind: 'session-expired' } : { kind: 'unavailable' };
  }
}

/**
 * `/private/{id}` on the server, with the visitor's session (a signed-in visitor who opens the invite link is
 * remembered by the backend, so the game stays in their list): found, not found (the route's 404), not invited,
 * or unavailable (the API failed: the page says so, never a 404 for a game that may exist).
 */
export async function loadPrivateGame(
  locale: Locale,
  gameId: number,
  invite: string | null,
): Promise<PrivateGameLookup | { kind: 'unavailable' } | SessionExpired> {
  try {
    return await fetchPrivateGame(await getServerApi('player', locale), gameId, invite);
  } catch (error) {
    return (await expiredSession(error)) ? { kind: 'session-expired' } : { kind: 'unavailable' };
  }
}
