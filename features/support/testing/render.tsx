import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { pickMessages, SITE_MESSAGES } from '@/lib/i18n/message-sets';
import type { Locale } from '@/lib/i18n/routing';
import { catalogues } from '@/tests/catalogues';
import { SupportButton } from '../components/support-button';
import { SupportModal } from '../components/support-modal';
import { SupportRequestProvider } from '../store/support-request-provider';
import type { SupportRequestOptions, SupportViewer } from '../types';

export { installPublicConfig } from '@/tests/public-config';
export { apiUrl, lazyMessagesHandler, setupMswServer } from '@/tests/msw';

/**
 * A page with a support button and the modal, as the layout composes them: the page's messages only (the modal
 * fetches its own namespace, answered by `lazyMessagesHandler`) and a fresh query client.
 */
export function renderSupport({
  locale = 'ru',
  viewer = null,
  options = {},
}: { locale?: Locale; viewer?: SupportViewer | null; options?: SupportRequestOptions } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const pageMessages = pickMessages(catalogues[locale], [...SITE_MESSAGES]);
  const Providers = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={pageMessages} timeZone="Europe/Moscow">
      <QueryClientProvider client={queryClient}>
        <SupportRequestProvider>{children}</SupportRequestProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
  const view = render(
    <>
      <SupportButton label="open support" {...options} />
      <SupportModal viewer={viewer} />
    </>,
    { wrapper: Providers },
  );
  return { ...view, user: userEvent.setup() };
}

/** A file as the picker gives it: `bytes` long, with the browser's declared type. */
export const fileOf = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });
