'use client';
import { Suspense, useEffect, useState } from 'react';
import type { SessionScope } from '@/lib/config/cookie-names';
import { lazyOrReload } from '@/lib/monitoring/lazy-or-reload';
import { onSessionExpired } from '@/lib/session/session-expired';

const SessionExpiredModal = lazyOrReload(() => import('./session-expired-modal').then((m) => m.SessionExpiredModal));

/** Shows the "please log in again" modal when the API client reports a failed token refresh. */
export function SessionExpiredWatcher() {
  const [scope, setScope] = useState<SessionScope | null>(null);
  useEffect(() => onSessionExpired(setScope), []);
  if (!scope) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredModal scope={scope} onClose={() => setScope(null)} />
    </Suspense>
  );
}
