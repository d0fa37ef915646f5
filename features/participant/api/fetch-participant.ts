import { endpoints } from '@/contract/endpoints';
import { userReplySchema } from '@/contract/schemas/auth';
import { gameParticipantsReplySchema, participantListReplySchema, participantScreenSchema, resultsReplySchema } from '@/contract/schemas/live';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { GameTeam, ParticipantScreen, Rating, ResultCard, Viewer } from '../types';
import { toRating, toResultCards, toScreen } from './to-participant';

/**
 * The reads of the participant screen: each parses the reply with the contract and reshapes it. The player's list of
 * games is in fetch-mine.ts: its fallback's schemas (the cabinet's) stay out of the screen's first load.
 */

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

/** Who is playing: the typing hint names them to their teammates. */
export async function fetchViewer(api: ApiClient, signal?: AbortSignal): Promise<Viewer> {
  const reply = await api.request(endpoints.base.me(), { schema: userReplySchema, signal });
  return { id: reply.data.id, name: reply.data.name };
}
