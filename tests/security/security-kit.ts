import { openDatabase } from '@/backend/db/database';
import { createApp } from '@/backend/http/app';
import { createLogger } from '@/backend/logger';
import { seedCatalogue } from '@/backend/seed/seed';
import { createServices } from '@/backend/services';
import { createTestBackend, TEST_NOW, testConfig } from '@/backend/testing/test-backend';

/**
 * A backend without demo mode, as `NODE_ENV=production npm run backend` builds it: its own seed (no account), an
 * in-memory database, exercised through `app.request()`.
 */
export function createProductionBackend(overrides: Record<string, string> = {}) {
  const config = testConfig({ NODE_ENV: 'production', ...overrides });
  const db = openDatabase(config.databasePath);
  const seed = seedCatalogue(db, TEST_NOW);
  const clock = { now: TEST_NOW.getTime() };
  const services = createServices(db, config, () => clock.now, createLogger(config.logLevel));
  return { config, db, seed, clock, services, app: createApp(services) };
}

export type AnyBackend = ReturnType<typeof createProductionBackend> | ReturnType<typeof createTestBackend>;

let nextAddress = 1;

/**
 * A request as a client at its own address (10.x.y.z) sends it: throttles count per address, and these tests must
 * show what one request gets, not what the hundredth from one address gets.
 */
export async function send(
  backend: AnyBackend,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: BodyInit | null; address?: string } = {},
) {
  const n = nextAddress++;
  const address = options.address ?? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const response = await backend.app.request(
    path,
    { method, headers: options.headers, body: options.body, ...(options.body instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit,
    { incoming: { socket: { remoteAddress: address } } },
  );
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: json as { message?: string; errors?: Record<string, string[]>; data?: unknown } | null,
  };
}

/** A bearer token for a user without going through a login (no password hashing, no throttle). */
export const tokenFor = (backend: AnyBackend, userId: number) => backend.services.tokens.openSession(userId).accessToken;
