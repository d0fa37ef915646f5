import type { Db } from '../db/database';

/** How many numbers one channel can use in one epoch; epoch E numbers a channel E * size + 1, E * size + 2, ... */
export const SEQ_EPOCH_SIZE = 1_000_000_000;

/** Per-channel sequence numbers for broadcasts: 1 more than the channel's previous one, rising across restarts. */
export interface Sequences {
  next(channel: string): number;
}

/**
 * Counters live in memory, so a broadcast to a thousand channels costs no database write. Each instance takes a
 * new epoch from the database when it starts (one insert), and a channel's numbers start above everything earlier
 * epochs could have sent: after a restart, even a SIGKILL, a client sees a jump (a gap, so it resyncs, which it
 * does on the resubscribe a restart forces anyway) and never an old number it would drop as a duplicate.
 * A channel that used up its range moves to a fresh epoch (a billion events on one channel: in practice never).
 */
export function createSequences(db: Db, options: { now?: () => number; epochSize?: number } = {}): Sequences {
  const { now = Date.now, epochSize = SEQ_EPOCH_SIZE } = options;
  const insertEpoch = db.prepare('INSERT INTO realtime_epochs (started_at) VALUES (?)');
  const takeEpoch = () => Number(insertEpoch.run(now()).lastInsertRowid);
  let epoch = takeEpoch();
  const last = new Map<string, number>();
  return {
    next(channel) {
      const previous = last.get(channel);
      let seq = previous === undefined ? epoch * epochSize + 1 : previous + 1;
      if (seq % epochSize === 0) {
        epoch = takeEpoch();
        seq = epoch * epochSize + 1;
      }
      last.set(channel, seq);
      return seq;
    },
  };
}
