'use client';
import { browserApiOnCall } from '@/lib/api/browser-api';

/**
 * The player's browser API client for the party family (bearer from the session cookie, refresh on 401), resolved
 * on first call: client components also render on the server, where it cannot run.
 */
export const partyApi = browserApiOnCall('player');
