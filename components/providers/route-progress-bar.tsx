'use client';
import { ProgressProvider } from '@bprogress/next/app';
import { timings } from '@/lib/config/timings';

/**
 * The route progress bar (@bprogress/next): it starts on link clicks and router pushes and ends when the address
 * changes. Rendered without children: it only listens, so it need not wrap the page (see route-progress.tsx).
 */
export function RouteProgressBar({ nonce }: { nonce?: string | undefined }) {
  return (
    <ProgressProvider
      color="var(--accent-strong)"
      height="3px"
      nonce={nonce}
      delay={timings.progressBarThrottleMs}
      // The bar creeps towards the end over about the spec's 5 s if a navigation is slow.
      options={{ showSpinner: false, trickleSpeed: timings.progressBarDurationMs / 20 }}
      shallowRouting
    >
      {null}
    </ProgressProvider>
  );
}
