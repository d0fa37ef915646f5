// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { apiUrl, setupMswServer, TEST_API_ORIGIN } from '@/tests/msw';
import { wireGame } from '../testing/fixtures';
import { CatalogueIsland, type CatalogueIslandProps } from './catalogue-island';
import { CatalogueSection } from './catalogue-section';

// The cards' links follow the App Router, which needs its context: only this framework boundary is replaced.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push: () => undefined }),
}));

vi.mock('server-only', () => ({}));
// A unit test has no request: an anonymous visitor's cookies.
vi.mock('next/headers', () => ({ cookies: async () => ({ has: () => false, get: () => undefined }) }));
// next-intl's server entry needs the React server runtime a unit test does not have: the same translator, built from
// the project's own messages.
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('@/lib/i18n/messages');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'ru' | 'en' | 'fr'; namespace: 'catalogue' }) =>
      createTranslator({ locale, messages: await loadMessages(locale), namespace }),
  };
});

const anchors = { subscribe: '#subscribe', private: null };
const cities = http.get(apiUrl('baseMain', '/cities/all'), () => HttpResponse.json({ data: [{ id: 1, name: 'Москва' }] }));
const failingGames = http.get(apiUrl('baseMain', '/games'), () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }));
const server = setupMswServer(cities);

/** The island's props in the section's element tree (the section hands its server state to the island). */
function islandProps(node: ReactNode): CatalogueIslandProps | undefined {
  if (!isValidElement(node)) return Array.isArray(node) ? node.map(islandProps).find(Boolean) : undefined;
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (element.type === CatalogueIsland) return element.props as unknown as CatalogueIslandProps;
  return islandProps(element.props.children);
}

describe('CatalogueSection on the server', () => {
  it('fakes nothing: the test API is the one the server client calls', () => {
    expect(apiUrl('baseMain', '/games').startsWith(TEST_API_ORIGIN)).toBe(true);
  });

  it('renders a failed games read as the island’s error state (a page rendered for this request)', async () => {
    server.use(failingGames);
    const element = await CatalogueSection({ locale: 'en', searchParams: {}, anchors });
    expect(islandProps(element)?.serverFailed).toBe(true);
  });

  it('rethrows it for a render shared with every visitor, so the failure is never stored', async () => {
    server.use(failingGames);
    await expect(CatalogueSection({ locale: 'fr', searchParams: {}, anchors, rethrowFailures: true })).rejects.toMatchObject({
      status: 500,
    });
  });

  it('renders the list either way when the read succeeds', async () => {
    server.use(http.get(apiUrl('baseMain', '/games'), () => HttpResponse.json({ count: 1, items: [wireGame(7)] })));
    const element = await CatalogueSection({ locale: 'ru', searchParams: {}, anchors, rethrowFailures: true });
    expect(islandProps(element)?.serverFailed).toBe(false);
    // The count comes written, so the browser need not build plural rules to hydrate it.
    expect(islandProps(element)?.initialCount).toEqual({ total: 1, text: '1 игра' });
  });

  it('writes the count in the page language, and none when the read failed', async () => {
    server.use(http.get(apiUrl('baseMain', '/games'), () => HttpResponse.json({ count: 22, items: [wireGame(7)] })));
    expect(islandProps(await CatalogueSection({ locale: 'en', searchParams: {}, anchors }))?.initialCount).toEqual({ total: 22, text: '22 games' });
    expect(islandProps(await CatalogueSection({ locale: 'fr', searchParams: {}, anchors }))?.initialCount?.text).toBe('22 parties');
    server.use(failingGames);
    // (Anonymous replies are shared for a few seconds per address: another filter is another read.)
    expect(islandProps(await CatalogueSection({ locale: 'ru', searchParams: { type: 'family' }, anchors }))?.initialCount).toBeNull();
  });
});
