'use client';
import { getBrowserApi } from '@/lib/api/browser-api';
import type { ApiClient } from '@/lib/api/create-api-client';

/**
 * The player's browser API client for the party family (bearer from the session cookie, refresh on 401), resolved
 * on first call: client components also render on the server, where it cannot run.
 */
export const partyApi: ApiClient = {
  request: ((...args: Parameters<ApiClient['request']>) => getBrowserApi('player').request(...args)) as ApiClient['request'],
};
