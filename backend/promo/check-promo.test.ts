// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkPromoReplySchema, type PaymentIntentReply } from '@/contract/schemas/registration';
import { registrationFor } from '../registration/registration-module';
import { guestRegistration, intentFor, MAIN, notify, registered, registerFor } from '../registration/registration-test-kit';
import { call, createTestBackend, type TestBackend } from '../testing/test-backend';

const check = (backend: TestBackend, gameId: number, code: string, options: { email?: string; language?: string } = {}) =>
  call(
    backend,
    'GET',
    `${MAIN}/check-promo?gameId=${gameId}&code=${encodeURIComponent(code)}${options.email ? `&email=${encodeURIComponent(options.email)}` : ''}`,
    {
      headers: { 'Accept-Language': options.language ?? 'en' },
    },
  );

describe('GET check-promo', () => {
  it('answers the spec’s {status, text, discount.value} with the price after the discount', async () => {
    const backend = createTestBackend();
    const { openGameIds } = backend.seed.registration;
    const ok = await check(backend, openGameIds.ru, 'quiz20');
    expect(checkPromoReplySchema.parse(ok.body)).toEqual(ok.body);
    expect(ok.body).toEqual({
      status: 'success',
      text: 'The promo code has been applied.',
      discount: { value: 20, type: 'percent', price: 719 },
      promoId: backend.seed.registration.promoCodeIds.QUIZ20,
    });
    expect((await check(backend, openGameIds.en, 'QUIZ20')).body).toMatchObject({ discount: { price: 8 } });
    expect((await check(backend, openGameIds.ru, 'MINUS300')).body).toMatchObject({ status: 'success', discount: { value: 300, type: 'fixed', price: 599 } });
    expect((await check(backend, openGameIds.en, 'MINUS3USD')).body).toMatchObject({ discount: { value: 3, type: 'fixed', price: 7 } });
    expect((await check(backend, openGameIds.fr, 'FREE100')).body).toMatchObject({ discount: { value: 100, price: 0 } });
    expect((await check(backend, openGameIds.ru, 'ONEGAME50')).body).toMatchObject({ discount: { price: 450 } });
  });

  it('says why a code does not apply, in a sentence ending with a full stop, in the request language', async () => {
    const backend = createTestBackend();
    const { openGameIds } = backend.seed.registration;
    const error = async (gameId: number, code: string, language = 'en') => {
      const reply = await check(backend, gameId, code, { language });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ status: 'error', discount: { value: 0 } });
      return (reply.body as { text: string }).text;
    };
    expect(await error(openGameIds.ru, 'NOPE')).toBe('The promo code is not valid.');
    expect(await error(openGameIds.ru, 'EXPIRED15')).toBe('The promo code has expired.');
    expect(await error(openGameIds.ru, 'USEDUP10')).toBe('The promo code has already been used the maximum number of times.');
    expect(await error(openGameIds.en, 'ONEGAME50')).toBe('The promo code is not valid for this game.');
    expect(await error(openGameIds.en, 'MINUS300')).toBe('The promo code is not valid for this game.');
    expect(await error(openGameIds.ru, 'NOPE', 'ru')).toBe('Промокод недействителен.');
    expect(await error(openGameIds.ru, 'EXPIRED15', 'fr')).toBe('Le code promo a expiré.');
  });

  it('a code is used once per e-mail, and spent only when the registration is confirmed', async () => {
    const backend = createTestBackend();
    const gameId = backend.seed.registration.openGameIds.en;
    const reply = await registered(backend, gameId, guestRegistration({ promo: 'QUIZ20' }));
    expect(reply.data).toMatchObject({ amount: 8, promo: 'QUIZ20' });
    // Held by an unpaid registration: the same e-mail may still see it apply (it is that very registration).
    expect((await check(backend, gameId, 'QUIZ20', { email: 'jane@example.com' })).body).toMatchObject({ status: 'success' });
    const intent = (await intentFor(backend, reply.data.id, { accessToken: reply.accessToken })).body as PaymentIntentReply;
    expect(intent.data.amount).toBe(8);
    await notify(backend, 'pay', intent.data, { transactionId: 61 });
    expect((await check(backend, gameId, 'QUIZ20', { email: 'JANE@example.com' })).body).toMatchObject({
      status: 'error',
      text: 'You have already used this promo code.',
    });
    expect((await check(backend, gameId, 'QUIZ20', { email: 'someone@example.com' })).body).toMatchObject({ status: 'success' });
  });

  it('a code with a limit is reserved by a held registration and released when the hold expires', async () => {
    const backend = createTestBackend();
    const gameId = backend.seed.registration.openGameIds.en;
    registrationFor(backend.services).promo.create({ code: 'SOLO', type: 'percent', value: 50, usageLimit: 1 }, backend.clock.now);
    await registered(backend, gameId, guestRegistration({ promo: 'SOLO' }));
    const second = await registerFor(backend, gameId, guestRegistration({ promo: 'SOLO', email: 'b@example.com', teamName: 'B' }), {
      headers: { 'Accept-Language': 'en' },
    });
    expect(second.body).toMatchObject({ errors: { promo: ['The promo code has already been used the maximum number of times.'] } });
    backend.clock.now += 16 * 60_000;
    expect((await registerFor(backend, gameId, guestRegistration({ promo: 'SOLO', email: 'b@example.com', teamName: 'B' }))).status).toBe(201);
  });

  it('validates the query: 422 for a missing code or gameId, an unknown game or a malformed e-mail', async () => {
    const backend = createTestBackend();
    const missing = await call(backend, 'GET', `${MAIN}/check-promo?gameId=`, { headers: { 'Accept-Language': 'en' } });
    expect(missing).toMatchObject({ status: 422, body: { errors: { gameId: ['The game id field is required.'], code: ['The code field is required.'] } } });
    expect((await check(backend, 999_999, 'QUIZ20')).body).toMatchObject({ errors: { gameId: ['The selected game id is invalid.'] } });
    expect((await check(backend, backend.seed.registration.openGameIds.ru, 'QUIZ20', { email: 'not-an-email' })).body).toMatchObject({
      errors: { email: ['The email must be a valid email address.'] },
    });
  });
});
