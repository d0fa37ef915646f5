// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { subscriptionReplySchema } from '@/contract/schemas/newsletter';
import { call, createTestBackend, type TestBackend } from '../../testing/test-backend';

const SUBSCRIBE = '/api/base/main/subscriptions';

let backend: TestBackend;
beforeAll(() => {
  backend = createTestBackend();
});

const rows = (email: string) => backend.db.prepare('SELECT name, city, city_id, locale, source FROM subscriptions WHERE email = ? ORDER BY id').all(email);

const valid = { name: 'Анна', email: 'anna@example.com', city: 'Москва', cityId: 1, consent: true };

describe('POST /api/base/main/subscriptions', () => {
  it('subscribes a new address (201) and stores it with the language of the request', async () => {
    const reply = await call(backend, 'POST', SUBSCRIBE, { body: valid, headers: { 'Accept-Language': 'ru-RU' } });
    expect(reply.status).toBe(201);
    expect(subscriptionReplySchema.parse(reply.body)).toEqual({ data: { email: 'anna@example.com', alreadySubscribed: false } });
    expect(rows('anna@example.com')).toEqual([{ name: 'Анна', city: 'Москва', city_id: 1, locale: 'ru', source: 'newsletter' }]);
  });

  it('treats the same address again (any letter case) as an update, not an error', async () => {
    const again = { ...valid, email: '  ANNA@example.com ', name: 'Анна К.', city: 'Казань', cityId: 3 };
    const reply = await call(backend, 'POST', SUBSCRIBE, { body: again, headers: { 'Accept-Language': 'en' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { email: 'anna@example.com', alreadySubscribed: true } });
    expect(rows('anna@example.com')).toEqual([{ name: 'Анна К.', city: 'Казань', city_id: 3, locale: 'en', source: 'newsletter' }]);
  });

  it('keeps the private-event form apart from the newsletter, and takes a typed city without an id', async () => {
    const lead = { name: 'Anna', email: 'anna@example.com', city: 'Tver', consent: 'on', source: 'private_event' };
    const reply = await call(backend, 'POST', SUBSCRIBE, { body: lead, headers: { 'Accept-Language': 'fr' } });
    expect(reply.status).toBe(201);
    expect(rows('anna@example.com')).toHaveLength(2);
  });

  it('accepts a form-encoded body as a browser form posts it', async () => {
    const response = await backend.app.request(SUBSCRIBE, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ name: 'Tom', email: 'tom@example.com', city: 'London', consent: 'on' }).toString(),
    });
    expect(response.status).toBe(201);
  });

  it('refuses missing fields and a missing consent with a Laravel 422 in the request language', async () => {
    const english = await call(backend, 'POST', SUBSCRIBE, { body: {}, headers: { 'Accept-Language': 'en' } });
    expect(english.status).toBe(422);
    expect(english.body).toEqual({
      message: 'The given data was invalid.',
      errors: {
        name: ['The name field is required.'],
        email: ['The email field is required.'],
        city: ['The city field is required.'],
        consent: ['The personal data consent must be accepted.'],
      },
    });
    const russian = await call(backend, 'POST', SUBSCRIBE, { body: { ...valid, consent: false, email: 'not-an-email' } });
    expect(russian.body).toEqual({
      message: 'Указанные данные недействительны.',
      errors: {
        email: ['Поле email должно быть действительным электронным адресом.'],
        consent: ['Вы должны принять согласие на обработку персональных данных.'],
      },
    });
    const french = await call(backend, 'POST', SUBSCRIBE, {
      body: { ...valid, name: 'x'.repeat(256), cityId: 99999, source: 'spam' },
      headers: { 'Accept-Language': 'fr' },
    });
    expect(french.body).toEqual({
      message: 'Les données fournies sont invalides.',
      errors: {
        name: ['Le texte de nom ne peut pas contenir plus de 255 caractères.'],
        cityId: ['Le champ ville est invalide.'],
        source: ['Le champ formulaire est invalide.'],
      },
    });
  });

  it('stores nothing when validation fails', async () => {
    const before = backend.db.prepare('SELECT COUNT(*) AS n FROM subscriptions').get() as { n: number };
    await call(backend, 'POST', SUBSCRIBE, { body: { ...valid, email: 'bad@' } });
    expect(backend.db.prepare('SELECT COUNT(*) AS n FROM subscriptions').get()).toEqual(before);
  });
});
