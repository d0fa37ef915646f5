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
