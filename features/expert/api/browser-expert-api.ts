'use client';
import { getBrowserApi } from '@/lib/api/browser-api';
import type { ApiClient } from '@/lib/api/create-api-client';

/** The expert session's browser API client, resolved on first use (the console also renders on the server). */
export const expertBrowserApi: ApiClient = {
  request: ((...args: Parameters<ApiClient['request']>) => getBrowserApi('expert').request(...args)) as ApiClient['request'],
};
