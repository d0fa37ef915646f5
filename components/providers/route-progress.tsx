'use client';
import { Suspense, useEffect, useState } from 'react';
import { lazyOrReload } from '@/lib/monitoring/lazy-or-reload';
import { whenIdle } from '@/lib/scheduling/when-idle';

const RouteProgressBar = lazyOrReload(() => import('./route-progress-bar').then((m) => m.RouteProgressBar));

/** A pointer reaching something, a touch, focus moving: checked for a link below. */
const APPROACH = ['pointerover', 'touchstart', 'focusin'] as const;

const isLink = (target: EventTarget | null) => target instanceof Element && target.closest('a[href]') !== null;

/**
 * The bar shows the progress of a navigation, and a navigation starts at a link: its code (about 5 kB compressed)
 * loads once a pointer, a finger or the focus first reaches one, in the next quiet moment, not with the page. A
 * pointer reaches a link before it clicks it, so the bar is in place for the first navigation. Nothing else loads
 * it: its first render restyles the whole page, which must not land in the middle of a player typing an answer.
 */
export function RouteProgress({ nonce }: { nonce?: string | undefined }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    let cancelIdle: (() => void) | undefined;
    const approached = (event: Event) => {
      if (isLink(event.target)) cancelIdle ??= whenIdle(() => setWanted(true), 1000);
    };
    for (const type of APPROACH) window.addEventListener(type, approached, { passive: true, capture: true });
    return () => {
      for (const type of APPROACH) window.removeEventListener(type, approached, { capture: true });
      cancelIdle?.();
    };
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <RouteProgressBar nonce={nonce} />
    </Suspense>
  ) : null;
}
