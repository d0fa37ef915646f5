'use client';
import type { ApiClient } from '@/lib/api/create-api-client';

/**
 * The player's browser API client (bearer from the session cookie when there is one, refresh on 401). Resolved
 * on first call: client components also render on the server, where the browser client cannot run.
 */
export const teamsApi: ApiClient = {
  request: (async (...args: Parameters<ApiClient['request']>) => {
    const { getBrowserApi } = await import('@/lib/api/browser-api');
    return getBrowserApi('player').request(...args);
  }) as ApiClient['request'],
};
