'use client';
import { Suspense, useEffect, useState } from 'react';
import { lazyOrReload } from '@/lib/monitoring/lazy-or-reload';
import { whenIdle } from '@/lib/scheduling/when-idle';

const RouteProgressBar = lazyOrReload(() => import('./route-progress-bar').then((m) => m.RouteProgressBar));

/** The first signs of a person at the page: a pointer moving or touching, a key, focus moving into the page. */
const FIRST_INTERACTION = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * A navigation needs a person (a click, a key) or happens after one, so the progress bar loads on the first sign
 * of a visitor instead of with the page: its code (about 5 kB compressed) stays out of every page's first load.
 * A pointer reaches a link before it clicks it, so the bar is in place for the first navigation too.
 */
export function RouteProgress({ nonce }: { nonce?: string | undefined }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    let cancelIdle: (() => void) | undefined;
    // Not during the interaction itself: the bar's first render adds its stylesheet (a style recalculation of the
    // whole page), which would delay the paint of whatever the visitor just did. The next quiet moment will do.
    const want = () => {
      cancelIdle ??= whenIdle(() => setWanted(true), 1000);
    };
    for (const type of FIRST_INTERACTION) window.addEventListener(type, want, { once: true, passive: true, capture: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, want, { capture: true });
      cancelIdle?.();
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <RouteProgressBar nonce={nonce} />
    </Suspense>
  ) : null;
}
