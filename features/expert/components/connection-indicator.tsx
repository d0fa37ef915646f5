'use client';
import { useTranslations } from 'next-intl';
import { useConnectionView } from '@/lib/realtime/use-connection-view';
import styles from './console.module.css';

/** online / waiting for connection / no connection / offline, always in view. */
export function ConnectionIndicator() {
  const t = useTranslations('expertConsole.connection');
  const view = useConnectionView();
  return (
    <p className={styles.connection} data-view={view} data-testid="connection">
      <span className={styles.dot} aria-hidden="true" />
      {t(view)}
    </p>
  );
}
