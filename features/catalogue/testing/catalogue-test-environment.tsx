import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { catalogues } from '@/tests/catalogues';

export { installPublicConfig } from '@/tests/public-config';

/**
 * What Next's app router does for the address in the browser: useSearchParams follows history.pushState and
 * back/forward (popstate). Unit tests have no router mounted, so this stands in for that one integration.
 */
function AddressProvider({ children }: { children: ReactNode }) {
  const [search, setSearch] = useState(() => window.location.search);
  useEffect(() => {
    const original = window.history.pushState;
    window.history.pushState = function pushState(...args: Parameters<History['pushState']>) {
      original.apply(window.history, args);
      setSearch(window.location.search);
    };
    const onPopState = () => setSearch(window.location.search);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.history.pushState = original;
      window.removeEventListener('popstate', onPopState);
    };
  }, []);
  return <SearchParamsContext.Provider value={new URLSearchParams(search)}>{children}</SearchParamsContext.Provider>;
}

/** Renders a catalogue component with messages, a query client and the address. */
export function renderCatalogue(ui: ReactElement, queryClient: QueryClient, locale: Locale = 'ru') {
  return render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Europe/Moscow">
      <QueryClientProvider client={queryClient}>
        <AddressProvider>{ui}</AddressProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}
