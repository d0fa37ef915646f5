'use client';
import { endpoints } from '@/contract/endpoints';
import { browserApiOnCall } from '@/lib/api/browser-api';
import type { ApiClient } from '@/lib/api/create-api-client';

/** The player's browser API client, resolved on first use (never during a server render). */
export const chatBrowserApi = browserApiOnCall('player');

/**
 * Reloads the user's info (GET players/me). The API client answers a 401 with one session refresh and stores the
 * renewed token, so afterwards the session cookie holds a token the chat server accepts; a failed refresh ends the
 * session and shows the "please log in again" modal.
 */
export async function reloadUser(api: ApiClient = chatBrowserApi): Promise<void> {
  await api.request(endpoints.base.me()).catch(() => undefined);
}
