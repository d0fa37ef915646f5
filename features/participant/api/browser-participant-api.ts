'use client';
import { getBrowserApi } from '@/lib/api/browser-api';
import type { ApiClient } from '@/lib/api/create-api-client';

/**
 * The player's browser API client, resolved on first use: the screen's components also render on the server,
 * where the browser client (cookies, document language) does not exist and no request is made.
 */
export const participantBrowserApi: ApiClient = {
  request: ((...args: Parameters<ApiClient['request']>) => getBrowserApi('player').request(...args)) as ApiClient['request'],
};
