'use client';
import { Suspense, useState, type ReactNode } from 'react';
import { lazyOrReload } from '@/lib/monitoring/lazy-or-reload';
import styles from './mobile-menu.module.css';

import type { NavLinkItem } from './nav-links';

// The drawer (Radix Dialog) loads on first open: most visitors on wide screens never need it.
const MobileMenuDrawer = lazyOrReload(() => import('./mobile-menu-drawer').then((m) => m.MobileMenuDrawer));

/** The burger button shown below the 840 px breakpoint. */
export function MobileMenu({ items, extra, labels }: { items: NavLinkItem[]; extra?: ReactNode; labels: { open: string; close: string; title: string } }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.burger}
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} items={items} extra={extra} labels={labels} />
        </Suspense>
      ) : null}
    </>
  );
}
