'use client';
import { lazyBrowserApi } from '@/lib/api/lazy-browser-api';

/**
 * The player's browser API client (bearer from the session cookie when there is one, refresh on 401), loaded with its
 * first request.
 */
export const teamsApi = lazyBrowserApi('player');
