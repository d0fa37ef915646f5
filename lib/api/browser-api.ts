'use client';
import type { SessionScope } from '@/lib/config/cookie-names';
import { getBrowserConfig } from '@/lib/config/public-config';
import { clearSession, readRefreshToken, readSessionToken, writeSession } from '@/lib/session/session-cookies';
import { yieldToBrowser } from '@/lib/scheduling/yield-to-browser';
import { announceSessionExpired } from '@/lib/session/session-expired';
import { createApiClient, type ApiClient } from './create-api-client';
import { logApiFailure } from './log-api-failure';

const clients = new Map<SessionScope, ApiClient>();

/**
 * A shown page starts each request in a task of its own; a hidden one (switched away, closing) sends at once, so
 * answers flushed as the player leaves are on their way before the page goes.
 */
const yieldWhileShown = () => (document.visibilityState === 'hidden' ? Promise.resolve() : yieldToBrowser());

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
      beforeRequest: yieldWhileShown,
    });
    clients.set(scope, client);
  }
  return client;
}
