import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { AREA_MESSAGES, pickMessages, SITE_MESSAGES } from '@/lib/i18n/message-sets';
import type { Locale } from '@/lib/i18n/routing';
import { catalogues } from '@/tests/catalogues';

/** Renders a part of teams as the share page does: the site's messages and the share area's, a fresh query client. */
export function renderTeams(ui: ReactElement, locale: Locale = 'ru') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const messages = pickMessages(catalogues[locale], [...SITE_MESSAGES, ...AREA_MESSAGES.share]);
  const Providers = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Moscow">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </NextIntlClientProvider>
  );
  return { ...render(ui, { wrapper: Providers }), queryClient, user: userEvent.setup() };
}

/** A signed-in player, as the session cookie says (the browser API client sends it as the bearer). */
export function signInAs(token = 'player-token') {
  document.cookie = `auth_token=${token}; path=/`;
}

export function signOut() {
  document.cookie = 'auth_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.cookie = 'auth_refresh=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}
