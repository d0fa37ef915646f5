import type { Server } from 'socket.io';
import { SEQ_FIELD } from '@/contract/realtime';
import type { Db } from '../db/database';

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
