import type { ReactNode } from 'react';
import styles from './states.module.css';

/** A game-page state that is not the live screen: a heading, what it means, and what the player can do. */
export function ScreenMessage({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <main id="main" className={styles.state} data-testid={testId}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </main>
  );
}
