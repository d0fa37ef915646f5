'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './promo-shop.module.css';

/**
 * The heading of a screen of the shop after the form (a payment outcome). It takes the focus when it appears, so a
 * keyboard or screen reader user hears where they are (the button they pressed has gone) and Tab goes on from it;
 * never from the payment widget's own dialog.
 */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!document.activeElement?.closest('[role="dialog"], [aria-modal="true"]')) ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h2>
  );
}

/** A wait the visitor should know about, read out politely. */
export function Busy({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.busy}>
      {children}
    </p>
  );
}
