import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@/contract/endpoints';
import { userReplySchema } from '@/contract/schemas/auth';
import type { ApiClient } from '@/lib/api/create-api-client';
import { toUser } from './to-user';

/** Query keys of the player's account, generic to specific. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

export const authQueries = {
  /** The signed-in player (GET players/me). Fails with a 401 ApiFailure when the session is gone. */
  me: (api: ApiClient) =>
    queryOptions({
      queryKey: authKeys.me(),
      queryFn: async ({ signal }) => {
        const reply = await api.request(endpoints.base.me(), { schema: userReplySchema, signal });
        return toUser(reply.data);
      },
      staleTime: 5 * 60_000,
    }),
};
