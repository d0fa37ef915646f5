// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { PaymentIntentReply } from '@/contract/schemas/registration';
import { guestRegistration, intentFor, readRegistration, registered } from '../../registration/registration-test-kit';
import { call, createTestBackend, type TestBackend } from '../../testing/test-backend';

async function intentOf(backend: TestBackend) {
  const reply = await registered(backend, backend.seed.registration.openGameIds.en, guestRegistration());
  const auth = { accessToken: reply.accessToken };
  const intent = ((await intentFor(backend, reply.data.id, auth)).body as PaymentIntentReply).data;
  return { id: reply.data.id, auth, intent };
}

const charge = (backend: TestBackend, intent: PaymentIntentReply['data'], cardNumber: string) =>
  call(backend, 'POST', '/dev/payments/charge', { body: { ...intent, cardNumber } });

describe('the local test payment provider (demo mode)', () => {
  it('success: Check and Pay reach the webhook signed, and the registration is READY', async () => {
    const backend = createTestBackend();
    const { id, auth, intent } = await intentOf(backend);
    const reply = await charge(backend, intent, '4242 4242 4242 4242');
    expect(reply.body).toMatchObject({ status: 'completed', transactionId: expect.any(Number) });
    expect(await readRegistration(backend, id, auth)).toMatchObject({ status: 'READY', paymentState: 'paid' });
    // Charging the same invoice again charges nothing: the first transaction comes back.
    expect((await charge(backend, intent, '4242424242424242')).body).toEqual(reply.body);
  });

  it('declined: Fail with the bank’s reason, the place stays held', async () => {
    const backend = createTestBackend();
    const { id, auth, intent } = await intentOf(backend);
    expect((await charge(backend, intent, '4000000000000002')).body).toMatchObject({ status: 'declined', reason: 'Insufficient funds' });
    expect(await readRegistration(backend, id, auth)).toMatchObject({ status: 'PENDING', paymentState: 'failed', failureReason: 'Insufficient funds' });
    // The declined invoice is not charged again (its Check is refused); a new attempt has a new invoice.
    expect((await charge(backend, intent, '4242424242424242')).body).toMatchObject({ status: 'declined', reason: 'The merchant refused the payment' });
    const retry = ((await intentFor(backend, id, auth)).body as PaymentIntentReply).data;
    expect((await charge(backend, retry, '1234123412341234')).body).toMatchObject({ status: 'declined', reason: 'Invalid card number' });
  });

  it('3-D Secure: a challenge page, then approve -> paid, or fail -> declined', async () => {
    const backend = createTestBackend();
    const { id, auth, intent } = await intentOf(backend);
    const started = (await charge(backend, intent, '4000 0000 0000 3220')).body as { status: string; transactionId: number; challengeUrl: string };
    expect(started).toMatchObject({ status: 'three_ds', challengeUrl: `/dev/payments/3ds/${started.transactionId}` });
    expect((await readRegistration(backend, id, auth)).paymentState).toBe('processing');
    const page = await backend.app.request(`${started.challengeUrl}?lang=ru-RU`);
    const html = await page.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('Подтвердить платёж');
    const done = await backend.app.request(started.challengeUrl, { method: 'POST', body: new URLSearchParams({ decision: 'approve', lang: 'en-US' }) });
    expect(await done.text()).toContain('postMessage');
    expect(await readRegistration(backend, id, auth)).toMatchObject({ status: 'READY' });

    const other = await intentOf(backend);
    const failed = (await charge(backend, other.intent, '4000000000003220')).body as { transactionId: number; challengeUrl: string };
    await backend.app.request(failed.challengeUrl, { method: 'POST', body: new URLSearchParams({ decision: 'fail' }) });
    expect(await readRegistration(backend, other.id, other.auth)).toMatchObject({ paymentState: 'failed', failureReason: '3-D Secure authentication failed' });
  });

  it('closing the widget during 3-D Secure declines at once, so the payer can try again', async () => {
    const backend = createTestBackend();
    const { id, auth, intent } = await intentOf(backend);
    const started = (await charge(backend, intent, '4000000000003220')).body as { transactionId: number };
    await call(backend, 'POST', `/dev/payments/transactions/${started.transactionId}/cancel`);
    expect(await readRegistration(backend, id, auth)).toMatchObject({ paymentState: 'failed', failureReason: 'User has cancelled' });
    expect((await intentFor(backend, id, auth)).status).toBe(201);
  });

  it('no answer: nothing is sent; the same intent can be paid again afterwards', async () => {
    const backend = createTestBackend();
    const { id, auth, intent } = await intentOf(backend);
    expect((await charge(backend, intent, '4000000000000119')).body).toEqual({ status: 'no_answer', transactionId: null });
    expect(await readRegistration(backend, id, auth)).toMatchObject({ status: 'PENDING', paymentState: 'awaiting_payment' });
    const again = await intentFor(backend, id, auth);
    expect(again.status).toBe(200);
    expect((again.body as PaymentIntentReply).data.invoiceId).toBe(intent.invoiceId);
  });

  it('confirmation later: the widget is told at once, the Pay webhook follows after the configured delay', async () => {
    const backend = createTestBackend({ PAYMENT_TEST_CONFIRM_DELAY_MS: '50-80' });
    const { id, auth, intent } = await intentOf(backend);
    expect((await charge(backend, intent, '4000000000000077')).body).toMatchObject({ status: 'completed_later' });
    expect((await readRegistration(backend, id, auth)).paymentState).toBe('processing');
    await vi.waitFor(async () => expect((await readRegistration(backend, id, auth)).status).toBe('READY'), { timeout: 2000, interval: 50 });
  });

  it('redelivers a payment 100 times: still one registration', async () => {
    const backend = createTestBackend();
    const { id, auth, intent } = await intentOf(backend);
    const paid = (await charge(backend, intent, '4242424242424242')).body as { transactionId: number };
    const redelivered = await call(backend, 'POST', `/dev/payments/transactions/${paid.transactionId}/redeliver?times=100`);
    expect((redelivered.body as { codes: number[] }).codes).toEqual(Array(100).fill(0));
    expect(await readRegistration(backend, id, auth)).toMatchObject({ status: 'READY', paid: 10 });
    expect(backend.db.prepare("SELECT COUNT(*) FROM payments WHERE participant_id = ? AND status = 'succeeded'").pluck().get(id)).toBe(1);
  });

  it('serves the widget script, and nothing of it outside demo mode', async () => {
    const backend = createTestBackend();
    const script = await backend.app.request('/dev/payments/widget.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('window.cp = { CloudPayments: CloudPayments }');
    const production = createTestBackend({ DEMO_MODE: '0' });
    expect((await production.app.request('/dev/payments/widget.js')).status).toBe(404);
    expect((await call(production, 'POST', '/dev/payments/charge', { body: {} })).status).toBe(404);
  });
});
