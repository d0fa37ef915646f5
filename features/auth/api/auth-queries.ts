import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/create-api-client';
import { importInOwnTask } from '@/lib/scheduling/import-in-own-task';

/** Query keys of the player's account, generic to specific. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  resetLink: (token: string, email: string) => [...authKeys.all, 'reset-link', token, email] as const,
};

export const authQueries = {
  /**
   * The signed-in player (GET players/me). Fails with a 401 ApiFailure when the session is gone. The request and
   * its schema load with the first fetch, in a task after the one that starts it (the hydration's, on a page load):
   * the header uses this query on every page, mostly for logged-out visitors.
   */
  me: (api: ApiClient) =>
    queryOptions({
      queryKey: authKeys.me(),
      queryFn: async ({ signal }) => (await importInOwnTask(() => import('./fetch-me'))).fetchMe(api, signal),
      staleTime: 5 * 60_000,
    }),
};
