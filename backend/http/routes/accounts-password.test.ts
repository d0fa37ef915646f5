// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenReplySchema } from '@/contract/schemas/auth';
import { ACCOUNT_TOKEN_TTL_MS } from '../../auth/account-tokens';
import { call, createTestBackend, type TestBackend } from '../../testing/test-backend';
import { BASE, callFrom, EN, lettersTo, tokenOf } from './accounts-test-kit';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});

const post = (path: string, body: unknown, headers: Record<string, string> = EN) => call(backend, 'POST', `${BASE}${path}`, { body, headers });
const login = (password: string) => post('/login', { email: 'player@quiz.test', password });

async function resetToken() {
  expect((await post('/password/email', { email: 'Player@quiz.test', is_live: 1 })).status).toBe(200);
  return tokenOf((await lettersTo(backend, 'player@quiz.test'))[0]!);
}

describe('POST /password/email', () => {
  it('sends a localised reset letter whose link carries the token in the path and the e-mail in the query', async () => {
    const reply = await post('/password/email', { email: 'player@quiz.test', is_live: 1 }, { 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(reply).toMatchObject({ status: 200, body: { message: 'We have emailed your password reset link!' } });
    const [letter] = await lettersTo(backend, 'player@quiz.test');
    expect(letter).toMatchObject({ kind: 'reset_password', locale: 'en', subject: 'Reset your password', meta: { site: 'live' } });
    const link = new URL(letter!.links[0]!);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toMatch(/^\/en\/password\/reset\/[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.get('email')).toBe('player@quiz.test');
  });

  it('records the party site when asked from a party page', async () => {
    await post('/password/email', { email: 'player@quiz.test', is_party: 1 });
    expect((await lettersTo(backend, 'player@quiz.test'))[0]!.meta).toMatchObject({ site: 'party' });
  });

  it('unknown and malformed addresses get field messages and no letter', async () => {
    expect((await post('/password/email', { email: 'nobody@quiz.test' }, {})).body).toEqual({
      message: 'Указанные данные недействительны.',
      errors: { email: ['Не удалось найти пользователя с указанным электронным адресом.'] },
    });
    expect((await post('/password/email', { email: 'nobody@' })).body).toMatchObject({
      errors: { email: ['The email must be a valid email address.'] },
    });
    expect(await lettersTo(backend, 'nobody@quiz.test')).toEqual([]);
  });

  it('throttles to 5 letters a minute per e-mail and address, with Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await callFrom(backend, '10.0.0.1', 'POST', `${BASE}/password/email`, { email: 'player@quiz.test' })).status).toBe(200);
    }
    const refused = await callFrom(backend, '10.0.0.1', 'POST', `${BASE}/password/email`, { email: 'PLAYER@quiz.test' }, EN);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.body).toEqual({
      message: 'Too many attempts. Please try again in 60 seconds.',
      errors: { email: ['Too many attempts. Please try again in 60 seconds.'] },
      retry_after: 60,
    });
    expect(await lettersTo(backend, 'player@quiz.test')).toHaveLength(5);
    // Another address is another bucket; the same one opens again when the window has passed.
    expect((await callFrom(backend, '10.0.0.2', 'POST', `${BASE}/password/email`, { email: 'player@quiz.test' })).status).toBe(200);
    backend.clock.now += 20_000;
    expect((await callFrom(backend, '10.0.0.1', 'POST', `${BASE}/password/email`, { email: 'player@quiz.test' })).headers.get('retry-after')).toBe('40');
    backend.clock.now += 40_000;
    expect((await callFrom(backend, '10.0.0.1', 'POST', `${BASE}/password/email`, { email: 'player@quiz.test' })).status).toBe(200);
  });
});

describe('POST /password/reset/', () => {
  const reset = (token: string, overrides: Record<string, unknown> = {}) =>
    post('/password/reset/', { email: 'player@quiz.test', token, password: 'brand-new-1', password_confirmation: 'brand-new-1', ...overrides });

  it('sets the new password once: the old one stops working, open sessions end, the token is spent', async () => {
    const session = tokenReplySchema.parse((await login('demo12345')).body);
    const token = await resetToken();
    expect(await reset(token)).toMatchObject({ status: 200, body: { message: 'Your password has been reset!' } });
    expect((await login('brand-new-1')).status).toBe(200);
    expect((await login('demo12345')).status).toBe(422);
    expect((await call(backend, 'GET', `${BASE}/players/me`, { token: session.access_token })).status).toBe(401);
    expect((await reset(token, { password: 'another-one-2', password_confirmation: 'another-one-2' })).body).toMatchObject({
      errors: { token: ['This password reset token is invalid.'] },
    });
  });

  it('also works without the trailing slash', async () => {
    const token = await resetToken();
    const reply = await post('/password/reset', { email: 'player@quiz.test', token, password: 'brand-new-1', password_confirmation: 'brand-new-1' });
    expect(reply.status).toBe(200);
  });

  it('refuses an expired token, a token of another account and an older link', async () => {
    const older = await resetToken();
    const token = await resetToken();
    expect((await reset(older)).body).toMatchObject({ errors: { token: ['This password reset token is invalid.'] } });
    expect((await reset(token, { email: 'player2@quiz.test' })).body).toMatchObject({ errors: { token: ['This password reset token is invalid.'] } });
    backend.clock.now += ACCOUNT_TOKEN_TTL_MS.reset_password + 1;
    expect((await reset(token)).body).toMatchObject({ errors: { token: ['This password reset token is invalid.'] } });
    expect((await login('demo12345')).status).toBe(200);
  });

  it('validates every field and keeps the token usable after a validation failure', async () => {
    const token = await resetToken();
    expect((await post('/password/reset/', {}, FR_HEADERS)).body).toEqual({
      message: 'Les données fournies sont invalides.',
      errors: {
        email: ['Le champ e-mail est obligatoire.'],
        token: ['Le champ jeton est obligatoire.'],
        password: ['Le champ mot de passe est obligatoire.'],
      },
    });
    expect((await reset(token, { password_confirmation: 'different-1' })).body).toMatchObject({
      errors: { password: ['The password confirmation does not match.'] },
    });
    expect((await reset(token, { email: 'nobody@quiz.test' })).body).toMatchObject({
      errors: { email: ["We can't find a user with that email address."] },
    });
    expect((await reset(token)).status).toBe(200);
  });
});

describe('POST /password/reset/check', () => {
  const check = (body: Record<string, unknown>) => post('/password/reset/check', body);
  const invalid = { status: 422, body: { errors: { token: ['This password reset token is invalid.'] } } };

  it('says a fresh link works, without spending it', async () => {
    const token = await resetToken();
    expect(await check({ token, email: 'player@quiz.test' })).toMatchObject({ status: 200, body: { data: { valid: true } } });
    expect(await check({ token })).toMatchObject({ status: 200 });
    expect((await post('/password/reset/', { email: 'player@quiz.test', token, password: 'brand-new-1', password_confirmation: 'brand-new-1' })).status).toBe(
      200,
    );
  });

  it('refuses a used, expired or older link, and a link with another address, all on the token field', async () => {
    const older = await resetToken();
    const token = await resetToken();
    expect(await check({ token: older, email: 'player@quiz.test' })).toMatchObject(invalid);
    expect(await check({ token, email: 'player2@quiz.test' })).toMatchObject(invalid);
    // An unknown address reads like a wrong token: the check does not tell who has an account.
    expect(await check({ token, email: 'nobody@quiz.test' })).toMatchObject(invalid);
    expect(await check({ token: 'not-a-token' })).toMatchObject(invalid);
    backend.clock.now += ACCOUNT_TOKEN_TTL_MS.reset_password + 1;
    expect(await check({ token, email: 'player@quiz.test' })).toMatchObject(invalid);
  });

  it('refuses a link once the password was reset with it', async () => {
    const token = await resetToken();
    await post('/password/reset/', { email: 'player@quiz.test', token, password: 'brand-new-1', password_confirmation: 'brand-new-1' });
    expect(await check({ token, email: 'player@quiz.test' })).toMatchObject(invalid);
  });

  it('validates its body in the request language', async () => {
    expect((await post('/password/reset/check', {}, FR_HEADERS)).body).toEqual({
      message: 'Les données fournies sont invalides.',
      errors: { token: ['Le champ jeton est obligatoire.'] },
    });
  });
});

const FR_HEADERS = { 'Accept-Language': 'fr' };
