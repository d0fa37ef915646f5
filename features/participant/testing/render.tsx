import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { createApiClient } from '@/lib/api/create-api-client';
import type { Locale } from '@/lib/i18n/routing';
import { testBaseUrls } from '@/tests/msw';
import { participantKeys } from '../api/participant-queries';
import { ParticipantProvider } from '../components/participant-provider';
import type { ParticipantScreen, StoredAnswer } from '../types';
import { catalogues } from '@/tests/catalogues';

/** The API client the tests talk to (MSW answers it); no retries, so a failure shows at once. */
const testApi = () => createApiClient({ baseUrls: testBaseUrls, getToken: () => 'test-token', retries: 0 });

/** Renders a participant-screen component inside the real providers: messages, query client, store and sync. */
export function renderScreen(
  ui: ReactElement,
  {
    screen,
    draft = [],
    locale = 'ru',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: {
    screen: ParticipantScreen;
    draft?: StoredAnswer[];
    locale?: Locale;
    queryClient?: QueryClient;
  },
) {
  const api = testApi();
  // As the server render hands them over (HydrationBoundary): the screen and the team's result cards.
  queryClient.setQueryData(participantKeys.status(screen.id), screen);
  if (!queryClient.getQueryData(participantKeys.results(screen.id))) queryClient.setQueryData(participantKeys.results(screen.id), []);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Europe/Moscow">
      <QueryClientProvider client={queryClient}>
        <ParticipantProvider
          screen={screen}
          draft={draft}
          viewer={{ id: 1, name: 'Иван' }}
          initialTab="rating"
          streamEnabled
          api={api}
          storage={localStorage}
          syncOptions={{ retryDelaysMs: [1000] }}
        >
          {children}
        </ParticipantProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}
