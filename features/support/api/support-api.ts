'use client';
import { getBrowserApi } from '@/lib/api/browser-api';
import type { ApiClient } from '@/lib/api/create-api-client';

/**
 * The player's browser API client (bearer when signed in: the request is then tied to the account). The modal
 * loads on first use, so the client comes with it; resolved on first call (client components also render on the
 * server, where it cannot run).
 */
export const supportApi: ApiClient = {
  request: ((...args: Parameters<ApiClient['request']>) => getBrowserApi('player').request(...args)) as ApiClient['request'],
};
