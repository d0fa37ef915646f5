'use client';
import type { SessionScope } from '@/lib/config/cookie-names';
import { getBrowserConfig } from '@/lib/config/public-config';
import { clearSession, readRefreshToken, readSessionToken, writeSession } from '@/lib/session/session-cookies';
import { yieldWhileShown } from '@/lib/scheduling/yield-to-browser';
import { announceSessionExpired } from '@/lib/session/session-expired';
import { createApiClient, type ApiClient } from './create-api-client';
import { logApiFailure } from './log-api-failure';

const clients = new Map<SessionScope, ApiClient>();

/** The browser's API client for a session scope: bearer from the scope's cookie, refresh, expiry handling. */
export function getBrowserApi(scope: SessionScope = 'player'): ApiClient {
  let client = clients.get(scope);
  if (!client) {
    client = createApiClient({
      baseUrls: getBrowserConfig().api,
      getToken: () => readSessionToken(scope),
      getRefreshToken: () => readRefreshToken(scope),
      onTokensRefreshed: (tokens) => writeSession(scope, tokens),
      onSessionExpired: () => {
        clearSession(scope);
        announceSessionExpired(scope);
      },
      onFailure: logApiFailure,
      refreshLock: (task) =>
        typeof navigator !== 'undefined' && navigator.locks
          ? (navigator.locks.request(`session-refresh-${scope}`, task) as Promise<unknown>).then((ok) => ok === true)
          : task(),
      acceptLanguage: document.documentElement.lang || undefined,
      // Each request in a task of its own while the page is shown; a hidden page (the answers flushed as the player
      // leaves) sends at once.
      beforeRequest: yieldWhileShown,
    });
    clients.set(scope, client);
  }
  return client;
}

/**
 * A scope's client resolved on each call instead of at import or render time, for the objects client components
 * hold: they also render on the server, where the browser client (the page's config element, cookies) cannot be
 * built and no request is made. lazy-browser-api.ts is the same with the client's module loaded on first call too.
 */
export function browserApiOnCall(scope: SessionScope = 'player'): ApiClient {
  return {
    request: ((...args: Parameters<ApiClient['request']>) => getBrowserApi(scope).request(...args)) as ApiClient['request'],
  };
}
