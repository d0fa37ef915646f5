'use client';
import { useEffect, useRef } from 'react';
import styles from './expert-games.module.css';

/**
 * "The game is finished", on /expert right after the console finished it. It takes the focus, so a screen reader
 * reads it where the console's controls were, and the address loses its `finished` parameter, so a reload or a
 * shared link shows the plain list.
 */
export function FinishedNotice({ children }: { children: string }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    notice.current?.focus();
    const url = new URL(window.location.href);
    url.searchParams.delete('finished');
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return (
    <p ref={notice} tabIndex={-1} role="status" className={styles.finished} data-testid="finished-notice">
      {children}
    </p>
  );
}
