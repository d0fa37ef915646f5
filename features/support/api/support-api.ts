'use client';
import { browserApiOnCall } from '@/lib/api/browser-api';

/**
 * The player's browser API client (bearer when signed in: the request is then tied to the account). The modal
 * loads on first use, so the client comes with it; resolved on first call (client components also render on the
 * server, where it cannot run).
 */
export const supportApi = browserApiOnCall('player');
