import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { apiFamilies, apiFamilyNames, type ApiFamily } from '@/contract/families';
import { isLazyNamespace, pickMessages } from '@/lib/i18n/message-sets';
import { isLocale } from '@/lib/i18n/routing';
import { catalogues } from '@/tests/catalogues';

/** Origin of the fake platform API the tests talk to; every family sits under it with its real prefix. */
export const TEST_API_ORIGIN = 'http://api.test';

export const testBaseUrls = Object.fromEntries(apiFamilyNames.map((family) => [family, `${TEST_API_ORIGIN}${apiFamilies[family]}`])) as Record<
  ApiFamily,
  string
>;

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

/**
 * The site's own `/i18n/{locale}/{namespace}.json` (app/i18n, fetched by lib/i18n/lazy-messages.tsx), answered
 * from the same catalogues the component tests render with.
 */
export const lazyMessagesHandler = http.get('*/i18n/:locale/:file', ({ params }) => {
  const locale = String(params.locale);
  const namespace = String(params.file).replace(/\.json$/, '');
  if (!isLocale(locale) || !isLazyNamespace(namespace)) return new HttpResponse(null, { status: 404 });
  return HttpResponse.json(pickMessages(catalogues[locale], [namespace]));
});
