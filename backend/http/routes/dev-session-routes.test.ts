// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { apiFamilies } from '@/contract/families';
import { REFRESH_TOKEN_HEADER } from '@/contract/schemas/auth';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { call, createTestBackend, type TestBackend } from '../../testing/test-backend';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});

describe('POST /dev/sessions/expire-access', () => {
  it('ends the access token now; its refresh token still renews the session', async () => {
    const login = await call(backend, 'POST', `${apiFamilies.base}/login`, { body: { email: 'player@quiz.test', password: DEMO_PASSWORD } });
    const tokens = login.body as { access_token: string; refresh_token: string };
    const me = (token: string) => call(backend, 'GET', `${apiFamilies.base}/players/me`, { token });
    expect((await me(tokens.access_token)).status).toBe(200);

    expect((await call(backend, 'POST', '/dev/sessions/expire-access', { body: { token: tokens.access_token } })).status).toBe(204);
    expect((await me(tokens.access_token)).status).toBe(401);
    expect((await call(backend, 'POST', '/dev/sessions/expire-access', { body: { token: tokens.access_token } })).status).toBe(404);

    const renewed = await call(backend, 'POST', `${apiFamilies.iam}/auth/refresh`, { headers: { [REFRESH_TOKEN_HEADER]: tokens.refresh_token } });
    expect(renewed.status).toBe(200);
    expect((await me((renewed.body as { access_token: string }).access_token)).status).toBe(200);
  });

  it('refuses a refresh token (only access tokens expire here), an unknown token and a bad body', async () => {
    const login = await call(backend, 'POST', `${apiFamilies.base}/login`, { body: { email: 'player@quiz.test', password: DEMO_PASSWORD } });
    const { refresh_token: refresh } = login.body as { refresh_token: string };
    expect((await call(backend, 'POST', '/dev/sessions/expire-access', { body: { token: refresh } })).status).toBe(404);
    expect((await call(backend, 'POST', '/dev/sessions/expire-access', { body: { token: 'unknown' } })).status).toBe(404);
    expect((await call(backend, 'POST', '/dev/sessions/expire-access', { body: {} })).status).toBe(400);
  });
});
