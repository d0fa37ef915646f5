import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { catalogues } from '@/tests/catalogues';

export { installPublicConfig } from '@/tests/public-config';

export function renderWithMessages(ui: ReactElement, locale: Locale = 'ru') {
  // The form's write is a mutation, as in the app (AppProviders): a fresh client per test, no retries.
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Europe/Moscow">
        {ui}
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup() };
}
