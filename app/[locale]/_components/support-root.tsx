'use client';
import { Suspense, type ReactNode } from 'react';
import { SupportRequestProvider, useSupportRequest } from '@/features/support/store/support-request-provider';
import { lazyOrReload } from '@/lib/monitoring/lazy-or-reload';

// The modal (its form, the API client, its messages) loads on the first opening, never with the page.
const SupportFlow = lazyOrReload(() => import('./support-flow').then((m) => m.SupportFlow));

function SupportHost() {
  const { requested } = useSupportRequest();
  return requested ? (
    <Suspense fallback={null}>
      <SupportFlow />
    </Suspense>
  ) : null;
}

/** The page's support modal: any support button below opens it (the shell's, the game page's, the registration's). */
export function SupportRoot({ children }: { children: ReactNode }) {
  return (
    <SupportRequestProvider>
      {children}
      <SupportHost />
    </SupportRequestProvider>
  );
}
