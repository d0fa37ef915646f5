// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenReplySchema, userReplySchema } from '@/contract/schemas/auth';
import { call, createTestBackend, type TestBackend } from '../../testing/test-backend';

const PLAYER_LOGIN = '/api/base/login';
const STAFF_LOGIN = '/api/iam/v1/auth/login';
const REFRESH = '/api/iam/v1/auth/refresh';
const LOGOUT = '/api/iam/v1/auth/logout';
const USERS_ME = '/api/iam/v1/users/me';
const PLAYERS_ME = '/api/base/players/me';
const UNAUTHENTICATED = { message: 'Unauthenticated.' };

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend({ ACCESS_TOKEN_TTL_SECONDS: '600' });
});

async function signIn(path: string, email: string, password = 'demo12345') {
  const reply = await call(backend, 'POST', path, { body: { email, password } });
  expect(reply.status).toBe(200);
  return tokenReplySchema.parse(reply.body);
}

const refresh = (token?: string) =>
  call(backend, 'POST', REFRESH, { headers: token ? { 'X-Refresh-Token': token } : {} });

describe('login', () => {
  it('player login returns a bearer pair that opens players/me and users/me', async () => {
    const tokens = await signIn(PLAYER_LOGIN, 'PLAYER@quiz.test');
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(600);
    for (const path of [PLAYERS_ME, USERS_ME]) {
      const me = await call(backend, 'GET', path, { token: tokens.access_token });
      expect(me.status).toBe(200);
      const { data } = userReplySchema.parse(me.body);
      expect(data).toMatchObject({ email: 'player@quiz.test', role: 'player', is_approved: true, purchases: [] });
      expect(data.teams).toEqual([{ id: backend.seed.demoTeamId, name: 'Эрудиты' }]);
    }
  });

  it('wrong password or unknown e-mail: 422 on the email field', async () => {
    for (const body of [
      { email: 'player@quiz.test', password: 'nope' },
      { email: 'nobody@quiz.test', password: 'demo12345' },
    ]) {
      const reply = await call(backend, 'POST', PLAYER_LOGIN, { body });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({
        message: 'The given data was invalid.',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
  });

  it('missing or malformed fields: 422 with Laravel wording per field', async () => {
    const empty = await call(backend, 'POST', PLAYER_LOGIN, { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
    const invalid = await call(backend, 'POST', PLAYER_LOGIN, { body: { email: 'not-an-email', password: '' } });
    expect(invalid.body).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['The email must be a valid email address.'], password: ['The password field is required.'] },
    });
    const wrongType = await call(backend, 'POST', PLAYER_LOGIN, { body: { email: 5, password: 'x'.repeat(300) } });
    expect(wrongType.body).toMatchObject({
      errors: { email: ['The email must be a string.'], password: ['The password must not be greater than 255 characters.'] },
    });
  });

  it('accepts form-encoded bodies and refuses malformed JSON with 400', async () => {
    const form = await backend.app.request(PLAYER_LOGIN, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=player%40quiz.test&password=demo12345',
    });
    expect(form.status).toBe(200);
    const broken = await backend.app.request(PLAYER_LOGIN, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('staff login accepts the expert and refuses a player with 422, issuing no tokens', async () => {
    const expert = await signIn(STAFF_LOGIN, 'expert@quiz.test');
    const me = userReplySchema.parse((await call(backend, 'GET', USERS_ME, { token: expert.access_token })).body);
    expect(me.data.role).toBe('expert');

    const player = await call(backend, 'POST', STAFF_LOGIN, { body: { email: 'player@quiz.test', password: 'demo12345' } });
    expect(player.status).toBe(422);
    expect(player.body).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['This account has no access to the expert area.'] },
    });
    const wrong = await call(backend, 'POST', STAFF_LOGIN, { body: { email: 'player@quiz.test', password: 'nope' } });
    expect(wrong.body).toMatchObject({ errors: { email: ['These credentials do not match our records.'] } });
  });
});

describe('session', () => {
  it('protected routes need a valid bearer token', async () => {
    for (const token of [undefined, 'garbage']) {
      const reply = await call(backend, 'GET', PLAYERS_ME, { token });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(UNAUTHENTICATED);
    }
    const tokens = await signIn(PLAYER_LOGIN, 'player@quiz.test');
    // A refresh token is not an access token.
    expect((await call(backend, 'GET', PLAYERS_ME, { token: tokens.refresh_token })).status).toBe(401);
  });

  it('an expired access token gets 401, and refresh brings a working pair', async () => {
    const tokens = await signIn(PLAYER_LOGIN, 'player@quiz.test');
    backend.clock.now += 600 * 1000;
    expect((await call(backend, 'GET', PLAYERS_ME, { token: tokens.access_token })).status).toBe(401);
    const renewed = await refresh(tokens.refresh_token);
    expect(renewed.status).toBe(200);
    const pair = tokenReplySchema.parse(renewed.body);
    expect((await call(backend, 'GET', PLAYERS_ME, { token: pair.access_token })).status).toBe(200);
  });

  it('refresh rotates: each refresh token works once, reuse revokes the whole family', async () => {
    const first = await signIn(PLAYER_LOGIN, 'player@quiz.test');
    const second = tokenReplySchema.parse((await refresh(first.refresh_token)).body);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const third = tokenReplySchema.parse((await refresh(second.refresh_token)).body);
    expect((await call(backend, 'GET', PLAYERS_ME, { token: third.access_token })).status).toBe(200);

    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(UNAUTHENTICATED);
    // The family is gone: the newest tokens no longer work either.
    expect((await call(backend, 'GET', PLAYERS_ME, { token: third.access_token })).status).toBe(401);
    expect((await refresh(third.refresh_token)).status).toBe(401);

    // Other sessions of the same user are untouched.
    const other = await signIn(PLAYER_LOGIN, 'player@quiz.test');
    expect((await call(backend, 'GET', PLAYERS_ME, { token: other.access_token })).status).toBe(200);
  });

  it('refresh without a token, with an unknown one, or after its lifetime: 401', async () => {
    expect((await refresh()).status).toBe(401);
    expect((await refresh('unknown')).status).toBe(401);
    const tokens = await signIn(PLAYER_LOGIN, 'player@quiz.test');
    backend.clock.now += 5 * 24 * 3600 * 1000;
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
  });

  it('logout answers 204 and revokes the access and refresh tokens', async () => {
    const tokens = await signIn(STAFF_LOGIN, 'expert@quiz.test');
    const out = await call(backend, 'POST', LOGOUT, { token: tokens.access_token });
    expect(out.status).toBe(204);
    expect(out.body).toBeNull();
    expect((await call(backend, 'GET', USERS_ME, { token: tokens.access_token })).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    expect((await call(backend, 'POST', LOGOUT, { token: tokens.access_token })).status).toBe(401);
  });

  it('stores only hashes of tokens', async () => {
    const tokens = await signIn(PLAYER_LOGIN, 'player@quiz.test');
    const hashes = backend.db.prepare('SELECT token_hash FROM auth_tokens').all() as { token_hash: string }[];
    expect(hashes.length).toBe(2);
    for (const { token_hash } of hashes) {
      expect(token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([tokens.access_token, tokens.refresh_token]).not.toContain(token_hash);
    }
  });
});
