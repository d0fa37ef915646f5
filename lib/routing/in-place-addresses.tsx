'use client';
import { createContext, useCallback, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import { isPlainClick } from './plain-click';

type AddressMatcher = (pathname: string) => boolean;

interface InPlace {
  match: AddressMatcher;
  open?: (address: string) => void;
}

const InPlaceContext = createContext<InPlace | null>(null);

/**
 * Addresses the page under it shows in place: a modal over the page that opens from its own address (the home
 * page's `/reg/{gameId}`). The route that composes the modal says which; links anywhere below (a catalogue card's
 * "Register") then open it without leaving the page, and without knowing the modal's feature.
 *
 * `open`: the route changes the address itself (e.g. once it has painted the modal's pending state); without it
 * the address changes at once.
 */
export function InPlaceAddresses({ match, open, children }: { match: AddressMatcher; open?: (address: string) => void; children: ReactNode }) {
  const value = useMemo(() => ({ match, open }), [match, open]);
  return <InPlaceContext.Provider value={value}>{children}</InPlaceContext.Provider>;
}

/**
 * A click handler for a link: a plain click on a link to an address the page shows in place changes the address
 * with the History API (the Next router follows it: `usePathname` changes, the page stays, no server round trip)
 * instead of navigating, keeping the page's query. New-tab clicks, other addresses, or a page without such
 * addresses navigate as usual.
 */
export function useInPlaceLink() {
  const inPlace = useContext(InPlaceContext);
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!inPlace || event.defaultPrevented || !isPlainClick(event)) return;
      const url = new URL(event.currentTarget.href, window.location.href);
      if (url.origin !== window.location.origin || !inPlace.match(url.pathname)) return;
      event.preventDefault();
      // The page stays, and so does its own state in the query (e.g. the list's filters), unless the link has one.
      const address = `${url.pathname}${url.search || window.location.search}${url.hash}`;
      if (inPlace.open) inPlace.open(address);
      else window.history.pushState(null, '', address);
    },
    [inPlace],
  );
}
