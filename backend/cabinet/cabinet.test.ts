// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { myPurchasesReplySchema, myRegistrationsReplySchema } from '@/contract/schemas/cabinet';
import { BASE, intentFor, loginAs, payThroughWebhooks, registered, registration } from '../registration/registration-test-kit';
import { call, createTestBackend, type TestBackend } from '../testing/test-backend';

let backend: TestBackend;
let token: string;
beforeEach(async () => {
  backend = createTestBackend();
  token = await loginAs(backend);
});

const registrations = async (locale = 'en') => {
  const reply = await call(backend, 'GET', `${BASE}/players/me/registrations`, { token, headers: { 'Accept-Language': locale } });
  expect(reply.status).toBe(200);
  return myRegistrationsReplySchema.parse(reply.body).data;
};
const purchases = async () => {
  const reply = await call(backend, 'GET', `${BASE}/players/me/purchases`, { token });
  expect(reply.status).toBe(200);
  return myPurchasesReplySchema.parse(reply.body).data;
};

describe('GET players/me/registrations', () => {
  it('lists the team’s registrations, live first then upcoming by start, with the city in the request’s language', async () => {
    const list = await registrations();
    expect(list.map((r) => r.gameId)).toEqual(expect.arrayContaining(backend.seed.demoRegisteredGameIds));
    expect(list[0]).toMatchObject({ gameId: backend.seed.liveGameId, isLive: true, isFinished: false, status: 'READY', amountDue: 0, result: null });
    const upcoming = list.filter((r) => !r.isLive && !r.isFinished);
    expect(upcoming.map((r) => Date.parse(r.startsAt))).toEqual([...upcoming.map((r) => Date.parse(r.startsAt))].sort((a, b) => a - b));
    const moscow = list.find((r) => r.gameId === backend.seed.demoUpcomingGameId)!;
    expect(moscow.city).toBe('Moscow');
    expect((await registrations('ru')).find((r) => r.gameId === backend.seed.demoUpcomingGameId)!.city).toBe('Москва');
  });

  it('shows what is still due on an unpaid registration, and nothing once the hold ran out', async () => {
    const gameId = backend.seed.registration.openGameIds.ru;
    const { data } = await registered(backend, gameId, registration({ teamName: 'Кабинет' }), token);
    const pending = (await registrations()).find((r) => r.id === data.id)!;
    expect(pending).toMatchObject({ status: 'PENDING', paymentState: 'awaiting_payment', amount: 899, amountDue: 899, currency: 'RUB' });
    expect(pending.holdExpiresAt).not.toBeNull();

    backend.clock.now += 16 * 60 * 1000;
    expect((await registrations()).find((r) => r.id === data.id)).toMatchObject({
      status: 'CANCELLED',
      paymentState: 'expired',
      amountDue: 0,
      holdExpiresAt: null,
    });
  });

  it('gives a finished game’s result: the team’s place of how many, and its points', async () => {
    const gameId = backend.seed.liveGameId;
    backend.db.prepare('UPDATE games SET finished_at = ? WHERE id = ?').run(backend.clock.now, gameId);
    backend.db.prepare('UPDATE game_state SET scores_shown = 1 WHERE game_id = ?').run(gameId);
    const finished = (await registrations()).find((r) => r.gameId === gameId)!;
    expect(finished.isFinished).toBe(true);
    expect(finished.result).toMatchObject({ place: expect.any(Number), total: expect.any(Number), scoresSum: expect.any(Number) });
    expect(finished.result!.total).toBeGreaterThan(1);
    // Past games come after the upcoming ones.
    expect((await registrations()).at(-1)!.gameId).toBe(gameId);
  });

  it('needs a session', async () => {
    expect((await call(backend, 'GET', `${BASE}/players/me/registrations`)).status).toBe(401);
    expect((await call(backend, 'GET', `${BASE}/players/me/purchases`)).status).toBe(401);
  });
});

describe('GET players/me/purchases', () => {
  it('lists a registration once it is paid (confirmed by the provider), with what was paid', async () => {
    const gameId = backend.seed.registration.openGameIds.ru;
    const { data } = await registered(backend, gameId, registration({ teamName: 'Покупка', promo: 'QUIZ20' }), token);
    expect((await purchases()).registrations.map((r) => r.id)).not.toContain(data.id);
    const intent = await intentFor(backend, data.id, { token });
    await payThroughWebhooks(backend, (intent.body as { data: Parameters<typeof payThroughWebhooks>[1] }).data);
    const bought = (await purchases()).registrations.find((r) => r.id === data.id);
    expect(bought).toMatchObject({ gameId, amount: 719, currency: 'RUB', promo: 'QUIZ20' });
    expect(bought!.paidAt).not.toBeNull();
    expect((await purchases()).promoCodes).toEqual([]);
  });

  it('lists the codes of a promo-code pack the player bought, once the provider confirmed it, with the uses left', async () => {
    const packs = (await call(backend, 'GET', '/api/party/packs', { headers: { 'Accept-Language': 'ru' } })).body as { data: { id: number; kind: string }[] };
    const pack = packs.data.find((p) => p.kind === 'pack')!;
    const created = await call(backend, 'POST', '/api/party/purchases', {
      token,
      body: { packId: pack.id, language: 'ru', email: 'player@quiz.test', consent: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const purchaseId = (created.body as { data: { id: number } }).data.id;
    const intent = (await call(backend, 'POST', `/api/party/purchases/${purchaseId}/payment`, { token })).body as {
      data: Parameters<typeof payThroughWebhooks>[1];
    };
    expect((await purchases()).promoCodes).toEqual([]);
    await payThroughWebhooks(backend, intent.data, 41);

    const codes = (await purchases()).promoCodes;
    expect(codes.length).toBeGreaterThan(1);
    expect(codes[0]).toMatchObject({ discount: { type: 'percent', value: 100, currency: null }, usageLimit: 1, usesLeft: 1, gameName: null });
    expect(codes[0]!.expiresAt).not.toBeNull();

    // A code spent on a registration shows no use left.
    const gameId = backend.seed.registration.openGameIds.ru;
    await registered(backend, gameId, registration({ teamName: 'Подарок', promo: codes[0]!.code }), token);
    const after = (await purchases()).promoCodes.find((c) => c.code === codes[0]!.code)!;
    expect(after.usesLeft).toBe(0);
  });
});
