'use client';
import { Suspense } from 'react';
import { lazyOrReload } from '@/lib/monitoring/lazy-or-reload';

// The item reads the player's participations with the API client and its schemas: that code loads when the profile
// menu first opens (the only place the item renders), never with the page.
const MyGameMenuItem = lazyOrReload(() => import('./my-game-menu-item').then((m) => m.MyGameMenuItem));

/** The profile menu's "current or next game", loaded with the menu's first opening. */
export function LazyMyGameMenuItem() {
  return (
    <Suspense fallback={null}>
      <MyGameMenuItem />
    </Suspense>
  );
}
