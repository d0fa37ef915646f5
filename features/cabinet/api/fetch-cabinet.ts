import { endpoints } from '@/contract/endpoints';
import { userReplySchema } from '@/contract/schemas/auth';
import { myInvitesReplySchema, myPurchasesReplySchema, myRegistrationsReplySchema } from '@/contract/schemas/cabinet';
import { isApiFailure } from '@/lib/api/api-failure';
import type { ApiClient } from '@/lib/api/create-api-client';
import { toPendingInvites } from '../model/pending-invites';
import type { Cabinet } from '../types';

/**
 * The cabinet's reads (GET players/me, players/me/registrations, players/me/purchases, players/me/invites), side by
 * side. A platform that does not serve the invites (404) gives a cabinet without them, not a broken page.
 */
export async function fetchCabinet(api: ApiClient): Promise<Cabinet> {
  const [me, registrations, purchases, invites] = await Promise.all([
    api.request(endpoints.base.me(), { schema: userReplySchema }),
    api.request(endpoints.base.myRegistrations(), { schema: myRegistrationsReplySchema }),
    api.request(endpoints.base.myPurchases(), { schema: myPurchasesReplySchema }),
    api.request(endpoints.base.myInvites(), { schema: myInvitesReplySchema }).catch((error: unknown) => {
      if (isApiFailure(error) && error.status === 404) return null;
      throw error;
    }),
  ]);
  const user = me.data;
  return {
    profile: { name: user.name, email: user.email, phone: user.phone, avatarUrl: user.avatar_url, role: user.role, teams: user.teams.map((t) => t.name) },
    registrations: registrations.data,
    purchases: purchases.data,
    invites: invites === null ? null : toPendingInvites(invites.data),
  };
}
