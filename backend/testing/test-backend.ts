import { loadBackendConfig, type BackendConfig } from '../config';
import { openDatabase } from '../db/database';
import { createApp } from '../http/app';
import { createLogger } from '../logger';
import { seedDatabase } from '../seed/seed';
import { createServices, type ServiceOptions } from '../services';

/** A fixed instant for tests: a Wednesday, shortly before Europe's switch to summer time (exercises DST). */
export const TEST_NOW = new Date('2025-03-19T09:00:00.000Z');

export const TEST_ORIGIN = 'http://localhost:3000';

/** Config for tests: in-memory database, silent log, one allowed web origin. */
export function testConfig(overrides: Record<string, string> = {}): BackendConfig {
  return loadBackendConfig({ DATABASE_PATH: ':memory:', LOG_LEVEL: 'silent', WEB_ORIGINS: TEST_ORIGIN, ...overrides });
}

/** A seeded in-memory backend with a movable clock, exercised through `app.request()` (real HTTP semantics). */
export function createTestBackend(overrides: Record<string, string> = {}, options: ServiceOptions = {}) {
  const config = testConfig(overrides);
  const db = openDatabase(config.databasePath);
  const seed = seedDatabase(db, TEST_NOW);
  const clock = { now: TEST_NOW.getTime() };
  const services = createServices(db, config, () => clock.now, createLogger(config.logLevel), options);
  const app = createApp(services);
  return { config, db, seed, clock, services, app };
}

export type TestBackend = ReturnType<typeof createTestBackend>;

/** JSON request helper over app.request(). */
export async function call(
  backend: TestBackend,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await backend.app.request(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
}
