import { endpoints } from '@/contract/endpoints';
import { userReplySchema } from '@/contract/schemas/auth';
import { myParticipationsReplySchema, participantListReplySchema, participantScreenSchema, resultsReplySchema } from '@/contract/schemas/live';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { MyParticipation, ParticipantScreen, Rating, ResultCard, Viewer } from '../types';
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

export async function fetchMine(api: ApiClient, signal?: AbortSignal): Promise<MyParticipation[]> {
  return toMyParticipations(await api.request(endpoints.live.myParticipations(), { schema: myParticipationsReplySchema, signal }));
}

/** Who is playing: the typing hint names them to their teammates. */
export async function fetchViewer(api: ApiClient, signal?: AbortSignal): Promise<Viewer> {
  const reply = await api.request(endpoints.base.me(), { schema: userReplySchema, signal });
  return { id: reply.data.id, name: reply.data.name };
}
