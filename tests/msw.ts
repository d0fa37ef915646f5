import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { apiFamilies, apiFamilyNames, type ApiFamily } from '@/contract/families';

/** Origin of the fake platform API the tests talk to; every family sits under it with its real prefix. */
export const TEST_API_ORIGIN = 'http://api.test';

export const testBaseUrls = Object.fromEntries(
  apiFamilyNames.map((family) => [family, `${TEST_API_ORIGIN}${apiFamilies[family]}`]),
) as Record<ApiFamily, string>;

/** Absolute URL of a path inside a family, for MSW handlers: `apiUrl('iam', '/auth/refresh')`. */
export const apiUrl = (family: ApiFamily, path: string) => `${testBaseUrls[family]}${path}`;

/**
 * An MSW server for the current test file: listens before the tests, drops per-test handlers after each test and
 * fails any request no handler answers (a test must say what the network does).
 */
export function setupMswServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
