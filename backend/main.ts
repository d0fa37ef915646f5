import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoHostProblem, loadBackendConfig, loadDotEnvFile, type BackendConfig } from './config';
import type { Db } from './db/database';
import { createApp } from './http/app';
import { listenOnAll } from './listen';
import { createLogger } from './logger';
import { openBackendDatabase } from './open-backend-database';
import { attachRealtime, type Realtime } from './realtime/realtime-server';
import { startRegistrationJobs } from './registration/registration-module';
import { createServices, type ServiceOptions } from './services';
import { systemClock, type Clock } from './time/clock';

export interface RunningBackend {
  /** Base URL for clients on this machine, e.g. http://localhost:4000. */
  url: string;
  port: number;
  /** The addresses served, e.g. ['127.0.0.1', '::1'] in demo mode. */
  addresses: string[];
  db: Db;
  broadcast: Realtime['broadcast'];
  /** Drops every realtime connection at the transport level, as a network cut or a restart would (reconnect tests). */
  dropConnections(): void;
  close(): Promise<void>;
}

export interface StartOptions extends ServiceOptions {
  /** Injected clock (tests move time instead of waiting). */
  now?: Clock;
}

/** What a start says about where it listens and what demo mode opens. */
function listeningNote(config: BackendConfig, addresses: string[], port: number): string {
  const where = addresses.map((address) => (address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`)).join(', ');
  return config.demoMode
    ? `demo mode: listening on loopback only (${where}); the /dev pages (mail outbox, user look-up, OAuth consent), ` +
        'the local OAuth stand-in and the demo accounts are on. DEMO_MODE=0 (or NODE_ENV=production) turns them off.'
    : `listening on ${where}; demo mode is off (no /dev pages, no local OAuth stand-in, no demo accounts).`;
}

/** Opens the database (migrating, seeding when empty) and serves HTTP and realtime on one port. */
export async function startBackend(config: BackendConfig, options: StartOptions = {}): Promise<RunningBackend> {
  // Checked again here, not only when the settings are read: a config built in code must not slip past it.
  const hostProblem = config.demoMode ? demoHostProblem(config.host) : null;
  if (hostProblem) throw new Error(hostProblem);
  const logger = createLogger(config.logLevel);
  const now = options.now ?? systemClock;
  const db = await openBackendDatabase(config, now, logger);
  // The services' own copy: it learns the port the server got when asked for any (port 0).
  const live: BackendConfig = { ...config, oauth: { ...config.oauth } };
  const services = createServices(db, live, now, logger, { rateLimits: options.rateLimits });
  const app = createApp(services);
  const server = createServer(getRequestListener(app.fetch));
  const realtime = attachRealtime(server, services);
  // Expired holds are released and reminders sent by this sweeper (and lazily on the requests that need them).
  const stopJobs = startRegistrationJobs(services);

  let listening;
  try {
    listening = await listenOnAll(server, config.host, config.port);
  } catch (error) {
    realtime.pusher.close();
    realtime.io.close();
    db.close();
    throw error;
  }
  const { port, addresses } = listening;
  live.port = port;
  const publicOrigin = new URL(config.publicOrigin);
  if (publicOrigin.port === '0') {
    publicOrigin.port = String(port);
    live.publicOrigin = publicOrigin.origin;
  }
  logger.info(listeningNote(config, addresses, port));
  const host = ['0.0.0.0', '::', 'localhost'].includes(config.host) ? 'localhost' : config.host;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    // Sockets first (io.close also closes the HTTP server), then idle keep-alive connections, then the database.
    closing ??= new Promise<void>((resolve) => {
      stopJobs();
      listening.closeExtra();
      realtime.pusher.close();
      realtime.io.close(() => resolve());
      server.closeAllConnections();
    }).then(() => {
      db.close();
    });
    return closing;
  };

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    addresses,
    db,
    broadcast: realtime.broadcast,
    dropConnections: () => {
      for (const socket of realtime.io.sockets.sockets.values()) socket.conn.close();
      realtime.pusher.dropConnections();
    },
    close,
  };
}

async function runFromCommandLine(): Promise<void> {
  let config: BackendConfig;
  try {
    loadDotEnvFile();
    config = loadBackendConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  let backend: RunningBackend;
  try {
    backend = await startBackend(config);
  } catch (error) {
    // A refused start (demo mode on a public address, demo accounts without demo mode, a port in use) says why.
    console.error(`reference backend failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`reference backend listening on ${backend.url}`);
  const stop = (signal: string) => {
    console.log(`reference backend stopping (${signal})`);
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

/** True when this file is the entry point (`tsx backend/main.ts`), false when imported by tests or scripts. */
function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  runFromCommandLine().catch((error: unknown) => {
    console.error('reference backend failed to start:', error);
    process.exit(1);
  });
}
