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
/** English replies (the default language is Russian, see the language tests below). */
const EN = { 'Accept-Language': 'en' };

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend({ ACCESS_TOKEN_TTL_SECONDS: '600' });
});

async function signIn(path: string, email: string, password = 'demo12345') {
  const reply = await call(backend, 'POST', path, { body: { email, password } });
  expect(reply.status).toBe(200);
  return tokenReplySchema.parse(reply.body);
}

const refresh = (token?: string) => call(backend, 'POST', REFRESH, { headers: token ? { 'X-Refresh-Token': token, ...EN } : EN });

describe('login', () => {
  it('player login returns a bearer pair that opens players/me and users/me', async () => {
    const tokens = await signIn(PLAYER_LOGIN, 'PLAYER@quiz.test');
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(600);
    for (const path of [PLAYERS_ME, USERS_ME]) {
      const me = await call(backend, 'GET', path, { token: tokens.access_token });
      expect(me.status).toBe(200);
      const { data } = userReplySchema.parse(me.body);
      expect(data).toMatchObject({ email: 'player@quiz.test', role: 'player', is_approved: true });
      // The demo player's one purchase: the private game they organise (demo data).
      expect(data.purchases).toEqual([{ id: backend.seed.privateGameId, title: 'Классика · Корпоратив', kind: 'private_game' }]);
      expect(data.teams).toEqual([{ id: backend.seed.demoTeamId, name: 'Эрудиты' }]);
    }
  });

  it('wrong password or unknown e-mail: 422 on the email field', async () => {
    for (const body of [
      { email: 'player@quiz.test', password: 'nope' },
      { email: 'nobody@quiz.test', password: 'demo12345' },
    ]) {
      const reply = await call(backend, 'POST', PLAYER_LOGIN, { body, headers: EN });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({
        message: 'The given data was invalid.',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
  });

  it('missing or malformed fields: 422 with Laravel wording per field', async () => {
    const empty = await call(backend, 'POST', PLAYER_LOGIN, { body: {}, headers: EN });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
    const invalid = await call(backend, 'POST', PLAYER_LOGIN, { body: { email: 'not-an-email', password: '' }, headers: EN });
    expect(invalid.body).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['The email must be a valid email address.'], password: ['The password field is required.'] },
    });
    const wrongType = await call(backend, 'POST', PLAYER_LOGIN, {
      body: { email: 5, password: 'x'.repeat(300) },
      headers: EN,
    });
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
      headers: { 'Content-Type': 'application/json', ...EN },
      body: '{"email": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('staff login accepts the expert and refuses a player with 422, issuing no tokens', async () => {
    const expert = await signIn(STAFF_LOGIN, 'expert@quiz.test');
    const me = userReplySchema.parse((await call(backend, 'GET', USERS_ME, { token: expert.access_token })).body);
    expect(me.data.role).toBe('expert');

    const player = await call(backend, 'POST', STAFF_LOGIN, {
      body: { email: 'player@quiz.test', password: 'demo12345' },
      headers: EN,
    });
    expect(player.status).toBe(422);
    expect(player.body).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['This account has no access to the expert area.'] },
    });
    const wrong = await call(backend, 'POST', STAFF_LOGIN, { body: { email: 'player@quiz.test', password: 'nope' }, headers: EN });
    expect(wrong.body).toMatchObject({ errors: { email: ['These credentials do not match our records.'] } });
  });
});

describe('session', () => {
  it('protected routes need a valid bearer token', async () => {
    for (const token of [undefined, 'garbage']) {
      const reply = await call(backend, 'GET', PLAYERS_ME, { token, headers: EN });
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

    // Past the reuse grace interval (30 s by default), a spent token means a copy.
    backend.clock.now += 31 * 1000;
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

describe('refresh reuse grace interval', () => {
  const works = async (access: string) => (await call(backend, 'GET', PLAYERS_ME, { token: access })).status;

  it('a rotated token presented again within the interval gets a fresh pair of the same session', async () => {
    const first = await signIn(PLAYER_LOGIN, 'player@quiz.test');
    const second = tokenReplySchema.parse((await refresh(first.refresh_token)).body);
    backend.clock.now += 5 * 1000;
    // A second tab, or a retry after a lost reply, presents the same token 5 s later.
    const again = await refresh(first.refresh_token);
    expect(again.status).toBe(200);
    const parallel = tokenReplySchema.parse(again.body);
    expect(parallel.refresh_token).not.toBe(second.refresh_token);
    expect(parallel.access_token).not.toBe(second.access_token);

    // Both pairs work, and each new refresh token rotates normally.
    expect(await works(second.access_token)).toBe(200);
    expect(await works(parallel.access_token)).toBe(200);
    const fromSecond = tokenReplySchema.parse((await refresh(second.refresh_token)).body);
    const fromParallel = tokenReplySchema.parse((await refresh(parallel.refresh_token)).body);
    expect(await works(fromSecond.access_token)).toBe(200);
    expect(await works(fromParallel.access_token)).toBe(200);
    const sessions = backend.db.prepare('SELECT COUNT(*) AS n FROM auth_sessions WHERE revoked_at IS NULL').get() as { n: number };
    expect(sessions.n).toBe(1);
  });

  it('after the interval, reuse is theft: 401 and the whole session (grace pairs included) is revoked', async () => {
    const first = await signIn(PLAYER_LOGIN, 'player@quiz.test');
    const second = tokenReplySchema.parse((await refresh(first.refresh_token)).body);
    backend.clock.now += 5 * 1000;
    const inGrace = tokenReplySchema.parse((await refresh(first.refresh_token)).body);
    backend.clock.now += 26 * 1000; // 31 s after the rotation

    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(UNAUTHENTICATED);
    for (const pair of [second, inGrace]) {
      expect(await works(pair.access_token)).toBe(401);
      expect((await refresh(pair.refresh_token)).status).toBe(401);
    }
    const session = backend.db.prepare('SELECT revoke_reason FROM auth_sessions').get() as { revoke_reason: string };
    expect(session.revoke_reason).toBe('refresh_reuse');
  });

  it('a logged-out session is never refreshable, not even within the interval', async () => {
    const first = await signIn(PLAYER_LOGIN, 'player@quiz.test');
    const second = tokenReplySchema.parse((await refresh(first.refresh_token)).body);
    expect((await call(backend, 'POST', LOGOUT, { token: second.access_token })).status).toBe(204);
    backend.clock.now += 1000;
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await refresh(second.refresh_token)).status).toBe(401);
    const session = backend.db.prepare('SELECT revoke_reason FROM auth_sessions').get() as { revoke_reason: string };
    expect(session.revoke_reason).toBe('logout');
  });

  it('REFRESH_REUSE_GRACE_SECONDS=0 turns the grace off', async () => {
    backend = createTestBackend({ ACCESS_TOKEN_TTL_SECONDS: '600', REFRESH_REUSE_GRACE_SECONDS: '0' });
    const first = await signIn(PLAYER_LOGIN, 'player@quiz.test');
    const second = tokenReplySchema.parse((await refresh(first.refresh_token)).body);
    backend.clock.now += 1;
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect(await works(second.access_token)).toBe(401);
  });
});

describe('reply language (Accept-Language)', () => {
  const badLogin = (acceptLanguage?: string) =>
    call(backend, 'POST', PLAYER_LOGIN, {
      body: { email: 'player@quiz.test', password: 'nope' },
      headers: acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage },
    });

  it('the same bad login answers in ru, en or fr; anything else (or nothing) gets Russian', async () => {
    const russian = { message: 'Указанные данные недействительны.', errors: { email: ['Неверный логин или пароль.'] } };
    const english = { message: 'The given data was invalid.', errors: { email: ['These credentials do not match our records.'] } };
    const french = {
      message: 'Les données fournies sont invalides.',
      errors: { email: ['Ces identifiants ne correspondent pas à nos enregistrements.'] },
    };
    const cases: [string | undefined, unknown, string][] = [
      ['ru', russian, 'ru'],
      ['en', english, 'en'],
      ['fr', french, 'fr'],
      ['de', russian, 'ru'],
      [undefined, russian, 'ru'],
      ['', russian, 'ru'],
      ['en-GB,en;q=0.9', english, 'en'],
      ['de-DE, fr;q=0.8, en;q=0.9', english, 'en'],
      ['en;q=0, fr', french, 'fr'],
      ['*', russian, 'ru'],
    ];
    for (const [header, body, language] of cases) {
      // The login throttle allows 5 failures a minute (accounts-login-throttle.test.ts); each case starts a new minute.
      backend.clock.now += 60_001;
      const reply = await badLogin(header);
      expect(reply.status, String(header)).toBe(422);
      expect(reply.body, String(header)).toEqual(body);
      expect(reply.headers.get('content-language'), String(header)).toBe(language);
    }
  });

  it('validation messages translate the rule and the attribute', async () => {
    const ask = async (language: string, body: unknown) => (await call(backend, 'POST', PLAYER_LOGIN, { body, headers: { 'Accept-Language': language } })).body;
    expect(await ask('ru', {})).toEqual({
      message: 'Указанные данные недействительны.',
      errors: { email: ['Поле email обязательно для заполнения.'], password: ['Поле пароль обязательно для заполнения.'] },
    });
    expect(await ask('fr', {})).toEqual({
      message: 'Les données fournies sont invalides.',
      errors: { email: ['Le champ e-mail est obligatoire.'], password: ['Le champ mot de passe est obligatoire.'] },
    });
    expect(await ask('ru', { email: 'not-an-email', password: 'x'.repeat(300) })).toMatchObject({
      errors: {
        email: ['Поле email должно быть действительным электронным адресом.'],
        password: ['Количество символов в поле пароль не может превышать 255.'],
      },
    });
    expect(await ask('fr', { email: 'not-an-email', password: 5 })).toMatchObject({
      errors: {
        email: ['Le champ e-mail doit être une adresse e-mail valide.'],
        password: ['Le champ mot de passe doit être une chaîne de caractères.'],
      },
    });
  });

  it('401, the staff-area refusal and malformed JSON follow the language too', async () => {
    const unauthorised = async (language: string) =>
      (await call(backend, 'GET', USERS_ME, { token: 'garbage', headers: { 'Accept-Language': language } })).body;
    expect(await unauthorised('ru')).toEqual({ message: 'Пользователь не авторизован.' });
    expect(await unauthorised('en')).toEqual({ message: 'Unauthenticated.' });
    expect(await unauthorised('fr')).toEqual({ message: 'Non authentifié.' });
    const failedRefresh = await call(backend, 'POST', REFRESH, { headers: { 'X-Refresh-Token': 'nope', 'Accept-Language': 'fr' } });
    expect(failedRefresh.body).toEqual({ message: 'Non authentifié.' });

    const staff = async (language: string) =>
      (
        await call(backend, 'POST', STAFF_LOGIN, {
          body: { email: 'player@quiz.test', password: 'demo12345' },
          headers: { 'Accept-Language': language },
        })
      ).body;
    expect(await staff('ru')).toMatchObject({ errors: { email: ['У этой учётной записи нет доступа к кабинету ведущего.'] } });
    expect(await staff('fr')).toMatchObject({ errors: { email: ['Ce compte n’a pas accès à l’espace animateur.'] } });

    const broken = async (language: string, body: string) => {
      const response = await backend.app.request(PLAYER_LOGIN, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
        body,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await broken('ru', '{"email": ')).toEqual({ status: 400, body: { message: 'Тело запроса не является корректным JSON.' } });
    expect(await broken('fr', '[1]')).toEqual({ status: 400, body: { message: 'Le corps de la requête doit être un objet JSON.' } });
  });
});
