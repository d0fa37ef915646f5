'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { connectionView } from '../connection-view';
import type { ConnectionView, SocketStatus } from '../types';
import type { ChatSocket } from './chat-socket';

const noop = () => () => {};

/** The chat socket's state in the words of the game channel's indicator (online / waiting / no connection / offline). */
export function useChatConnectionView(socket: ChatSocket | null): ConnectionView {
  const status = useSyncExternalStore<SocketStatus>(
    socket ? socket.state.subscribe : noop,
    () => socket?.state.getState().status ?? 'CONNECTING',
    () => 'CONNECTING',
  );
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
  return connectionView(status, online);
}
