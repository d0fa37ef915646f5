'use client';
import { usePathname } from 'next/navigation';
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { lazyOrReload } from '@/lib/monitoring/lazy-or-reload';
import { InPlaceAddresses } from '@/lib/routing/in-place-addresses';
import { isRegistrationAddress, registrationGameIdOf } from '@/lib/routing/registration-address';

// The registration flow (its dialog, forms, API calls and messages) loads when its address is open, never with
// the page: the home page carries only this watcher of the address.
const RegistrationFlow = lazyOrReload(() => import('./registration-flow').then((m) => m.RegistrationFlow));

const noSubscription = () => () => undefined;

/**
 * The home page's `/reg/{gameId}` (spec: home page with the registration modal). The modal follows the address:
 * opened by a direct load or by a card's "Register" (which changes the address in place, without leaving the
 * page), closed by the address going home (the modal's close rule) or by Back.
 */
export function RegistrationRoute({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const gameId = registrationGameIdOf(pathname);
  // Rendered in the browser only: the flow reads the session cookie and the draft, which the server cannot.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <InPlaceAddresses match={isRegistrationAddress}>
      {children}
      {gameId !== null && inBrowser ? (
        <Suspense fallback={null}>
          <RegistrationFlow key={gameId} gameId={gameId} namesDocument />
        </Suspense>
      ) : null}
    </InPlaceAddresses>
  );
}
