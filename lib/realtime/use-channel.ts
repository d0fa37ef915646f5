'use client';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { endpoints } from '@/contract/endpoints';
import { getBrowserApi } from '@/lib/api/browser-api';
import type { SessionScope } from '@/lib/config/cookie-names';
import { readSessionToken } from '@/lib/session/session-cookies';
import type { ChannelOptions } from './realtime-client';
import { useRealtime } from './realtime-provider';

const RENEW_GUARD_MS = 30_000;

/** A cheap authenticated call: on a 401 the API client refreshes the session (or ends it, showing the modal). */
async function renewSession(scope: SessionScope) {
  const me = scope === 'expert' ? endpoints.iam.me() : endpoints.base.me();
  await getBrowserApi(scope).request(me).catch(() => undefined);
}

/**
 * Keeps the screen joined to a channel while it is mounted. Handlers may change between renders; the latest ones
 * are used. A subscription refused for an expired token renews the session once and joins again.
 */
export function useChannel(name: string | null, options: ChannelOptions) {
  const { client, scope } = useRealtime();
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [attempt, setAttempt] = useState(0);
  const lastRenewal = useRef(0);

  useEffect(() => {
    if (!client || !name) return;
    client.setToken(readSessionToken(scope));
    const events = new Proxy({} as ChannelOptions['events'], {
      get: (_, event: string) => latest.current.events[event],
      has: (_, event: string) => event in latest.current.events,
    });
    return client.join(name, {
      events,
      onResync: () => latest.current.onResync(),
      onRefused: (status) => {
        latest.current.onRefused?.(status);
        if (status !== 401 || Date.now() - lastRenewal.current < RENEW_GUARD_MS) return;
        lastRenewal.current = Date.now();
        void renewSession(scope).then(() => setAttempt((a) => a + 1));
      },
    });
  }, [client, name, scope, attempt]);
}
