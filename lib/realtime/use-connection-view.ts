'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { connectionView } from './connection-view';
import { useRealtime } from './realtime-provider';
import type { ConnectionView, SocketStatus } from './types';

const noop = () => () => {};

function useBrowserOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** online / waiting / no-connection / offline, for the connection indicator and its announcements. */
export function useConnectionView(): ConnectionView {
  const { client } = useRealtime();
  const status = useSyncExternalStore<SocketStatus>(
    client ? client.state.subscribe : noop,
    () => client?.state.getState().status ?? 'CONNECTING',
    () => 'CONNECTING',
  );
  return connectionView(status, useBrowserOnline());
}
