import type { Server as HttpServer } from 'node:http';
import { createServer as createNetServer, type Server as NetServer } from 'node:net';

/**
 * The addresses a BACKEND_HOST stands for. `localhost` is both loopback addresses: browsers and Node's fetch may
 * resolve it to either (Chromium tries ::1 and 127.0.0.1), and a server on only one of them leaves the other to
 * whatever else holds that port.
 */
function listenAddresses(host: string): string[] {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1');
  return bare.toLowerCase() === 'localhost' ? ['127.0.0.1', '::1'] : [bare];
}

export interface Listening {
  port: number;
  /** The addresses actually served (an address family the machine lacks is left out). */
  addresses: string[];
  /** Stops the extra listeners (the HTTP server itself is closed by its owner). */
  closeExtra(): void;
}

const listen = (server: HttpServer | NetServer, port: number, address: string) =>
  new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(port, address, () => {
      server.off('error', fail);
      resolve();
    });
  });

/** A machine without IPv6 (or without that address) cannot listen there; the other address still serves. */
const unavailable = (error: unknown) => error instanceof Error && 'code' in error && (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT');

/**
 * Serves one HTTP server on several addresses of one port: the server listens on the first, plain TCP listeners on
 * the others hand their connections to it (HTTP, WebSocket upgrades and socket.io alike).
 */
export async function listenOnAll(server: HttpServer, host: string, port: number): Promise<Listening> {
  const [first, ...others] = listenAddresses(host);
  await listen(server, port, first!);
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const extra: NetServer[] = [];
  const addresses = [first!];
  try {
    for (const other of others) {
      const forwarder = createNetServer((socket) => server.emit('connection', socket));
      try {
        await listen(forwarder, actualPort, other);
      } catch (error) {
        if (unavailable(error)) continue;
        throw error;
      }
      extra.push(forwarder);
      addresses.push(other);
    }
  } catch (error) {
    for (const forwarder of extra) forwarder.close();
    server.close();
    throw error;
  }
  return { port: actualPort, addresses, closeExtra: () => extra.forEach((forwarder) => forwarder.close()) };
}
