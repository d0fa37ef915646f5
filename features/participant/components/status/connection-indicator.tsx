'use client';
import { useTranslations } from 'next-intl';
import { ConnectionStatus } from '@/components/status/connection-status';
import { useConnectionView } from '@/lib/realtime/use-connection-view';

const VIEWS = ['online', 'waiting', 'no-connection', 'offline'] as const;

/** online / waiting for connection / no connection / offline, always visible on the game screen. */
export function ConnectionIndicator() {
  const t = useTranslations('participant.connection');
  const view = useConnectionView();
  const widest = VIEWS.map((v) => t(v)).reduce((a, b) => (b.length > a.length ? b : a));
  return <ConnectionStatus view={view} label={t(view)} widest={widest} />;
}
