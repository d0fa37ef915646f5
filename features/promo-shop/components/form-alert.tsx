'use client';
import type { ReactNode } from 'react';
import styles from './promo-shop.module.css';

/** A problem of the whole form, announced as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  );
}
