'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { SessionScope } from '@/lib/config/cookie-names';
import { onSessionExpired } from '@/lib/session/session-expired';

const SessionExpiredModal = dynamic(() => import('./session-expired-modal').then((m) => m.SessionExpiredModal), {
  ssr: false,
});

/** Shows the "please log in again" modal when the API client reports a failed token refresh. */
export function SessionExpiredWatcher() {
  const [scope, setScope] = useState<SessionScope | null>(null);
  useEffect(() => onSessionExpired(setScope), []);
  if (!scope) return null;
  return <SessionExpiredModal scope={scope} onClose={() => setScope(null)} />;
}
