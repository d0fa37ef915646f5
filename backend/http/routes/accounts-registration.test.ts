// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { registrationReplySchema, sessionReplySchema } from '@/contract/schemas/accounts';
import { userReplySchema } from '@/contract/schemas/auth';
import { ACCOUNT_TOKEN_TTL_MS } from '../../auth/account-tokens';
import { call, createTestBackend, type TestBackend } from '../../testing/test-backend';
import { BASE, EN, FR, lettersTo, newPlayer, register, tokenOf } from './accounts-test-kit';

let backend: TestBackend;
beforeEach(() => {
  backend = createTestBackend();
});

const post = (path: string, body: unknown, headers: Record<string, string> = EN) => call(backend, 'POST', `${BASE}${path}`, { body, headers });

describe('POST /players (registration)', () => {
  it('creates an unconfirmed player, answers 201 and puts a localised confirmation letter in the outbox', async () => {
    const reply = await post('/players', newPlayer({ email: 'Anna@Example.com ' }), FR);
    expect(reply.status).toBe(201);
    const { data, message } = registrationReplySchema.parse(reply.body);
    expect(data.email).toBe('Anna@Example.com');
    expect(message).toBe('Nous avons envoyé un lien de confirmation à votre adresse e-mail.');

    const [letter, ...others] = await lettersTo(backend, 'anna@example.com');
    expect(others).toEqual([]);
    expect(letter).toMatchObject({ kind: 'confirm_email', locale: 'fr', subject: 'Confirmez votre adresse e-mail' });
    expect(letter!.links[0]).toMatch(/^http:\/\/localhost:3000\/fr\/mail-auth\/[A-Za-z0-9_-]{43}$/);
    expect(letter!.text).toContain('Bonjour Анна Петрова !');
    expect(letter!.html).toContain(`href="${letter!.links[0]}"`);

    const user = await call(backend, 'GET', '/dev/users.json?email=anna@example.com');
    expect(user.body).toMatchObject({ data: { is_approved: false, email_verified_at: null, has_password: true, role: 'player' } });
  });

  it('Russian letters link without a language prefix', async () => {
    await post('/players', newPlayer(), {});
    const [letter] = await lettersTo(backend, 'anna@example.com');
    expect(letter).toMatchObject({ locale: 'ru', subject: 'Подтвердите адрес электронной почты' });
    expect(letter!.links[0]).toMatch(/^http:\/\/localhost:3000\/mail-auth\//);
  });

  it('stores is_promo, the site and the five utm fields (blank ones as absent)', async () => {
    const utm = { utm_source: 'vk', utm_content: 'banner-2', utm_medium: 'cpc', utm_term: ' ', utm_campaign: 'spring' };
    await post('/players', newPlayer({ ...utm, is_promo: true, is_live: undefined, is_party: 1 }));
    const user = await call(backend, 'GET', '/dev/users.json?email=anna@example.com');
    expect(user.body).toMatchObject({
      data: {
        signup: {
          method: 'password',
          site: 'party',
          isPromo: true,
          utm: { utm_source: 'vk', utm_content: 'banner-2', utm_medium: 'cpc', utm_term: null, utm_campaign: 'spring' },
        },
      },
    });
  });

  it('a taken e-mail (any case) is the unique message on the email field, in the request language', async () => {
    const russian = await post('/players', newPlayer({ email: 'PLAYER@quiz.test' }), {});
    expect(russian).toMatchObject({
      status: 422,
      body: { message: 'Указанные данные недействительны.', errors: { email: ['Такое значение поля email уже существует.'] } },
    });
    const english = await post('/players', newPlayer({ email: 'player@quiz.test' }));
    expect(english.body).toMatchObject({ errors: { email: ['The email has already been taken.'] } });
  });

  it('reports every field problem at once: empty, malformed, too long, too short, mismatched', async () => {
    const empty = await post('/players', {});
    expect(empty.body).toEqual({
      message: 'The given data was invalid.',
      errors: {
        name: ['The name field is required.'],
        email: ['The email field is required.'],
        password: ['The password field is required.'],
      },
    });
    const bad = await post('/players', newPlayer({ name: 'x'.repeat(256), email: 'anna@', password: 'short', password_confirmation: 'short' }));
    expect(bad.body).toMatchObject({
      errors: {
        name: ['The name must not be greater than 255 characters.'],
        email: ['The email must be a valid email address.'],
        password: ['The password must be at least 8 characters.'],
      },
    });
    const mismatch = await post('/players', newPlayer({ password_confirmation: 'something-else' }), {});
    expect(mismatch.body).toMatchObject({ errors: { password: ['Значение поля пароль не совпадает с подтверждением.'] } });
    expect(await lettersTo(backend, 'anna@example.com')).toEqual([]);
  });
});

describe('GET /players/email/confirm/{code}', () => {
  async function confirmationCode(email = 'anna@example.com') {
    await register(backend, { email });
    return tokenOf((await lettersTo(backend, email))[0]!);
  }

  it('approves the account and opens a session, once', async () => {
    const code = await confirmationCode();
    const reply = await call(backend, 'GET', `${BASE}/players/email/confirm/${code}`);
    expect(reply.status).toBe(200);
    const { data } = sessionReplySchema.parse(reply.body);
    const me = await call(backend, 'GET', `${BASE}/players/me`, { token: data.token });
    expect(userReplySchema.parse(me.body).data).toMatchObject({ email: 'anna@example.com', is_approved: true });
    const refreshed = await call(backend, 'POST', '/api/iam/v1/auth/refresh', { headers: { 'X-Refresh-Token': data.refresh_token } });
    expect(refreshed.status).toBe(200);

    const again = await call(backend, 'GET', `${BASE}/players/email/confirm/${code}`, { headers: EN });
    expect(again).toMatchObject({
      status: 422,
      body: {
        message: 'This confirmation link is invalid, has expired or has already been used.',
        errors: { code: ['This confirmation link is invalid, has expired or has already been used.'] },
      },
    });
  });

  it('refuses an expired or unknown code', async () => {
    const code = await confirmationCode();
    backend.clock.now += ACCOUNT_TOKEN_TTL_MS.confirm_email + 1;
    expect((await call(backend, 'GET', `${BASE}/players/email/confirm/${code}`)).status).toBe(422);
    expect((await call(backend, 'GET', `${BASE}/players/email/confirm/nope`)).status).toBe(422);
  });

  it('a resent letter replaces the previous link', async () => {
    const first = await confirmationCode();
    const resent = await post('/players/email/resend', { email: 'ANNA@example.com' });
    expect(resent).toMatchObject({ status: 200, body: { message: 'We have sent a new confirmation link to your email.' } });
    const letters = await lettersTo(backend, 'anna@example.com');
    expect(letters).toHaveLength(2);
    const second = tokenOf(letters[0]!);
    expect(second).not.toBe(first);
    expect((await call(backend, 'GET', `${BASE}/players/email/confirm/${first}`)).status).toBe(422);
    expect((await call(backend, 'GET', `${BASE}/players/email/confirm/${second}`)).status).toBe(200);
  });

  it('resend refuses unknown and already confirmed addresses', async () => {
    expect((await post('/players/email/resend', { email: 'nobody@example.com' })).body).toMatchObject({
      errors: { email: ["We can't find a user with that email address."] },
    });
    expect((await post('/players/email/resend', { email: 'player@quiz.test' })).body).toMatchObject({
      errors: { email: ['This email address is already confirmed.'] },
    });
  });
});
