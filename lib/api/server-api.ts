import 'server-only';
import { cookies, headers } from 'next/headers';
import { sessionCookies, type SessionScope } from '@/lib/config/cookie-names';
import { env } from '@/lib/env';
import { createApiClient, type ApiClient } from './create-api-client';
import { logApiFailure } from './log-api-failure';

/**
 * The API client for server components: forwards the visitor's session cookie as the bearer token.
 * A server render cannot rewrite cookies, so there is no refresh here: an expired session renders as logged out
 * and the browser client refreshes on its first call.
 */
export async function getServerApi(scope: SessionScope = 'player', locale?: string): Promise<ApiClient> {
  const jar = await cookies();
  const token = jar.get(sessionCookies[scope].token)?.value;
  const acceptLanguage = locale ?? (await headers()).get('accept-language') ?? undefined;
  return createApiClient({
    baseUrls: env().api.server,
    getToken: () => token,
    onFailure: logApiFailure,
    acceptLanguage,
  });
}

/**
 * The visitor's address for the platform's per-address throttles, on calls the web server makes for a visitor (Server
 * Actions): the backend believes it only from its trusted proxies (TRUSTED_PROXIES). The last `X-Forwarded-For`
 * entry is the address the nearest proxy saw, or the socket's peer Next.js writes there when there is none; entries
 * further left were written by someone the site does not know. See docs/security/rate-limits-and-text.md.
 */
export async function visitorAddressHeaders(): Promise<Record<string, string>> {
  const address = (await headers())
    .get('x-forwarded-for')
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .at(-1);
  return address ? { 'X-Forwarded-For': address } : {};
}
