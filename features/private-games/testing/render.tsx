import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { AREA_MESSAGES, pickMessages, SITE_MESSAGES } from '@/lib/i18n/message-sets';
import type { Locale } from '@/lib/i18n/routing';
import { catalogues } from '@/tests/catalogues';

/** Renders a private-games client component with the messages its page carries and a fresh query client. */
export function renderPrivate(ui: ReactElement, locale: Locale = 'ru') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const messages = pickMessages(catalogues[locale], [...SITE_MESSAGES, ...AREA_MESSAGES.private]);
  const Providers = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Moscow">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </NextIntlClientProvider>
  );
  return { ...render(ui, { wrapper: Providers }), queryClient, user: userEvent.setup() };
}
