// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paymentIntentReplySchema, type PaymentIntentReply } from '@/contract/schemas/registration';
import { registrationFor } from '../registration/registration-module';
import { count, guestRegistration, intentFor, loginAs, notify, readRegistration, registered, registration, BASE } from '../registration/registration-test-kit';
import { call, createTestBackend } from '../testing/test-backend';

const MINUTE = 60_000;

async function pendingGuest() {
  const backend = createTestBackend();
  const reply = await registered(backend, backend.seed.registration.openGameIds.en, guestRegistration());
  return { backend, id: reply.data.id, auth: { accessToken: reply.accessToken } };
}

describe('payment intents', () => {
  it('a double click, a retry or a reload gets the same open intent: one invoice, charged once', async () => {
    const { backend, id, auth } = await pendingGuest();
    const [a, b] = await Promise.all([intentFor(backend, id, auth), intentFor(backend, id, auth)]);
    const c = await intentFor(backend, id, auth, {}, 'pay-key');
    const d = await intentFor(backend, id, auth, {}, 'pay-key');
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 201]);
    const invoices = new Set([a, b, c, d].map((reply) => (reply.body as PaymentIntentReply).data.invoiceId));
    expect(invoices.size).toBe(1);
    expect(paymentIntentReplySchema.parse(a.body)).toEqual(a.body);
    expect(count(backend, 'SELECT COUNT(*) FROM payments WHERE participant_id = ?', id)).toBe(1);
  });

  it('after a decline the registration keeps its place and the next attempt is a new invoice', async () => {
    const { backend, id, auth } = await pendingGuest();
    const first = (await intentFor(backend, id, auth)).body as PaymentIntentReply;
    expect((await notify(backend, 'check', first.data, { transactionId: 10 })).body).toEqual({ code: 0 });
    expect((await readRegistration(backend, id, auth)).paymentState).toBe('processing');
    expect((await intentFor(backend, id, auth)).body).toMatchObject({ reason: 'payment_in_progress' });
    expect((await notify(backend, 'fail', first.data, { transactionId: 10, reason: 'Insufficient funds' })).body).toEqual({ code: 0 });
    expect(await readRegistration(backend, id, auth)).toMatchObject({ status: 'PENDING', paymentState: 'failed', failureReason: 'Insufficient funds' });

    const second = await intentFor(backend, id, auth);
    expect(second.status).toBe(201);
    expect((second.body as PaymentIntentReply).data.invoiceId).not.toBe(first.data.invoiceId);
    // The declined invoice can no longer be charged.
    expect((await notify(backend, 'check', first.data, { transactionId: 11 })).body).toEqual({ code: 13 });
  });

  it('refuses to pay what is paid, cancelled, or someone else’s, and asks for the session again on a stale token', async () => {
    const { backend, id, auth } = await pendingGuest();
    const intent = (await intentFor(backend, id, auth)).body as PaymentIntentReply;
    await notify(backend, 'check', intent.data, { transactionId: 20 });
    await notify(backend, 'pay', intent.data, { transactionId: 20 });
    expect(await intentFor(backend, id, auth)).toMatchObject({ status: 409, body: { reason: 'already_paid' } });
    expect((await intentFor(backend, id, { accessToken: 'nope' })).status).toBe(403);
    expect((await call(backend, 'POST', `${BASE}/registrations/${id}/payment`, { token: 'expired-token' })).status).toBe(401);

    const other = await registered(backend, backend.seed.registration.openGameIds.en, guestRegistration({ email: 'o@example.com' }));
    backend.clock.now += 16 * MINUTE;
    expect(await intentFor(backend, other.data.id, { accessToken: other.accessToken })).toMatchObject({ status: 409, body: { reason: 'hold_expired' } });
  });
});

describe('the provider’s webhook', () => {
  it('refuses a forged or missing signature and records nothing', async () => {
    const { backend, id, auth } = await pendingGuest();
    const intent = (await intentFor(backend, id, auth)).body as PaymentIntentReply;
    const forged = await notify(backend, 'pay', intent.data, { secret: 'not-the-secret-at-all' });
    expect(forged.status).toBe(401);
    const missing = await backend.app.request(`${BASE}/payments/webhooks/pay`, { method: 'POST', body: 'TransactionId=1' });
    expect(missing.status).toBe(401);
    expect(count(backend, 'SELECT COUNT(*) FROM payment_notifications')).toBe(0);
    expect((await readRegistration(backend, id, auth)).status).toBe('PENDING');
  });

  it('registers once however many times a payment is delivered', async () => {
    const { backend, id, auth } = await pendingGuest();
    const intent = (await intentFor(backend, id, auth)).body as PaymentIntentReply;
    await notify(backend, 'check', intent.data, { transactionId: 30 });
    const replies = await Promise.all(Array.from({ length: 100 }, () => notify(backend, 'pay', intent.data, { transactionId: 30 })));
    expect(replies.every((reply) => reply.status === 200 && reply.body.code === 0)).toBe(true);
    expect(await readRegistration(backend, id, auth)).toMatchObject({ status: 'READY', paid: 10 });
    expect(count(backend, "SELECT COUNT(*) FROM payments WHERE status = 'succeeded' AND participant_id = ?", id)).toBe(1);
    expect(count(backend, "SELECT COUNT(*) FROM registration_letters WHERE participant_id = ? AND kind = 'registration_confirmed'", id)).toBe(1);
    expect(count(backend, "SELECT COUNT(*) FROM mail_outbox WHERE kind = 'registration_confirmed' AND to_email = 'jane@example.com'")).toBe(1);
  });

  it('answers the provider’s codes for an unknown invoice and a wrong amount', async () => {
    const { backend, id, auth } = await pendingGuest();
    const intent = (await intentFor(backend, id, auth)).body as PaymentIntentReply;
    expect((await notify(backend, 'check', { ...intent.data, invoiceId: 'reg-0-0' }, { transactionId: 97 })).body).toEqual({ code: 10 });
    expect((await notify(backend, 'check', intent.data, { amount: 1, transactionId: 98 })).body).toEqual({ code: 12 });
    expect((await notify(backend, 'pay', intent.data, { amount: 1, transactionId: 99 })).body).toEqual({ code: 12 });
    expect((await readRegistration(backend, id, auth)).status).toBe('PENDING');
  });

  it('a second successful charge of a paid registration is marked for refund, never a second place', async () => {
    const { backend, id, auth } = await pendingGuest();
    const intent = (await intentFor(backend, id, auth)).body as PaymentIntentReply;
    await notify(backend, 'pay', intent.data, { transactionId: 40 });
    await notify(backend, 'pay', intent.data, { transactionId: 41 });
    expect(count(backend, 'SELECT refund_due FROM payments WHERE id = ?', intent.data.paymentId)).toBe(1);
    expect((await readRegistration(backend, id, auth)).paid).toBe(10);
  });
});

describe('paying a DEFERRED registration later', () => {
  it('re-checks its promo code first: 422 when it no longer applies, then the full price or another code', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend);
    const regs = registrationFor(backend.services);
    const limited = regs.promo.create({ code: 'ONCE25', type: 'percent', value: 25, usageLimit: 1 }, backend.clock.now);
    const deferred = await registered(backend, backend.seed.registration.openGameIds.ru, registration({ payLater: true, promo: 'once25' }), token);
    expect(deferred.data).toMatchObject({ status: 'DEFERRED', promo: 'ONCE25', promoId: limited, amount: 674, amountDue: 674 });

    // Someone else spends the only use meanwhile.
    const other = await registered(backend, backend.seed.registration.openGameIds.en, guestRegistration({ email: 'quick@example.com' }));
    const otherIntent = await intentFor(backend, other.data.id, { accessToken: other.accessToken }, { promo: 'ONCE25' });
    expect(otherIntent.status).toBe(201);
    await notify(backend, 'pay', (otherIntent.body as PaymentIntentReply).data, { transactionId: 50 });

    const refused = await intentFor(backend, deferred.data.id, { token });
    expect(refused).toMatchObject({ status: 422, body: { errors: { promo: ['Промокод уже использован максимальное количество раз.'] } } });
    const full = await intentFor(backend, deferred.data.id, { token }, { promo: null });
    expect(full.status).toBe(201);
    expect((full.body as PaymentIntentReply).data.amount).toBe(899);
    const other20 = await intentFor(backend, deferred.data.id, { token }, { promo: 'QUIZ20' });
    expect((other20.body as PaymentIntentReply).data.amount).toBe(719);
    expect((other20.body as PaymentIntentReply).registration).toMatchObject({ promo: 'QUIZ20', amount: 719, status: 'DEFERRED' });
  });
});
