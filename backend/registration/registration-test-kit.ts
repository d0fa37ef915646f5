import { expect } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@/contract/headers';
import { PAYMENT_SIGNATURE_HEADER, type PaymentIntentReply, type RegisterReply, type RegistrationWire } from '@/contract/schemas/registration';
import { signNotification } from '../payments/signature';
import { call, type TestBackend } from '../testing/test-backend';

/** Helpers of the registration and payment tests (real app, real in-memory database, movable clock). */
export const BASE = '/api/base';
export const MAIN = '/api/base/main';

export async function loginAs(backend: TestBackend, email = 'player@quiz.test'): Promise<string> {
  const reply = await call(backend, 'POST', `${BASE}/login`, { body: { email, password: 'demo12345' } });
  expect(reply.status).toBe(200);
  return (reply.body as { access_token: string }).access_token;
}

export const registration = (overrides: Record<string, unknown> = {}) => ({
  language: 'ru',
  name: 'Иван Петров',
  cityId: 1,
  teamName: 'Совы',
  consent: true,
  agreement: true,
  ...overrides,
});

export const guestRegistration = (overrides: Record<string, unknown> = {}) =>
  registration({ language: 'en', name: 'Jane Doe', email: 'jane@example.com', teamName: 'Night Owls', cityId: undefined, city: 'Bristol', ...overrides });

export async function registerFor(
  backend: TestBackend,
  gameId: number,
  body: Record<string, unknown>,
  options: { token?: string; headers?: Record<string, string> } = {},
) {
  return call(backend, 'POST', `${BASE}/games/${gameId}/registrations`, { body, token: options.token, headers: options.headers });
}

/** Registers and expects a 201; returns the registration and the guest's token, if any. */
export async function registered(backend: TestBackend, gameId: number, body: Record<string, unknown>, token?: string) {
  const reply = await registerFor(backend, gameId, body, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as RegisterReply;
}

/** Credentials of a registration's reads and payments: a bearer token or a guest's access token. */
const credentials = (auth: { token?: string; accessToken?: string }) => ({
  token: auth.token,
  headers: auth.accessToken ? { 'X-Registration-Token': auth.accessToken } : undefined,
});

export async function intentFor(
  backend: TestBackend,
  id: number,
  auth: { token?: string; accessToken?: string },
  body: Record<string, unknown> = {},
  key?: string,
) {
  const { token, headers } = credentials(auth);
  return call(backend, 'POST', `${BASE}/registrations/${id}/payment`, {
    body,
    token,
    headers: { ...headers, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
  });
}

export async function readRegistration(backend: TestBackend, id: number, auth: { token?: string; accessToken?: string }): Promise<RegistrationWire> {
  const { token, headers } = credentials(auth);
  const reply = await call(backend, 'GET', `${BASE}/registrations/${id}`, { token, headers });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as { data: RegistrationWire }).data;
}

/** A notification as the provider posts it: form-encoded, signed with the backend's API secret (or a forged one). */
export async function notify(
  backend: TestBackend,
  kind: 'check' | 'pay' | 'fail',
  intent: PaymentIntentReply['data'],
  options: { transactionId?: number; secret?: string; amount?: number; reason?: string } = {},
) {
  const body = new URLSearchParams({
    TransactionId: String(options.transactionId ?? 555_000 + intent.paymentId),
    Amount: (options.amount ?? intent.amount).toFixed(2),
    Currency: intent.currency,
    InvoiceId: intent.invoiceId,
    AccountId: intent.accountId,
    Email: intent.email,
    Data: JSON.stringify(intent.data),
    ...(options.reason ? { Reason: options.reason, ReasonCode: '5051' } : {}),
  }).toString();
  const signature = signNotification(body, options.secret ?? backend.config.payments.apiSecret);
  const response = await backend.app.request(`${BASE}/payments/webhooks/${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', [PAYMENT_SIGNATURE_HEADER]: signature },
    body,
  });
  return { status: response.status, body: (await response.json()) as { code?: number; message?: string } };
}

/** Check then Pay, as the provider does for a card that goes through. */
export async function payThroughWebhooks(backend: TestBackend, intent: PaymentIntentReply['data'], transactionId?: number) {
  expect((await notify(backend, 'check', intent, { transactionId })).body).toEqual({ code: 0 });
  expect((await notify(backend, 'pay', intent, { transactionId })).body).toEqual({ code: 0 });
}

export const count = (backend: TestBackend, sql: string, ...params: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
