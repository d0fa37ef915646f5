'use client';
import type { ApiClient } from '@/lib/api/create-api-client';
import { getBrowserApi } from '@/lib/api/browser-api';

/**
 * The player's browser API client, resolved on first call instead of at import or render time: client components
 * also render on the server, where `getBrowserApi` (which reads the page's config element) cannot run.
 */
export const playerApi: ApiClient = {
  request: ((...args: Parameters<ApiClient['request']>) => getBrowserApi('player').request(...args)) as ApiClient['request'],
};
