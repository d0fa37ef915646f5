'use client';
import type { ApiClient } from '@/lib/api/create-api-client';

/**
 * The player's browser API client, resolved on first call instead of at import or render time: client components
 * also render on the server, where the browser client (which reads the page's config element) cannot run. The
 * client module is imported on that first call too, so the header (which holds this object on every page) does not
 * bring the HTTP client and its response schemas into the first load of visitors who never make a call.
 */
export const playerApi: ApiClient = {
  request: (async (...args: Parameters<ApiClient['request']>) => {
    const { getBrowserApi } = await import('@/lib/api/browser-api');
    return getBrowserApi('player').request(...args);
  }) as ApiClient['request'],
};
