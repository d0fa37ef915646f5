import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { catalogues } from '@/tests/catalogues';
import { pickMessages, SITE_MESSAGES } from '@/lib/i18n/message-sets';
import { RegistrationModal, type RegistrationModalProps } from '../components/registration-modal';

/**
 * Renders the registration modal as the home page does: with the page's messages only (the modal fetches its own
 * namespace, answered by `lazyMessagesHandler`) and a fresh query client.
 */
export function renderRegistration(props: Partial<RegistrationModalProps> & { locale?: Locale } = {}) {
  const { locale = 'ru', ...rest } = props;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } } });
  const onAuthRequired = rest.onAuthRequired ?? vi.fn();
  const onConfirmed = rest.onConfirmed ?? vi.fn();
  const modalProps: RegistrationModalProps = { gameId: 5, viewer: null, viewerSince: 0, ...rest, onAuthRequired, onConfirmed };
  const pageMessages = pickMessages(catalogues[locale], [...SITE_MESSAGES, 'catalogue']);
  const Providers = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={pageMessages} timeZone="Europe/Moscow">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </NextIntlClientProvider>
  );
  const view = render(<RegistrationModal {...modalProps} />, { wrapper: Providers });
  return {
    ...view,
    queryClient,
    onAuthRequired,
    onConfirmed,
    user: userEvent.setup(),
    rerenderWith: (next: Partial<RegistrationModalProps>) => view.rerender(<RegistrationModal {...modalProps} {...next} />),
  };
}
