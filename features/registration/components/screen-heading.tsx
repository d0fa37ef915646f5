'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './registration.module.css';

/**
 * The heading of a step or an outcome. It takes the focus when it appears, so a keyboard or screen reader user
 * hears where they are after every move (the control they were on has usually gone), and Tab continues from it.
 */
export function ScreenHeading({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Taken from the page behind this modal dialog too (the card that opened it, the header after a login); never
    // from another dialog in front (the auth modal, the payment widget). Focus inside the dialog when it opens also
    // keeps Radix from moving it to the first field.
    const active = document.activeElement;
    const dialog = ref.current?.closest('[role="dialog"]');
    if (!active || active === document.body || dialog?.contains(active) || !active.closest('[role="dialog"], [aria-modal="true"]')) ref.current?.focus();
  }, []);
  return (
    <h3 ref={ref} id={id} tabIndex={-1} className={styles.heading}>
      {children}
    </h3>
  );
}

/** A wait the visitor should know about (loading, checking), read out politely. */
export function Busy({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.busy}>
      {children}
    </p>
  );
}
