'use client';
import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { filtersToSearch, parseFilters, withKnownCity } from '../model/filters';
import type { CatalogueFilters } from '../types';

/** Fired after the catalogue pushes a new address (pushState itself fires no event). */
const ADDRESS_CHANGED = 'catalogue:address';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ADDRESS_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ADDRESS_CHANGED, onChange);
  };
}

/**
 * The catalogue's filters live in the address (shareable, reload-safe, back and forward). A change pushes a history
 * entry with the History API, which Next.js's router integrates without asking the server to render the page again:
 * the list island fetches what it needs itself.
 * In the browser the address bar is read directly: a choice shows at once (the router applies pushState in a
 * transition), and back/forward always win, even across a reload where the router may not replay an old entry.
 * On the server (and while hydrating) the page's searchParams are the address. A navigation by the router (a link)
 * re-renders through useSearchParams, which re-reads the address too.
 */
export function useFiltersInAddress(cityIds: readonly number[]) {
  const searchParams = useSearchParams();
  const serverSearch = searchParams?.toString() ?? '';
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => (serverSearch ? `?${serverSearch}` : ''),
  );
  const filters = useMemo(() => withKnownCity(parseFilters(new URLSearchParams(search)), cityIds), [search, cityIds]);
  const setFilters = useCallback((next: CatalogueFilters) => {
    const query = filtersToSearch(next, new URLSearchParams(window.location.search));
    window.history.pushState(null, '', `${window.location.pathname}${query}`);
    window.dispatchEvent(new Event(ADDRESS_CHANGED));
  }, []);
  return { filters, setFilters };
}
