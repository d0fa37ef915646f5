import { endpoints } from '@/contract/endpoints';
import { userReplySchema } from '@/contract/schemas/auth';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { User } from '../types';
import { toUser } from './to-user';

/** GET players/me, parsed and reshaped. Loaded on demand by the `me` query (see auth-queries.ts). */
export async function fetchMe(api: ApiClient, signal?: AbortSignal): Promise<User> {
  const reply = await api.request(endpoints.base.me(), { schema: userReplySchema, signal });
  return toUser(reply.data);
}
