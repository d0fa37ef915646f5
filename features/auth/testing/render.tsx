import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { catalogues } from '@/tests/catalogues';

/** Renders with the app's client providers: messages of a locale and a fresh query client per call. */
export function renderWithProviders(ui: ReactElement, { locale = 'ru', ...options }: { locale?: Locale } & RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Europe/Moscow">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </NextIntlClientProvider>
  );
  return { ...render(ui, { wrapper: Wrapper, ...options }), queryClient, user: userEvent.setup() };
}
