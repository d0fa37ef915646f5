import { endpoints } from '@/contract/endpoints';
import { myRegistrationsReplySchema } from '@/contract/schemas/cabinet';
import { myParticipationsReplySchema } from '@/contract/schemas/live';
import type { ApiClient } from '@/lib/api/create-api-client';
import { tryAddition } from '@/lib/api/addition-discovery';
import type { MyParticipation } from '../types';
import { toMyParticipations } from './to-participant';

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
