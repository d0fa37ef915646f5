// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PaymentIntentReply, RegistrationGameReply } from '@/contract/schemas/registration';
import { participantScreenSchema } from '@/contract/schemas/live';
import { registerReplySchema, registrationGameReplySchema } from '@/contract/schemas/registration';
import { call, createTestBackend } from '../testing/test-backend';
import {
  BASE,
  count,
  guestRegistration,
  intentFor,
  loginAs,
  MAIN,
  payThroughWebhooks,
  readRegistration,
  registered,
  registerFor,
  registration,
} from './registration-test-kit';

describe('registering a team for a game', () => {
  it('holds a place as PENDING, then READY once the provider confirms the payment by webhook', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend);
    const gameId = backend.seed.registration.openGameIds.ru;
    const before = count(backend, "SELECT COUNT(*) FROM participants WHERE game_id = ? AND status <> 'CANCELLED'", gameId);

    const reply = await registered(backend, gameId, registration(), token);
    expect(registerReplySchema.parse(reply)).toEqual(reply);
    expect(reply.accessToken).toBeUndefined();
    expect(reply.data).toMatchObject({
      gameId,
      teamName: 'Совы',
      status: 'PENDING',
      paymentState: 'awaiting_payment',
      email: 'player@quiz.test',
      price: 899,
      currency: 'RUB',
      amount: 899,
      amountDue: 899,
      payLaterAllowed: true,
      holdExpiresAt: '2025-03-19T09:15:00.000+00:00',
    });
    expect(count(backend, "SELECT COUNT(*) FROM participants WHERE game_id = ? AND status <> 'CANCELLED'", gameId)).toBe(before + 1);

    const intent = await intentFor(backend, reply.data.id, { token });
    expect(intent.status).toBe(201);
    const { data } = intent.body as PaymentIntentReply;
    expect(data).toMatchObject({ amount: 899, currency: 'RUB', email: 'player@quiz.test', publicId: backend.config.payments.publicId });
    expect(data.invoiceId).toBe(`reg-${reply.data.id}-${data.paymentId}`);
    expect(data.description).toContain('«Совы»');

    await payThroughWebhooks(backend, data);
    const after = await readRegistration(backend, reply.data.id, { token });
    expect(after).toMatchObject({ status: 'READY', paymentState: 'paid', paid: 899, amountDue: 0, holdExpiresAt: null });

    const view = await call(backend, 'GET', `${MAIN}/games/${gameId}/registration`, { token });
    expect(registrationGameReplySchema.parse(view.body)).toEqual(view.body);
    expect((view.body as RegistrationGameReply).data.mine).toMatchObject({ id: reply.data.id, status: 'READY', teamName: 'Совы' });
    const me = await call(backend, 'GET', `${BASE}/players/me`, { token });
    const gameName = backend.db.prepare('SELECT name FROM games WHERE id = ?').pluck().get(gameId);
    // Besides the private game the demo player organises (demo data).
    expect((me.body as { data: { purchases: unknown[] } }).data.purchases).toEqual([
      { id: reply.data.id, title: gameName },
      expect.objectContaining({ kind: 'private_game' }),
    ]);
  });

  it('refuses a team already registered for the game, on the field used, in the request language', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend);
    const gameId = backend.seed.demoUpcomingGameId;
    const teamId = backend.seed.demoTeamId;
    const reply = await registerFor(backend, gameId, registration({ teamId, teamName: undefined }), { token, headers: { 'Accept-Language': 'en' } });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ message: 'The given data was invalid.', errors: { teamId: ['This team is already registered for this game.'] } });
    const ru = await registerFor(backend, gameId, registration({ teamName: 'эрудиты ' }), { token });
    expect(ru.body).toEqual({ message: 'Указанные данные недействительны.', errors: { teamName: ['Эта команда уже зарегистрирована на эту игру.'] } });
  });

  it('answers 404 for an unknown game and 409 with a reason for full, closed, not yet open, started or finished games', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend);
    const unknown = await registerFor(backend, 999_999, registration(), { token });
    expect(unknown.status).toBe(404);
    expect((await call(backend, 'GET', `${MAIN}/games/999999/registration`)).status).toBe(404);

    const full = await registerFor(backend, backend.seed.registration.fullGameId, registration(), { token, headers: { 'Accept-Language': 'fr' } });
    expect(full).toMatchObject({ status: 409, body: { reason: 'sold_out', message: 'Il n’y a plus de place pour cette partie.' } });

    const state = (sql: string) => backend.db.prepare(sql).pluck().get() as number;
    const live = await registerFor(backend, backend.seed.liveGameId, registration(), { token });
    expect(live).toMatchObject({ status: 409, body: { reason: 'started' } });
    const closed = state(
      'SELECT id FROM games WHERE registration_allowed = 0 AND finished_at IS NULL AND started_at IS NULL AND starts_at > 1742374800000 LIMIT 1',
    );
    expect((await registerFor(backend, closed, registration(), { token })).body).toMatchObject({ reason: 'closed' });
    const later = state('SELECT id FROM games WHERE registration_at > 1742374800000 AND registration_allowed = 1 LIMIT 1');
    expect((await registerFor(backend, later, registration(), { token })).body).toMatchObject({ reason: 'opens_later' });
    const finished = state('SELECT id FROM games WHERE finished_at IS NOT NULL LIMIT 1');
    expect((await registerFor(backend, finished, registration(), { token })).body).toMatchObject({ reason: 'finished' });
    const cancelled = state('SELECT id FROM games WHERE cancelled_at IS NOT NULL LIMIT 1');
    expect((await registerFor(backend, cancelled, registration(), { token })).body).toMatchObject({ reason: 'cancelled' });
  });

  it('validates every field at once in Laravel’s shape, localised, with the form’s field names', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend);
    const gameId = backend.seed.registration.openGameIds.ru;
    const en = await registerFor(backend, gameId, { language: 'ru', name: '  ', consent: false }, { token, headers: { 'Accept-Language': 'en' } });
    expect(en.status).toBe(422);
    expect(en.body).toEqual({
      message: 'The given data was invalid.',
      errors: {
        name: ['The full name field is required.'],
        consent: ['The personal data consent must be accepted.'],
        agreement: ['The user agreement must be accepted.'],
      },
    });
    const ru = await registerFor(backend, gameId, { language: 'ru', name: '', consent: true, agreement: 'on' }, { token });
    expect(ru.body).toEqual({ message: 'Указанные данные недействительны.', errors: { name: ['Поле полное имя обязательно для заполнения.'] } });
    const fr = await registerFor(backend, gameId, { language: 'de', name: 'A', consent: 'yes', agreement: 1 }, { token, headers: { 'Accept-Language': 'fr' } });
    expect(fr.body).toEqual({ message: 'Les données fournies sont invalides.', errors: { language: ['Le champ langue est invalide.'] } });
    const noCity = await registerFor(backend, gameId, registration({ cityId: undefined }), { token, headers: { 'Accept-Language': 'en' } });
    expect(noCity.body).toMatchObject({ errors: { cityId: ['The city field is required.'] } });
    const typedCity = await registerFor(backend, gameId, registration({ cityId: undefined, city: 'Тверь' }), { token, headers: { 'Accept-Language': 'en' } });
    expect(typedCity.body).toMatchObject({ errors: { city: ['The selected city is invalid.'] } });
    const noTeam = await registerFor(backend, gameId, registration({ teamName: undefined }), { token, headers: { 'Accept-Language': 'en' } });
    expect(noTeam.body).toMatchObject({ errors: { teamName: ['The team name field is required.'] } });
    const notMine = await registerFor(backend, gameId, registration({ teamName: undefined, teamId: 2 }), { token, headers: { 'Accept-Language': 'en' } });
    expect(notMine.body).toMatchObject({ errors: { teamId: ['The selected team id is invalid.'] } });
  });
});

describe('language rules and guests', () => {
  it('requires an account in ru (401) and lets a guest register with name and e-mail in en and fr', async () => {
    const backend = createTestBackend();
    const gameId = backend.seed.registration.openGameIds.en;
    expect((await registerFor(backend, gameId, registration({ email: 'a@b.c' }))).status).toBe(401);
    const noEmail = await registerFor(backend, gameId, guestRegistration({ email: undefined }), { headers: { 'Accept-Language': 'en' } });
    expect(noEmail.body).toMatchObject({ errors: { email: ['The email field is required.'] } });
    const withTeamId = await registerFor(backend, gameId, guestRegistration({ teamId: backend.seed.demoTeamId }), { headers: { 'Accept-Language': 'en' } });
    expect(withTeamId.body).toMatchObject({ errors: { teamId: ['The selected team id is invalid.'] } });

    const guest = await registered(backend, gameId, guestRegistration());
    expect(guest.accessToken).toMatch(/^[\w-]{43}$/);
    expect(guest.data).toMatchObject({
      status: 'PENDING',
      email: 'jane@example.com',
      city: 'Bristol',
      cityId: null,
      price: 10,
      currency: 'USD',
      payLaterAllowed: false,
    });
    // The token opens the registration; without it (or with another) nothing.
    expect((await readRegistration(backend, guest.data.id, { accessToken: guest.accessToken })).id).toBe(guest.data.id);
    expect((await call(backend, 'GET', `${BASE}/registrations/${guest.data.id}`)).status).toBe(401);
    expect((await call(backend, 'GET', `${BASE}/registrations/${guest.data.id}`, { headers: { 'X-Registration-Token': 'x'.repeat(43) } })).status).toBe(403);
    const someoneElse = await loginAs(backend, 'player2@quiz.test');
    expect((await call(backend, 'GET', `${BASE}/registrations/${guest.data.id}`, { token: someoneElse })).status).toBe(403);

    const fr = await registered(
      backend,
      backend.seed.registration.openGameIds.fr,
      guestRegistration({ language: 'fr', email: 'luc@example.fr', teamName: 'Les Hiboux' }),
    );
    expect(fr.data).toMatchObject({ language: 'fr', price: 899, currency: 'RUB' });
  });

  it('keeps pay-later to ru: DEFERRED until the start there, 409 elsewhere', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend);
    const ru = await registered(backend, backend.seed.registration.openGameIds.ru, registration({ payLater: true }), token);
    expect(ru.data).toMatchObject({ status: 'DEFERRED', paymentState: 'awaiting_payment', amountDue: 899, holdExpiresAt: ru.data.startsAt });
    const en = await registerFor(backend, backend.seed.registration.openGameIds.en, guestRegistration({ payLater: true }), {
      headers: { 'Accept-Language': 'en' },
    });
    expect(en).toMatchObject({ status: 409, body: { reason: 'pay_later_not_allowed', message: 'Paying later is not available for this registration.' } });

    const pending = await registered(backend, backend.seed.registration.onePlaceLeftGameIds[0]!, registration({ teamName: 'Филины' }), token);
    const deferred = await call(backend, 'POST', `${BASE}/registrations/${pending.data.id}/pay-later`, { token });
    expect(deferred.status).toBe(200);
    expect((deferred.body as { data: { status: string } }).data.status).toBe('DEFERRED');
  });

  it('a guest’s team joins the account with the same e-mail once that account is confirmed', async () => {
    const backend = createTestBackend();
    const guest = await registered(backend, backend.seed.registration.openGameIds.en, guestRegistration({ email: 'PLAYER2@quiz.test', teamName: 'Guests' }));
    const token = await loginAs(backend, 'player2@quiz.test');
    const teams = await call(backend, 'GET', `${BASE}/players/me/teams`, { token });
    expect((teams.body as { data: { name: string; isCaptain: boolean }[] }).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Guests', isCaptain: true })]),
    );
    expect((await readRegistration(backend, guest.data.id, { token })).id).toBe(guest.data.id);
  });
});

describe('idempotency of registration', () => {
  it('replays a retried request with the same key instead of registering twice', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend);
    const gameId = backend.seed.registration.openGameIds.ru;
    const headers = { 'Idempotency-Key': 'reg-1' };
    const first = await call(backend, 'POST', `${BASE}/games/${gameId}/registrations`, { body: registration(), token, headers });
    const again = await call(backend, 'POST', `${BASE}/games/${gameId}/registrations`, { body: registration(), token, headers });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect((again.body as { data: { id: number } }).data.id).toBe((first.body as { data: { id: number } }).data.id);
    const other = await call(backend, 'POST', `${BASE}/games/${gameId}/registrations`, { body: registration({ teamName: 'Другие' }), token, headers });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ errors: { idempotencyKey: expect.any(Array) } });
  });
});

describe('the participant screen', () => {
  it('maps price, currency, email, promo, promoId and what is still to pay', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend);
    const reply = await registered(backend, backend.seed.registration.openGameIds.ru, registration({ payLater: true, promo: 'QUIZ20' }), token);
    const status = async () => (await call(backend, 'GET', `/api/live/v1/participants/${reply.data.id}/status`, { token })).body as Record<string, unknown>;
    expect(participantScreenSchema.parse(await status())).toBeTruthy();
    expect(await status()).toMatchObject({
      status: 'DEFERRED',
      price: 719,
      currency: 'RUB',
      email: 'player@quiz.test',
      promo: 'QUIZ20',
      promoId: backend.seed.registration.promoCodeIds.QUIZ20,
      amountDue: 719,
    });
    const intent = (await intentFor(backend, reply.data.id, { token })).body as PaymentIntentReply;
    await payThroughWebhooks(backend, intent.data);
    expect(await status()).toMatchObject({ status: 'READY', price: 719, amountDue: 0, promo: 'QUIZ20' });
    // Registrations made before payments existed: the game's price, nothing to pay once READY.
    const seeded = await call(
      backend,
      'GET',
      `/api/live/v1/participants/${backend.db.prepare('SELECT id FROM participants WHERE game_id = ? AND team_id = ?').pluck().get(backend.seed.demoUpcomingGameId, backend.seed.demoTeamId)}/status`,
      { token },
    );
    expect(seeded.body).toMatchObject({ status: 'READY', price: 899, amountDue: 0, promo: null, promoId: null, email: 'player@quiz.test' });
  });
});
