import { oauthLoginRequestSchema, oauthProviders, type OAuthProvider } from '@/contract/schemas/accounts';
import { withoutRefusedCharacters } from '@/contract/user-text';
import type { Accounts } from '../auth/accounts';
import { toTokenReply } from '../auth/login';
import type { BackendConfig } from '../config';
import { ApiError, apiError, validationFailed } from '../api-errors/api-error';
import { validate } from '../api-errors/validation';
import { pickUtm } from '../users/signups-repo';
import { isUniqueViolation } from '../users/users-repo';
import { exchangeRealCode, providerNames, realAuthorizeUrl } from './providers';
import type { ProviderIdentity } from './oauth-store';

const isOAuthProvider = (value: string): value is OAuthProvider => (oauthProviders as readonly string[]).includes(value);

/** The provider named in the path, or a 404 like any unknown route. */
export function providerOf(value: string): OAuthProvider {
  if (!isOAuthProvider(value)) throw apiError(404, 'http.not_found');
  return value;
}

/**
 * Return addresses must be pages of the web app (an origin in WEB_ORIGINS): a code is never sent to a site an
 * attacker chose.
 */
export function isAllowedReturnUrl(config: BackendConfig, value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && config.webOrigins.includes(url.origin) && !url.username;
  } catch {
    return false;
  }
}

const urlNotAllowed = () => validationFailed({ url: [{ key: 'accounts.oauth_url_not_allowed', attribute: 'url' }] });

/** The local consent page's address for a provider (served by this backend under /dev). */
function localAuthorizeUrl(backendOrigin: string, provider: OAuthProvider, redirectUri: string, state: string | undefined, locale: string) {
  const url = new URL(`/dev/oauth/${provider}/authorize`, backendOrigin);
  url.searchParams.set('client_id', `local-${provider}`);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  if (state) url.searchParams.set('state', state);
  url.searchParams.set('hl', locale);
  return url.toString();
}

/**
 * A provider without a configured app (client id and secret) is served by the local consent page in demo mode only;
 * otherwise it is refused on `provider`, in the request's language.
 */
const providerNotConfigured = (provider: OAuthProvider) => {
  const message = { key: 'accounts.oauth_not_configured', params: { provider: providerNames[provider] } } as const;
  return new ApiError(422, { message, errors: { provider: [message] } });
};

/** GET players/oauth/{provider}/link?url=&state=: the provider's sign-in page (real app, or the local stand-in). */
export function oauthLink(accounts: Accounts, provider: OAuthProvider, query: { url?: string; state?: string }, locale: string) {
  const { config } = accounts.services;
  const client = config.oauth[provider];
  if (!client && !config.demoMode) throw providerNotConfigured(provider);
  const url = query.url?.trim();
  if (!url) throw validationFailed({ url: [{ key: 'validation.required', attribute: 'url' }] });
  if (!isAllowedReturnUrl(config, url)) throw urlNotAllowed();
  // The client's CSRF value travels through the provider untouched; 255 characters is plenty for one.
  const state = query.state?.slice(0, 255) || undefined;
  // The consent page's address starts with the configured public origin, never with the request's Host header.
  return client ? realAuthorizeUrl(provider, client, url, state, locale) : localAuthorizeUrl(config.publicOrigin, provider, url, state, locale);
}

/**
 * The user for a provider account: the one it was linked to, else the account with the same (proven) address,
 * else a new player account without a password. The address counts as confirmed: the provider proved it.
 */
function userForIdentity(accounts: Accounts, provider: OAuthProvider, identity: ProviderIdentity, body: Record<string, unknown>): number {
  const { services, oauth, signups } = accounts;
  const at = services.now();
  return services.db.transaction(() => {
    const linked = oauth.userFor(provider, identity.subject);
    if (linked !== undefined && services.users.findById(linked)) return linked;
    const existing = services.users.findByEmail(identity.email);
    // The provider's name was not typed here, so it is cleaned (user-text rule) rather than refused.
    const name = withoutRefusedCharacters(identity.name.slice(0, 255), 'single-line');
    const userId = existing?.id ?? services.users.create({ name, email: identity.email, passwordHash: null, verified: true, createdAt: at });
    if (!existing) signups.record(userId, { method: provider, site: 'live', isPromo: false, utm: pickUtm(body) }, at);
    if (existing && existing.is_approved === 0) {
      // Someone registered this address without ever proving it: their password and sessions must not survive
      // the owner's arrival (pre-account takeover). The owner can set a password through recovery.
      services.users.setPasswordHash(existing.id, null);
      for (const id of services.users.openSessionIds(existing.id)) services.tokens.revokeSession(id, 'logout');
    }
    services.users.markVerified(userId, at);
    oauth.link(provider, identity.subject, userId);
    return userId;
  })();
}

/** POST players/oauth/{provider} {code, url, utm_*}: exchanges the code and opens a session. */
export async function oauthLogin(accounts: Accounts, provider: OAuthProvider, body: Record<string, unknown>) {
  const { services } = accounts;
  const client = services.config.oauth[provider];
  if (!client && !services.config.demoMode) throw providerNotConfigured(provider);
  const form = validate(oauthLoginRequestSchema, body);
  if (!isAllowedReturnUrl(services.config, form.url)) throw urlNotAllowed();
  let identity: ProviderIdentity | null;
  if (client) {
    identity = await exchangeRealCode(provider, client, form.code, form.url).catch((error: unknown) => {
      services.logger.warn(`oauth: ${provider} exchange failed`, { error: error instanceof Error ? error.message : String(error) });
      return null;
    });
    if (!identity) throw validationFailed({ code: [{ key: 'accounts.oauth_provider_failed' }] });
  } else {
    identity = accounts.oauth.redeemCode(provider, form.code, form.url);
    if (!identity) throw validationFailed({ code: [{ key: 'accounts.oauth_code_invalid' }] });
  }
  let userId: number;
  try {
    userId = userForIdentity(accounts, provider, identity, body);
  } catch (error) {
    // A registration for the same address finished in between: the next attempt links to it.
    if (isUniqueViolation(error)) throw validationFailed({ code: [{ key: 'accounts.oauth_provider_failed' }] });
    throw error;
  }
  const reply = toTokenReply(services.tokens.openSession(userId));
  return { token: reply.access_token, refresh_token: reply.refresh_token, token_type: reply.token_type, expires_in: reply.expires_in };
}
