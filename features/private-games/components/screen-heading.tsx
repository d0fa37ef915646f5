'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './private-games.module.css';

/**
 * The heading of an order screen. It takes the focus when it appears (the control the visitor was on has gone), so
 * a keyboard or screen reader user hears where they are after every move; never from a dialog in front of the page
 * (the payment widget, the auth modal).
 */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active?.closest('[role="dialog"], [aria-modal="true"]')) ref.current?.focus();
  }, []);
  return (
    <h3 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h3>
  );
}
