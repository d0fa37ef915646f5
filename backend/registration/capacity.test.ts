// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PaymentIntentReply } from '@/contract/schemas/registration';
import { createTestBackend } from '../testing/test-backend';
import { registrationFor } from './registration-module';
import {
  count,
  guestRegistration,
  intentFor,
  loginAs,
  notify,
  payThroughWebhooks,
  readRegistration,
  registered,
  registerFor,
  registration,
} from './registration-test-kit';

const MINUTE = 60_000;
const taken = (backend: ReturnType<typeof createTestBackend>, gameId: number) =>
  count(backend, "SELECT COUNT(*) FROM participants WHERE game_id = ? AND status <> 'CANCELLED'", gameId);

describe('capacity and holds', () => {
  it('never oversells: of many simultaneous registrations for the last place exactly one gets it', async () => {
    const backend = createTestBackend();
    const gameId = backend.seed.registration.onePlaceLeftGameIds[1]!;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => registerFor(backend, gameId, guestRegistration({ email: `bot${i}@example.com`, teamName: `Bots ${i}` }))),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 409 && (reply.body as { reason: string }).reason === 'sold_out')).toHaveLength(19);
    const game = backend.db.prepare('SELECT max_participants FROM games WHERE id = ?').pluck().get(gameId);
    expect(taken(backend, gameId)).toBe(game);
  });

  it('releases an unpaid hold after 15 minutes, lazily on the next registration and by the sweeper', async () => {
    const backend = createTestBackend();
    const gameId = backend.seed.registration.onePlaceLeftGameIds[1]!;
    const first = await registered(backend, gameId, guestRegistration({ email: 'first@example.com', teamName: 'First' }));
    const blocked = await registerFor(backend, gameId, guestRegistration({ email: 'second@example.com', teamName: 'Second' }));
    expect(blocked.body).toMatchObject({ reason: 'sold_out' });

    backend.clock.now += 15 * MINUTE - 1;
    expect((await registerFor(backend, gameId, guestRegistration({ email: 'third@example.com', teamName: 'Third' }))).status).toBe(409);
    backend.clock.now += 1;
    const second = await registered(backend, gameId, guestRegistration({ email: 'second@example.com', teamName: 'Second' }));
    expect(second.data.status).toBe('PENDING');
    const expired = await readRegistration(backend, first.data.id, { accessToken: first.accessToken });
    expect(expired).toMatchObject({ status: 'CANCELLED', paymentState: 'expired', cancelReason: 'expired', amountDue: 0 });

    // The sweeper does the same without any request.
    backend.clock.now += 15 * MINUTE;
    expect(registrationFor(backend.services).sweep().expired).toBe(1);
    expect(taken(backend, gameId)).toBe(19);
  });

  it('refuses to charge an expired hold (Check 20) and gives a late payment the place only when one is free', async () => {
    const backend = createTestBackend();
    const gameId = backend.seed.registration.onePlaceLeftGameIds[1]!;
    const first = await registered(backend, gameId, guestRegistration({ email: 'late@example.com', teamName: 'Late' }));
    const intent = (await intentFor(backend, first.data.id, { accessToken: first.accessToken })).body as PaymentIntentReply;
    backend.clock.now += 16 * MINUTE;
    expect((await notify(backend, 'check', intent.data, { transactionId: 1 })).body).toEqual({ code: 20 });

    // A payment the provider made anyway (no Check) while the place is still free: the team gets it back.
    expect((await notify(backend, 'pay', intent.data, { transactionId: 2 })).body).toEqual({ code: 0 });
    expect(await readRegistration(backend, first.data.id, { accessToken: first.accessToken })).toMatchObject({ status: 'READY', paid: 10 });

    // The same story when the place went to another team meanwhile: refund due, the registration stays CANCELLED.
    const other = await registered(backend, backend.seed.registration.onePlaceLeftGameIds[0]!, {
      ...guestRegistration({ email: 'x@example.com' }),
      language: 'en',
    });
    const otherIntent = (await intentFor(backend, other.data.id, { accessToken: other.accessToken })).body as PaymentIntentReply;
    backend.clock.now += 16 * MINUTE;
    await registered(backend, backend.seed.registration.onePlaceLeftGameIds[0]!, guestRegistration({ email: 'y@example.com', teamName: 'Quick' }));
    expect((await notify(backend, 'pay', otherIntent.data, { transactionId: 3 })).body).toEqual({ code: 0 });
    expect(await readRegistration(backend, other.data.id, { accessToken: other.accessToken })).toMatchObject({ status: 'CANCELLED', cancelReason: 'sold_out' });
    expect(count(backend, 'SELECT refund_due FROM payments WHERE id = ?', otherIntent.data.paymentId)).toBe(1);
  });

  it('a team whose hold ran out may register again: its registration comes back, its old intent is void', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend);
    const gameId = backend.seed.registration.openGameIds.ru;
    const first = await registered(backend, gameId, registration(), token);
    const oldIntent = (await intentFor(backend, first.data.id, { token })).body as PaymentIntentReply;
    backend.clock.now += 16 * MINUTE;
    registrationFor(backend.services).sweep();
    const again = await registered(backend, gameId, registration(), token);
    expect(again.data).toMatchObject({ id: first.data.id, status: 'PENDING', paymentState: 'awaiting_payment', cancelReason: null });
    expect((await notify(backend, 'check', oldIntent.data, { transactionId: 9 })).body).toEqual({ code: 20 });
  });

  it('a free game and a 100 % code confirm at once, without payment', async () => {
    const backend = createTestBackend();
    const free = await registered(backend, backend.seed.registration.freeGameIds[1]!, guestRegistration());
    expect(free.data).toMatchObject({ status: 'READY', paymentState: 'not_required', amount: 0, amountDue: 0, price: 0 });
    const promo = await registered(backend, backend.seed.registration.openGameIds.en, guestRegistration({ promo: 'free100', email: 'f@example.com' }));
    expect(promo.data).toMatchObject({
      status: 'READY',
      paymentState: 'not_required',
      price: 10,
      amount: 0,
      promo: 'FREE100',
      discount: { type: 'percent', value: 100 },
    });
    expect((await intentFor(backend, promo.data.id, { accessToken: promo.accessToken })).body).toMatchObject({ reason: 'already_paid' });
  });

  it('a paid registration counts once however the payment is confirmed', async () => {
    const backend = createTestBackend();
    const gameId = backend.seed.registration.openGameIds.en;
    const before = taken(backend, gameId);
    const reply = await registered(backend, gameId, guestRegistration());
    const intent = (await intentFor(backend, reply.data.id, { accessToken: reply.accessToken })).body as PaymentIntentReply;
    await payThroughWebhooks(backend, intent.data, 42);
    expect(taken(backend, gameId)).toBe(before + 1);
  });
});
