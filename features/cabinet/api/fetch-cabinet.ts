import { endpoints } from '@/contract/endpoints';
import { userReplySchema } from '@/contract/schemas/auth';
import { myPurchasesReplySchema, myRegistrationsReplySchema } from '@/contract/schemas/cabinet';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { Cabinet } from '../types';

/** The cabinet's three reads (GET players/me, players/me/registrations, players/me/purchases), side by side. */
export async function fetchCabinet(api: ApiClient): Promise<Cabinet> {
  const [me, registrations, purchases] = await Promise.all([
    api.request(endpoints.base.me(), { schema: userReplySchema }),
    api.request(endpoints.base.myRegistrations(), { schema: myRegistrationsReplySchema }),
    api.request(endpoints.base.myPurchases(), { schema: myPurchasesReplySchema }),
  ]);
  const user = me.data;
  return {
    profile: { name: user.name, email: user.email, phone: user.phone, avatarUrl: user.avatar_url, role: user.role, teams: user.teams.map((t) => t.name) },
    registrations: registrations.data,
    purchases: purchases.data,
  };
}
