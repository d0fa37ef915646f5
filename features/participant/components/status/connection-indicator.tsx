'use client';
import { useTranslations } from 'next-intl';
import { useConnectionView } from '@/lib/realtime/use-connection-view';
import styles from './status.module.css';

/** online / waiting for connection / no connection / offline, always visible on the game screen. */
export function ConnectionIndicator() {
  const t = useTranslations('participant.connection');
  const view = useConnectionView();
  return (
    <p className={styles.connection} data-view={view} data-testid="connection">
      <span className={styles.dot} aria-hidden="true" />
      {t(view)}
    </p>
  );
}
