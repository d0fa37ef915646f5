'use client';
import { endpoints } from '@/contract/endpoints';
import { oauthLinkReplySchema, sessionReplySchema, type OAuthProvider, type UtmValues } from '@/contract/schemas/accounts';
import type { ApiClient } from '@/lib/api/create-api-client';
import { createApiClient } from '@/lib/api/create-api-client';
import { getBrowserConfig } from '@/lib/config/public-config';

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

/**
 * The client for the confirmation call: no session, and its failures are logged without the path, which carries
 * the one-time code (the shared client logs method, family and path).
 */
function confirmationApi(): ApiClient {
  return createApiClient({
    baseUrls: getBrowserConfig().api,
    getToken: () => undefined,
    acceptLanguage: document.documentElement.lang || undefined,
    onFailure: (failure, endpoint) =>
      console.warn(`[api] ${endpoint.method} ${endpoint.family}/players/email/confirm/[code] -> ${failure.status || failure.kind}`),
  });
}

/** GET players/email/confirm/{code}: data.token (the spec's session token) and the refresh token of the session. */
export async function confirmEmail(code: string, api: ApiClient = confirmationApi()): Promise<SessionTokens> {
  const reply = await api.request(endpoints.base.confirmEmail(code), { schema: sessionReplySchema });
  return { access_token: reply.data.token, refresh_token: reply.data.refresh_token };
}

/** GET players/oauth/{provider}/link?url=&state=: the provider page to send the browser to. */
export async function oauthLink(api: ApiClient, provider: OAuthProvider, url: string, state: string): Promise<string> {
  const reply = await api.request(endpoints.base.oauthLink(provider), { schema: oauthLinkReplySchema, query: { url, state } });
  return reply.data.url;
}

/** POST players/oauth/{provider} {code, url, utm_*}: the provider's code for a session. */
export async function oauthLogin(api: ApiClient, provider: OAuthProvider, code: string, url: string, utm: Required<UtmValues>): Promise<SessionTokens> {
  const reply = await api.request(endpoints.base.oauthLogin(provider), {
    schema: sessionReplySchema,
    body: { code, url, ...utm },
  });
  return { access_token: reply.data.token, refresh_token: reply.data.refresh_token };
}
