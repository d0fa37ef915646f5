'use client';
import { browserApiOnCall } from '@/lib/api/browser-api';

/**
 * The player's browser API client, resolved on first use: the screen's components also render on the server,
 * where the browser client (cookies, document language) does not exist and no request is made.
 */
export const participantBrowserApi = browserApiOnCall('player');
