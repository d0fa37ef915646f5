'use client';
import { browserApiOnCall } from '@/lib/api/browser-api';

/**
 * The player's browser API client (bearer from the session cookie, refresh on 401). The registration modal loads
 * on first use, so the client is imported with it; resolved on first call because client components also render
 * on the server, where it cannot run.
 */
export const registrationApi = browserApiOnCall('player');
