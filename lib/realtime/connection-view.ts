import type { ConnectionView, SocketStatus } from './types';

/** Maps the socket state and the browser's network state to what the player is told. */
export function connectionView(status: SocketStatus, browserOnline: boolean): ConnectionView {
  if (!browserOnline) return 'offline';
  switch (status) {
    case 'CONNECTED':
      return 'online';
    case 'CONNECTING':
      return 'waiting';
    default:
      return 'no-connection';
  }
}
