'use client';
import { lazyBrowserApi } from '@/lib/api/lazy-browser-api';

/**
 * The player's browser API client, loaded with its first request (lib/api/lazy-browser-api.ts): the header holds this
 * object on every page, and most visitors never make a call.
 */
export const playerApi = lazyBrowserApi('player');
