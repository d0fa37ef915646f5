import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadBackendConfig, loadDotEnvFile, type BackendConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { createApp } from './http/app';
import { createLogger } from './logger';
import { attachRealtime, type Realtime } from './realtime/realtime-server';
import { isDatabaseEmpty, seedDatabase } from './seed/seed';
import { startRegistrationJobs } from './registration/registration-module';
import { createServices } from './services';
import { systemClock, type Clock } from './time/clock';

export interface RunningBackend {
  /** Base URL for clients on this machine, e.g. http://localhost:4000. */
  url: string;
  port: number;
  db: Db;
  broadcast: Realtime['broadcast'];
  /** Drops every realtime connection at the transport level, as a network cut or a restart would (reconnect tests). */
  dropConnections(): void;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Injected clock (tests move time instead of waiting). */
  now?: Clock;
}

/** Opens the database (migrating, seeding when empty) and serves HTTP and realtime on one port. */
export async function startBackend(config: BackendConfig, options: StartOptions = {}): Promise<RunningBackend> {
  const logger = createLogger(config.logLevel);
  const now = options.now ?? systemClock;
  const db = openDatabase(config.databasePath);
  if (isDatabaseEmpty(db)) {
    const summary = seedDatabase(db, new Date(now()));
    logger.info(`seeded ${summary.games} games (live game #${summary.liveGameId})`);
  }
  const services = createServices(db, config, now, logger);
  const app = createApp(services);
  const server = createServer(getRequestListener(app.fetch));
  const realtime = attachRealtime(server, services);
  // Expired holds are released and reminders sent by this sweeper (and lazily on the requests that need them).
  const stopJobs = startRegistrationJobs(services);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const host = ['0.0.0.0', '::', 'localhost'].includes(config.host) ? 'localhost' : config.host;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    // Sockets first (io.close also closes the HTTP server), then idle keep-alive connections, then the database.
    closing ??= new Promise<void>((resolve) => {
      stopJobs();
      realtime.pusher.close();
      realtime.io.close(() => resolve());
      server.closeAllConnections();
    }).then(() => {
      db.close();
    });
    return closing;
  };

  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, port, db, broadcast: realtime.broadcast, dropConnections: () => {
      for (const socket of realtime.io.sockets.sockets.values()) socket.conn.close();
      realtime.pusher.dropConnections();
    }, close };
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
  const backend = await startBackend(config);
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
