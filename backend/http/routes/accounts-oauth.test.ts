// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oauthLinkReplySchema, sessionReplySchema } from '@/contract/schemas/accounts';
import { userReplySchema } from '@/contract/schemas/auth';
import { OAUTH_CODE_TTL_MS } from '../../oauth/oauth-store';
import { PROVIDER_ENDPOINTS } from '../../oauth/providers';
import { call, createTestBackend, TEST_ORIGIN, type TestBackend } from '../../testing/test-backend';
import { BASE, EN, register } from './accounts-test-kit';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});

const CALLBACK = `${TEST_ORIGIN}/en/oauth/google`;

async function linkFor(provider: string, url = CALLBACK, state = 'state-123') {
  const query = new URLSearchParams({ url, state });
  return call(backend, 'GET', `${BASE}/players/oauth/${provider}/link?${query}`, { headers: EN });
}

/** Submits the local consent form the way a browser does (form-encoded POST) and returns the redirect target. */
async function consent(provider: string, fields: Record<string, string>) {
  const response = await backend.app.request(`/dev/oauth/${provider}/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en' },
    body: new URLSearchParams({ redirect_uri: CALLBACK, state: 'state-123', hl: 'en', ...fields }),
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

async function codeFor(email = 'new.player@quiz.test', name = 'New Player') {
  const { location } = await consent('google', { decision: 'allow', name, email });
  return new URL(location!).searchParams.get('code')!;
}

const exchange = (code: string, extra: Record<string, unknown> = {}, provider = 'google') =>
  call(backend, 'POST', `${BASE}/players/oauth/${provider}`, { body: { code, url: CALLBACK, ...extra }, headers: EN });

describe('GET players/oauth/{provider}/link', () => {
  it('points at the local consent page with the return address, the client state and the language', async () => {
    const reply = await linkFor('google');
    const url = new URL(oauthLinkReplySchema.parse(reply.body).data.url);
    expect(url.pathname).toBe('/dev/oauth/google/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ redirect_uri: CALLBACK, state: 'state-123', response_type: 'code', hl: 'en' });
  });

  it('uses the real provider when its app is configured', async () => {
    backend = createTestBackend({ OAUTH_VKONTAKTE_CLIENT_ID: 'vk-id', OAUTH_VKONTAKTE_CLIENT_SECRET: 'vk-secret' });
    const url = new URL(oauthLinkReplySchema.parse((await linkFor('vkontakte')).body).data.url);
    expect(url.origin + url.pathname).toBe(PROVIDER_ENDPOINTS.vkontakte.authorize);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: 'vk-id', redirect_uri: CALLBACK, state: 'state-123', scope: 'email' });
  });

  it('refuses unknown providers and return addresses outside the web app', async () => {
    expect((await linkFor('facebook')).status).toBe(404);
    expect((await linkFor('google', 'https://evil.example/cb')).body).toMatchObject({
      errors: { url: ['The url is not an allowed return address.'] },
    });
    const missing = await call(backend, 'GET', `${BASE}/players/oauth/google/link`, { headers: EN });
    expect(missing.body).toMatchObject({ errors: { url: ['The url field is required.'] } });
  });
});

describe('local consent page', () => {
  it('renders a localised form with the suggested identity, and refuses foreign return addresses', async () => {
    const page = await backend.app.request(`/dev/oauth/vkontakte/authorize?redirect_uri=${encodeURIComponent(CALLBACK)}&state=s1&hl=fr`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Connexion avec VK');
    expect(html).toContain('value="vkontakte.player@quiz.test"');
    expect(html).toContain('name="state" value="s1"');
    const refused = await backend.app.request('/dev/oauth/google/authorize?redirect_uri=https%3A%2F%2Fevil.example%2F');
    expect(refused.status).toBe(400);
  });

  it('allow redirects back with a code and the state; deny with error=access_denied', async () => {
    const allowed = await consent('google', { decision: 'allow', name: 'Ann', email: 'ann@quiz.test' });
    expect(allowed.status).toBe(303);
    const back = new URL(allowed.location!);
    expect(back.origin + back.pathname).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe('state-123');
    expect(back.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const denied = new URL((await consent('google', { decision: 'deny' })).location!);
    expect(Object.fromEntries(denied.searchParams)).toEqual({ state: 'state-123', error: 'access_denied' });
  });

  it('re-renders with messages when the name or e-mail is bad', async () => {
    const reply = await consent('google', { decision: 'allow', name: '', email: 'nope' });
    expect(reply.status).toBe(422);
    expect(reply.html).toContain('Enter a name');
    expect(reply.html).toContain('Enter a valid email');
    expect(reply.html).toContain('value="nope"');
  });
});

describe('POST players/oauth/{provider}', () => {
  it('creates a confirmed player without a password, stores the utm fields and opens a session', async () => {
    const reply = await exchange(await codeFor(), { utm_source: 'google-ads', utm_campaign: 'autumn' });
    expect(reply.status).toBe(200);
    const { data } = sessionReplySchema.parse(reply.body);
    const me = userReplySchema.parse((await call(backend, 'GET', `${BASE}/players/me`, { token: data.token })).body).data;
    expect(me).toMatchObject({ name: 'New Player', email: 'new.player@quiz.test', is_approved: true });
    const stored = await call(backend, 'GET', '/dev/users.json?email=new.player@quiz.test');
    expect(stored.body).toMatchObject({
      data: { has_password: false, signup: { method: 'google', utm: { utm_source: 'google-ads', utm_campaign: 'autumn', utm_medium: null } } },
    });
  });

  it('signs the same provider account into the same user, and links an existing account by its address', async () => {
    const first = sessionReplySchema.parse((await exchange(await codeFor('player@quiz.test'))).body).data;
    const second = sessionReplySchema.parse((await exchange(await codeFor('player@quiz.test'))).body).data;
    for (const session of [first, second]) {
      const me = userReplySchema.parse((await call(backend, 'GET', `${BASE}/players/me`, { token: session.token })).body).data;
      expect(me.id).toBe(backend.seed.userIds.player);
    }
    // The password still works: the owner proved the address before.
    expect((await call(backend, 'POST', `${BASE}/login`, { body: { email: 'player@quiz.test', password: 'demo12345' } })).status).toBe(200);
  });

  it('takes an unconfirmed account over from whoever registered the address without proving it', async () => {
    await register(backend, { email: 'victim@quiz.test' });
    const squatter = await call(backend, 'POST', `${BASE}/login`, { body: { email: 'victim@quiz.test', password: 'secret-pass-1' } });
    const squatterToken = (squatter.body as { access_token: string }).access_token;
    expect((await exchange(await codeFor('victim@quiz.test'))).status).toBe(200);
    expect((await call(backend, 'GET', `${BASE}/players/me`, { token: squatterToken })).status).toBe(401);
    expect((await call(backend, 'POST', `${BASE}/login`, { body: { email: 'victim@quiz.test', password: 'secret-pass-1' } })).status).toBe(422);
  });

  it('a code works once, only for its provider and return address, and only for ten minutes', async () => {
    const code = await codeFor();
    expect((await exchange(code, { url: `${TEST_ORIGIN}/oauth/google` })).body).toMatchObject({
      errors: { code: ['The authorization code is invalid or has expired.'] },
    });
    expect((await exchange(code, {}, 'vkontakte')).status).toBe(422);
    expect((await exchange(code)).status).toBe(200);
    expect((await exchange(code)).status).toBe(422);
    const late = await codeFor();
    backend.clock.now += OAUTH_CODE_TTL_MS + 1;
    expect((await exchange(late)).status).toBe(422);
  });

  it('validates the body', async () => {
    expect((await call(backend, 'POST', `${BASE}/players/oauth/google`, { body: {}, headers: EN })).body).toMatchObject({
      errors: { code: ['The code field is required.'], url: ['The url field is required.'] },
    });
    expect((await exchange('x', { url: 'https://evil.example/' })).body).toMatchObject({ errors: { url: ['The url is not an allowed return address.'] } });
  });
});

describe('real provider exchange (the provider mocked at the HTTP layer)', () => {
  const google = setupServer();
  beforeAll(() => google.listen({ onUnhandledRequest: 'bypass' }));
  afterAll(() => google.close());

  it('trades the code at Google and signs in the verified account', async () => {
    backend = createTestBackend({ OAUTH_GOOGLE_CLIENT_ID: 'g-id', OAUTH_GOOGLE_CLIENT_SECRET: 'g-secret' });
    let tokenRequest = new URLSearchParams();
    google.use(
      http.post(PROVIDER_ENDPOINTS.google.token, async ({ request }) => {
        tokenRequest = new URLSearchParams(await request.text());
        return HttpResponse.json({ access_token: 'google-access', id_token: 'x' });
      }),
      http.get(PROVIDER_ENDPOINTS.google.userinfo, ({ request }) =>
        request.headers.get('authorization') === 'Bearer google-access'
          ? HttpResponse.json({ sub: 'g-42', email: 'real@gmail.test', email_verified: true, name: 'Real Person' })
          : HttpResponse.json({}, { status: 401 }),
      ),
    );
    const reply = await exchange('google-code');
    expect(reply.status).toBe(200);
    expect(Object.fromEntries(tokenRequest)).toEqual({
      code: 'google-code',
      client_id: 'g-id',
      client_secret: 'g-secret',
      redirect_uri: CALLBACK,
      grant_type: 'authorization_code',
    });
    google.use(http.post(PROVIDER_ENDPOINTS.google.token, () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })));
    expect((await exchange('spent-code')).body).toMatchObject({
      errors: { code: ['The provider could not confirm your account. Please try again.'] },
    });
  });
});
