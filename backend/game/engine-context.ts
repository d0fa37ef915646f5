import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { RealtimeHub } from '../realtime/realtime-hub';
import type { Clock } from '../time/clock';
import { createGameStore, type GameStore } from './game-store';
import { createOutbox, type Outbox } from './outbox';

/** What every part of the engine shares: the database, the clock, the store, and sending after commit. */
export interface EngineContext {
  db: Db;
  now: Clock;
  logger: Logger;
  store: GameStore;
  /** Runs `work` in one transaction and sends its broadcasts after the commit. */
  transact<T>(work: (out: Outbox) => T): T;
  /** Sends broadcasts that need no write of their own. */
  emit(work: (out: Outbox) => void): void;
  /** Runs background work (timers, socket hooks), logging instead of throwing. */
  guard(label: string, work: () => void): void;
  /** Runs the game's due work (grace deadlines, expired sheet holds) at `at` (also done lazily on requests). */
  schedule(gameId: number, at: number): void;
  /** Set by the engine: the due work itself. */
  dueWork: (gameId: number) => void;
}

/** `specOnly`: broadcasts leave out the additions beyond the spec (backend/config.ts, SPEC_ONLY). */
export function createEngineContext(db: Db, now: Clock, logger: Logger, hub: RealtimeHub, { specOnly = false }: { specOnly?: boolean } = {}): EngineContext {
  const store = createGameStore(db, now);
  const outbox = () => createOutbox(store.participantIds, { specOnly });
  const ctx: EngineContext = {
    db,
    now,
    logger,
    store,
    transact(work) {
      const out = outbox();
      // IMMEDIATE takes the write lock first: a change reads before it writes, and a deferred transaction whose
      // snapshot another process (the simulator, a test fixture) wrote past would fail with SQLITE_BUSY instead of
      // waiting out busy_timeout. Sent right after the commit, in the same synchronous run: no other change's
      // events can come between, so seq order is commit order, and a change rolled back sends nothing.
      const result = db.transaction(() => work(out)).immediate();
      hub.broadcastMany(out.items);
      return result;
    },
    emit(work) {
      const out = outbox();
      work(out);
      hub.broadcastMany(out.items);
    },
    guard(label, work) {
      try {
        work();
      } catch (error) {
        // A closed database during shutdown is expected; anything else is worth a log line.
        if (db.open) logger.error(`game engine: ${label} failed`, { error });
      }
    },
    schedule(gameId, at) {
      const delay = Math.max(0, at - now()) + 25;
      setTimeout(() => ctx.guard('due work', () => ctx.dueWork(gameId)), delay).unref();
    },
    dueWork: () => {},
  };
  return ctx;
}
