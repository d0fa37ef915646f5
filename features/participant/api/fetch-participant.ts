import { endpoints } from '@/contract/endpoints';
import { userReplySchema } from '@/contract/schemas/auth';
import {
  gameParticipantsReplySchema,
  myParticipationsReplySchema,
  participantListReplySchema,
  participantScreenSchema,
  resultsReplySchema,
} from '@/contract/schemas/live';
import { myRegistrationsReplySchema } from '@/contract/schemas/cabinet';
import type { ApiClient } from '@/lib/api/create-api-client';
import { tryAddition } from '@/lib/api/addition-discovery';
import type { GameTeam, MyParticipation, ParticipantScreen, Rating, ResultCard, Viewer } from '../types';
import { toMyParticipations, toRating, toResultCards, toScreen } from './to-participant';

/** The reads of the participant screen: each parses the reply with the contract and reshapes it. */

export async function fetchStatus(api: ApiClient, id: number, signal?: AbortSignal): Promise<ParticipantScreen> {
  return toScreen(await api.request(endpoints.live.participantStatus(id), { schema: participantScreenSchema, signal }));
}

export async function fetchResults(api: ApiClient, id: number, signal?: AbortSignal): Promise<ResultCard[]> {
  const reply = await api.request(endpoints.live.results(id), { schema: resultsReplySchema, signal });
  return toResultCards(reply.items);
}

export async function fetchRating(api: ApiClient, id: number, signal?: AbortSignal): Promise<Rating> {
  return toRating(await api.request(endpoints.live.participantList(id), { schema: participantListReplySchema, signal }));
}

/** GET {baseMain}/games/{id}/participants: the game's registered teams (spec: id, name, city). */
export async function fetchGameTeams(api: ApiClient, gameId: number, signal?: AbortSignal): Promise<GameTeam[]> {
  const reply = await api.request(endpoints.baseMain.gameParticipants(gameId), { schema: gameParticipantsReplySchema, signal });
  return reply.items.map((item) => ({ id: item.id, name: item.name, city: item.city }));
}

/**
 * The player's registrations, for `/game` without an id and the profile menu: `GET {live}/participants/mine` (an
 * addition), else the cabinet's `GET {base}/players/me/registrations`; null when the backend has neither (the spec
 * lists no call for them; the page then asks for the game's link). A 404, a 405 or a reply without the fields turns
 * a read off for the page load (lib/api/addition-discovery.ts; on the server each render asks again).
 */
export async function fetchMine(api: ApiClient, signal?: AbortSignal): Promise<MyParticipation[] | null> {
  const mine = await tryAddition('myParticipations', () => api.request(endpoints.live.myParticipations(), { schema: myParticipationsReplySchema, signal }));
  if (mine) return toMyParticipations(mine);
  const registrations = await tryAddition('myRegistrations', () =>
    api.request(endpoints.base.myRegistrations(), { schema: myRegistrationsReplySchema, signal }),
  );
  return registrations ? toMyParticipations({ items: registrations.data }) : null;
}

/** Who is playing: the typing hint names them to their teammates. */
export async function fetchViewer(api: ApiClient, signal?: AbortSignal): Promise<Viewer> {
  const reply = await api.request(endpoints.base.me(), { schema: userReplySchema, signal });
  return { id: reply.data.id, name: reply.data.name };
}
