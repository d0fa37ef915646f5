import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { createApiClient } from '@/lib/api/create-api-client';
import type { Locale } from '@/lib/i18n/routing';
import { testBaseUrls } from '@/tests/msw';
import { ExpertProvider } from '../components/expert-provider';
import type { GameState } from '../types';
import { catalogues } from '@/tests/catalogues';

/** Renders a console component inside the real providers (messages, query client, store, engine); MSW answers. */
/** A Storage of one test's own (jsdom's sessionStorage would carry one test's console memory into the next). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

interface RenderConsoleOptions {
  state: GameState;
  locale?: Locale;
  gameId?: number;
  expertId?: number;
  /** The tab's memory across reloads (a fresh, empty one by default). */
  storage?: Storage;
  /**
   * How often the console re-reads the game while no GameStateChanged has come: an hour by default, so a test's
   * backend answers only the calls the test is about; the tests of following colleagues set a short one.
   */
  followMs?: number;
}

export function renderConsole(
  ui: ReactElement,
  { state, locale = 'ru', gameId = 5, expertId = 7, storage = memoryStorage(), followMs = 3_600_000 }: RenderConsoleOptions,
) {
  const api = createApiClient({ baseUrls: testBaseUrls, getToken: () => 'test-token', retries: 0 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Europe/Moscow">
      <QueryClientProvider client={queryClient}>
        <ExpertProvider gameId={gameId} expertId={expertId} state={state} api={api} engineOptions={{ storage, otherTabsWaitMs: 100, followMs }}>
          {children}
        </ExpertProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}
