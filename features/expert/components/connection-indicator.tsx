'use client';
import { useTranslations } from 'next-intl';
import { ConnectionStatus } from '@/components/status/connection-status';
import { useConnectionView } from '@/lib/realtime/use-connection-view';

/** online / waiting for connection / no connection / offline, always in view. */
export function ConnectionIndicator() {
  const t = useTranslations('expertConsole.connection');
  const view = useConnectionView();
  return <ConnectionStatus view={view} label={t(view)} tone="dark" />;
}
