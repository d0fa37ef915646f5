'use client';
import { useLocale, useTranslations } from 'next-intl';
import { flushSync } from 'react-dom';
import { usePathname, useRouter } from 'next/navigation';
import { Suspense, use, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { PendingModal } from '@/components/ui/pending-modal';
import { loadLazyMessages } from '@/lib/i18n/lazy-messages-load';
import type { Locale } from '@/lib/i18n/routing';
import { REGISTRATION_DIALOG_MAX_WIDTH_PX } from '@/features/registration/dialog-width';
import { lazyOrReload } from '@/lib/monitoring/lazy-or-reload';
import { InPlaceAddresses } from '@/lib/routing/in-place-addresses';
import { modalCloseAddress } from '@/lib/routing/modal-close-address';
import { isRegistrationAddress, registrationGameIdOf } from '@/lib/routing/registration-address';
import { afterNextPaint } from '@/lib/scheduling/after-next-paint';

// The registration flow (its dialog, forms, API calls and messages) loads when its address is open, never with the
// page: the home page carries only this watcher of the address and the modal's pending box. Not warmed when the
// pointer reaches a card's link either: evaluating the flow's code is a long task, and the click that follows would
// often land on it.
const loadFlow = () => import('./registration-flow');
const RegistrationFlow = lazyOrReload(() => loadFlow().then((m) => m.RegistrationFlow));

const loading = new Map<Locale, Promise<unknown>>();
/**
 * Starts loading the flow's code and its messages (once per language); settles when both are here. Failures are
 * left to the parts that need them (a reload, lib/monitoring/lazy-or-reload.ts), which try again themselves.
 */
function loadRegistration(locale: Locale): Promise<unknown> {
  let ready = loading.get(locale);
  if (!ready) {
    ready = Promise.all([loadFlow(), loadLazyMessages(locale, 'registration')]).catch(() => undefined);
    loading.set(locale, ready);
  }
  return ready;
}

/** Holds the pending box (the Suspense fallback) until the code and the messages are both here: no blank between. */
function WhenReady({ ready, children }: { ready: Promise<unknown>; children: ReactNode }) {
  use(ready);
  return children;
}

const noSubscription = () => () => undefined;

/**
 * The home page's `/reg/{gameId}` (spec: home page with the registration modal). The modal follows the address:
 * opened by a direct load or by a card's "Register" (which changes the address in place, without leaving the
 * page), closed by the address going home (the modal's close rule) or by Back.
 *
 * A card's "Register" only schedules the opening, so the click's frame paints at once (INP); the modal's pending
 * box paints in the next frame, the address changes after that (the router's work), and the flow replaces the box
 * once its code and messages are here.
 */
export function RegistrationRoute({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const locale = useLocale() as Locale;
  const router = useRouter();
  // The dialog's own title (`registration.title`: the home page's messages carry that one key of the lazy namespace).
  const t = useTranslations('registration');
  const tc = useTranslations('common');
  const addressGameId = registrationGameIdOf(pathname);
  // The game a click opened before the address says so (a frame), and the flow's loading, which starts only after
  // that frame (inserting its scripts is work too); the address then takes over.
  const [opening, setOpening] = useState<{ gameId: number; ready: Promise<unknown> } | null>(null);
  if (opening !== null && addressGameId !== null) setOpening(null);
  const gameId = addressGameId ?? opening?.gameId ?? null;
  // Rendered in the browser only: the flow reads the session cookie and the draft, which the server cannot.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const cancelPush = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelPush.current?.(), []);
  const open = useCallback(
    (address: string) => {
      const id = registrationGameIdOf(new URL(address, window.location.href).pathname);
      if (id === null) return;
      cancelPush.current?.();
      // The click changes nothing itself, so its frame paints at once; then the pending box, painted on its own;
      // then the address (the router's work) and the flow's scripts.
      cancelPush.current = afterNextPaint(() => {
        const ready = new Promise<unknown>((resolve) => {
          cancelPush.current = afterNextPaint(() => {
            cancelPush.current = null;
            window.history.pushState(null, '', address);
            resolve(loadRegistration(locale));
          });
        });
        flushSync(() => setOpening({ gameId: id, ready }));
      });
    },
    [locale],
  );
  // The pending box closes as the modal would: the address goes home (or never changes, if it had not yet).
  const close = useCallback(() => {
    cancelPush.current?.();
    cancelPush.current = null;
    setOpening(null);
    const home = modalCloseAddress(pathname, locale);
    if (home) router.replace(home, { scroll: false });
  }, [pathname, locale, router]);

  return (
    <InPlaceAddresses match={isRegistrationAddress} open={open}>
      {children}
      {gameId !== null && inBrowser ? (
        <Suspense fallback={<PendingModal title={t('title')} status={tc('loading')} onClose={close} maxWidth={REGISTRATION_DIALOG_MAX_WIDTH_PX} />}>
          <WhenReady ready={opening?.ready ?? loadRegistration(locale)}>
            <RegistrationFlow key={gameId} gameId={gameId} namesDocument />
          </WhenReady>
        </Suspense>
      ) : null}
    </InPlaceAddresses>
  );
}
