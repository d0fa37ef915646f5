import type { OAuthProvider } from '@/contract/schemas/accounts';
import type { OAuthClientSettings } from '../config';
import type { ProviderIdentity } from './oauth-store';

/** How the providers are named to people. */
export const providerNames: Record<OAuthProvider, string> = { google: 'Google', vkontakte: 'VK' };

/** The providers' public endpoints (real apps are configured by client id and secret, see .env.example). */
export const PROVIDER_ENDPOINTS = {
  google: {
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  vkontakte: {
    authorize: 'https://oauth.vk.com/authorize',
    token: 'https://oauth.vk.com/access_token',
    userinfo: 'https://api.vk.com/method/users.get',
  },
} as const;

const VK_API_VERSION = '5.131';

/** Where the browser goes to sign in with a real provider app. */
export function realAuthorizeUrl(provider: OAuthProvider, client: OAuthClientSettings, redirectUri: string, state: string | undefined, locale: string): string {
  const url = new URL(PROVIDER_ENDPOINTS[provider].authorize);
  const params: Record<string, string> =
    provider === 'google'
      ? { client_id: client.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'openid email profile', prompt: 'select_account', hl: locale }
      : { client_id: client.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'email', display: 'page', v: VK_API_VERSION, lang: locale };
  if (state) params.state = state;
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  if (!response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Exchanges a real provider's code for the account it stands for. Null whenever the provider refuses or does not
 * give a proven address (VK without the email permission, Google with an unverified one).
 */
export async function exchangeRealCode(
  provider: OAuthProvider,
  client: OAuthClientSettings,
  code: string,
  redirectUri: string,
): Promise<ProviderIdentity | null> {
  const endpoints = PROVIDER_ENDPOINTS[provider];
  if (provider === 'google') {
    const token = await readJson(
      await fetch(endpoints.token, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          code,
          client_id: client.clientId,
          client_secret: client.clientSecret,
          redirect_uri: redirectUri,
          grant_type: 'authorization_code',
        }),
      }),
    );
    const accessToken = str(token?.access_token);
    if (!accessToken) return null;
    const info = await readJson(await fetch(endpoints.userinfo, { headers: { Authorization: `Bearer ${accessToken}` } }));
    const subject = str(info?.sub);
    const email = str(info?.email);
    if (!subject || !email || info?.email_verified !== true) return null;
    return { subject, email, name: str(info?.name) ?? email };
  }
  const tokenUrl = new URL(endpoints.token);
  for (const [key, value] of Object.entries({ client_id: client.clientId, client_secret: client.clientSecret, redirect_uri: redirectUri, code })) {
    tokenUrl.searchParams.set(key, value);
  }
  const token = await readJson(await fetch(tokenUrl));
  const accessToken = str(token?.access_token);
  const email = str(token?.email);
  const userId = token?.user_id;
  if (!accessToken || !email || (typeof userId !== 'number' && typeof userId !== 'string')) return null;
  const usersUrl = new URL(endpoints.userinfo);
  usersUrl.searchParams.set('user_ids', String(userId));
  usersUrl.searchParams.set('v', VK_API_VERSION);
  const users = await readJson(await fetch(usersUrl, { headers: { Authorization: `Bearer ${accessToken}` } }));
  const first = Array.isArray(users?.response) ? (users.response[0] as Record<string, unknown> | undefined) : undefined;
  const name = [str(first?.first_name), str(first?.last_name)].filter(Boolean).join(' ');
  return { subject: String(userId), email, name: name || email };
}
