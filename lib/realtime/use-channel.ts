'use client';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { readSessionToken } from '@/lib/session/session-cookies';
import type { ChannelOptions } from './realtime-client';
import { useRealtime } from './realtime-provider';

/**
 * Keeps the screen joined to a channel while it is mounted. Handlers may change between renders; the latest ones
 * are used. A subscription refused or ended for its token (401) is renewed and joined again by the realtime client
 * (see RealtimeProvider), with a resync as after any resubscribe.
 */
export function useChannel(name: string | null, options: ChannelOptions) {
  const { client, scope } = useRealtime();
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

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
      onRefused: (status) => latest.current.onRefused?.(status),
      onSubscribed: () => latest.current.onSubscribed?.(),
    });
  }, [client, name, scope]);
}
