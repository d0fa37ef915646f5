import 'server-only';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { cookies } from 'next/headers';
import { isApiFailure } from '@/lib/api/api-failure';
import { getServerApi } from '@/lib/api/server-api';
import { sessionCookies } from '@/lib/config/cookie-names';
import { STREAM_OPENS_BEFORE_START_MINUTES } from '@/lib/config/timings';
import type { Locale } from '@/lib/i18n/routing';
import { makeQueryClient } from '@/lib/query/make-query-client';
import type { MyParticipation, ParticipantScreen, ResultCard, Viewer } from '../types';
import { chooseMyGame } from '../model/my-game';
import { fetchMine } from './fetch-mine';
import { fetchResults, fetchStatus, fetchViewer } from './fetch-participant';
import { participantKeys } from './participant-queries';

const OPEN_BEFORE_MS = STREAM_OPENS_BEFORE_START_MINUTES * 60_000;

/** What /game/[[...participantId]] renders, decided on the server. */
export type GameRoute =
  /** No session; `canRenew`: an expired access token with a refresh token the browser can still use. */
  | { kind: 'logged-out'; canRenew: boolean }
  | { kind: 'no-games' }
  /** The backend lists no registrations (neither participants/mine nor the cabinet's): the game's link opens it. */
  | { kind: 'find-game' }
  | { kind: 'redirect'; participantId: number }
  /** The player's next game, whose page is not open yet. */
  | { kind: 'upcoming'; participation: MyParticipation; now: number }
  | { kind: 'failed'; status: number }
  /** The game page opens 1 hour before the start. */
  | { kind: 'not-open'; screen: ParticipantScreen; opensAt: number; now: number }
  /** PENDING, CANCELLED or DEFERRED: nothing to play with this registration (now). */
  | { kind: 'registration'; screen: ParticipantScreen }
  | { kind: 'screen'; screen: ParticipantScreen; results: ResultCard[]; viewer: Viewer | null; dehydrated: DehydratedState };

async function session() {
  const jar = await cookies();
  return { token: jar.has(sessionCookies.player.token), refresh: jar.has(sessionCookies.player.refresh) };
}

const statusOf = (error: unknown) => (isApiFailure(error) ? error.status : 500);

async function loggedOut(): Promise<GameRoute> {
  return { kind: 'logged-out', canRenew: (await session()).refresh };
}

/**
 * /game without an id: the participation that is live now, else the next one (with when its page opens); one still
 * to be paid opens its own screen. A backend that lists no registrations gets the page that asks for the game's link.
 */
export async function loadMyGame(locale: Locale): Promise<GameRoute> {
  if (!(await session()).token) return loggedOut();
  let mine: MyParticipation[] | null;
  try {
    mine = await fetchMine(await getServerApi('player', locale));
  } catch (error) {
    return statusOf(error) === 401 ? loggedOut() : { kind: 'failed', status: statusOf(error) };
  }
  if (mine === null) return { kind: 'find-game' };
  const now = Date.now();
  const choice = chooseMyGame(mine, now);
  if (choice.kind === 'none') return { kind: 'no-games' };
  const { participation } = choice;
  // A registration still to be paid (PENDING, DEFERRED) goes to its own screen: what is due, and the way to pay.
  const unpaid = participation.status === 'PENDING' || participation.status === 'DEFERRED';
  if (choice.kind === 'live' || now >= participation.opensAt || unpaid) return { kind: 'redirect', participantId: participation.id };
  return { kind: 'upcoming', participation, now };
}

/** /game/{id}: the screen's first state, fetched with the player's cookie and handed to the client cache. */
export async function loadParticipantScreen(locale: Locale, participantId: number): Promise<GameRoute> {
  if (!(await session()).token) return loggedOut();
  const api = await getServerApi('player', locale);
  let screen: ParticipantScreen;
  try {
    screen = await fetchStatus(api, participantId);
  } catch (error) {
    return statusOf(error) === 401 ? loggedOut() : { kind: 'failed', status: statusOf(error) };
  }
  const now = Date.now();
  const opensAt = screen.startsAt - OPEN_BEFORE_MS;
  // A registration that does not play (pending, cancelled, moved) says so at once, not after a countdown.
  if (screen.status !== 'READY' && screen.status !== 'PLAYED') return { kind: 'registration', screen };
  if (now < opensAt && !screen.isFinished) return { kind: 'not-open', screen, opensAt, now };

  // The results hold the team's draft of the round under way (a member joining mid-round starts from it).
  const [results, viewer] = await Promise.all([fetchResults(api, participantId).catch(() => null), fetchViewer(api).catch(() => null)]);
  const queryClient = makeQueryClient();
  queryClient.setQueryData(participantKeys.status(participantId), screen);
  if (results) queryClient.setQueryData(participantKeys.results(participantId), results);
  return { kind: 'screen', screen, results: results ?? [], viewer, dehydrated: dehydrate(queryClient) };
}
