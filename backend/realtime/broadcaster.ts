import type { Server } from 'socket.io';
import { SEQ_FIELD } from '@/contract/realtime';
import type { Db } from '../db/database';
import type { BroadcastItem, BroadcastMany } from './realtime-hub';

/** Sends an event to everyone on a channel (wire name, e.g. `private-participant.5`); returns its seq. */
export type Broadcast = (channel: string, event: string, payload?: Record<string, unknown>) => number;

/**
 * Broadcasts in Echo's format, `emit(event, channel, payload)`, adding SEQ_FIELD to the payload.
 * The counter lives in the database (realtime_sequences), so numbers keep rising across restarts and a client
 * that saw seq 41 before a restart detects a gap instead of mistaking a new seq 1 for the next event.
 */
export function createBroadcaster(io: Server, db: Db): Broadcast {
  const nextSeq = db.prepare(`INSERT INTO realtime_sequences (channel, seq) VALUES (?, 1)
    ON CONFLICT (channel) DO UPDATE SET seq = seq + 1 RETURNING seq`);
  return (channel, event, payload = {}) => {
    const { seq } = nextSeq.get(channel) as { seq: number };
    io.to(channel).emit(event, channel, { ...payload, [SEQ_FIELD]: seq });
    return seq;
  };
}

/** JSON of a payload with the seq appended (the payload never carries one itself). */
function withSeq(json: string, seq: number): string {
  return json === '{}' ? `{"${SEQ_FIELD}":${seq}}` : `${json.slice(0, -1)},"${SEQ_FIELD}":${seq}}`;
}

/**
 * Many broadcasts at once (a game event to every participant channel). `reserve` takes the seqs in the caller's
 * transaction (one commit for a thousand channels, together with the change itself); `send` emits afterwards.
 *
 * `send` writes socket.io's wire packet itself (`2["Event","channel",{...}]`, namespace "/") to each member's
 * engine.io connection (`socket.conn`, public API): a game event's payload is serialised once, not once per channel,
 * and socket.io's per-emit binary scan and encoding are skipped. Clients receive exactly what `io.to(channel).emit`
 * would send; `npm run bench:realtime` measures the difference this makes.
 */
export function createBroadcastMany(io: Server, db: Db): BroadcastMany {
  const nextSeq = db.prepare(`INSERT INTO realtime_sequences (channel, seq) VALUES (?, 1)
    ON CONFLICT (channel) DO UPDATE SET seq = seq + 1 RETURNING seq`);
  const reserve = db.transaction((items: readonly BroadcastItem[]) =>
    items.map((item) => (nextSeq.get(item.channel) as { seq: number }).seq),
  );
  const namespace = io.of('/');
  const send = (items: readonly BroadcastItem[], seqs: readonly number[]) => {
    const json = new Map<object, string>();
    items.forEach((item, index) => {
      const members = namespace.adapter.rooms.get(item.channel);
      if (!members || members.size === 0) return;
      let body = json.get(item.payload);
      if (body === undefined) {
        body = JSON.stringify(item.payload);
        json.set(item.payload, body);
      }
      const packet = `2[${JSON.stringify(item.event)},${JSON.stringify(item.channel)},${withSeq(body, seqs[index]!)}]`;
      for (const id of members) {
        const conn = namespace.sockets.get(id)?.conn;
        if (conn?.readyState === 'open') conn.write(packet);
      }
    });
  };
  return Object.assign((items: readonly BroadcastItem[]) => {
    const seqs = reserve(items);
    send(items, seqs);
    return seqs;
  }, { reserve, send });
}
