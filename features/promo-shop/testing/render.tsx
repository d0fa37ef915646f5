import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { pickMessages, SITE_MESSAGES, AREA_MESSAGES } from '@/lib/i18n/message-sets';
import { catalogues } from '@/tests/catalogues';
import { toPack } from '../api/to-promo-shop';
import { PromoShop } from '../components/promo-shop';
import { packsWire } from './fixtures';

interface Options {
  locale?: Locale;
  packId?: number | null;
  buyerEmail?: string | null;
  purchaseId?: number | null;
}

/** Renders the shop's island as its page does: the packs from the server, the page's and the shop's messages. */
export function renderShop({ locale = 'en', packId = 2, buyerEmail = null, purchaseId = null }: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const messages = pickMessages(catalogues[locale], [...SITE_MESSAGES, ...AREA_MESSAGES.promoShop]);
  const Providers = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </NextIntlClientProvider>
  );
  const packs = packsWire.map((wire) => toPack(wire, locale));
  const ui = () => <PromoShop packs={packs} packId={packId} buyerEmail={buyerEmail} purchaseId={purchaseId} />;
  const view = render(ui(), { wrapper: Providers });
  return { ...view, user: userEvent.setup(), queryClient };
}
