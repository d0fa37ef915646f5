import { expect } from 'vitest';
import type { StoredLetter } from '../../mail/outbox';
import { call, type TestBackend } from '../../testing/test-backend';

/** Helpers shared by the accounts route tests (real app, real in-memory database). */
export const BASE = '/api/base';
export const EN = { 'Accept-Language': 'en' };
export const FR = { 'Accept-Language': 'fr' };

export const newPlayer = (overrides: Record<string, unknown> = {}) => ({
  name: 'Анна Петрова',
  email: 'anna@example.com',
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
  is_live: 1,
  is_promo: false,
  ...overrides,
});

/** JSON call from a given client address (the throttles key on it). */
export async function callFrom(backend: TestBackend, address: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await backend.app.request(
    path,
    {
      method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

/** The outbox as the e2e tests read it: GET /dev/mail.json?to=. */
export async function lettersTo(backend: TestBackend, email: string): Promise<StoredLetter[]> {
  const reply = await call(backend, 'GET', `/dev/mail.json?to=${encodeURIComponent(email)}`);
  expect(reply.status).toBe(200);
  return (reply.body as { data: StoredLetter[] }).data;
}

/** The one-time token in a letter's link (/mail-auth/{code} or /password/reset/{token}). */
export function tokenOf(letter: StoredLetter): string {
  const link = new URL(letter.links[0]!);
  return decodeURIComponent(link.pathname.split('/').pop()!);
}

export async function register(backend: TestBackend, overrides: Record<string, unknown> = {}, headers: Record<string, string> = EN) {
  const reply = await call(backend, 'POST', `${BASE}/players`, { body: newPlayer(overrides), headers });
  expect(reply.status).toBe(201);
  return reply;
}
