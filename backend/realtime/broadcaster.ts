import type { Server } from 'socket.io';
import { SEQ_FIELD } from '@/contract/realtime';
import type { BroadcastMany } from './realtime-hub';
import type { Sequences } from './sequences';

/** A second wire for the same events (the Pusher-protocol server): the channel, the event and the payload's JSON. */
export type EventSink = (channel: string, event: string, json: string) => void;

/** Sends an event to everyone on a channel (wire name, e.g. `private-participant.5`); returns its seq. */
export type Broadcast = (channel: string, event: string, payload?: Record<string, unknown>) => number;

/**
 * Whether payloads carry SEQ_FIELD: on unless SPEC_ONLY, since the spec's events have no sequence numbers. The count
 * still advances either way, so the return values stay meaningful to the backend.
 */
export interface BroadcastOptions {
  numbered?: boolean;
}

/** Broadcasts in Echo's format, `emit(event, channel, payload)`, adding SEQ_FIELD to the payload. */
export function createBroadcaster(io: Server, sequences: Sequences, sink?: EventSink, { numbered: withNumbers = true }: BroadcastOptions = {}): Broadcast {
  return (channel, event, payload = {}) => {
    const seq = sequences.next(channel);
    const numbered = withNumbers ? { ...payload, [SEQ_FIELD]: seq } : payload;
    io.to(channel).emit(event, channel, numbered);
    sink?.(channel, event, JSON.stringify(numbered));
    return seq;
  };
}

/** JSON of a payload with the seq appended (the payload never carries one itself). */
function withSeq(json: string, seq: number): string {
  return json === '{}' ? `{"${SEQ_FIELD}":${seq}}` : `${json.slice(0, -1)},"${SEQ_FIELD}":${seq}}`;
}

/**
 * Many broadcasts at once (a game event to every participant channel), each with its channel's next seq, through
 * socket.io's public API (`io.to(channel).emit`, skipped for a channel nobody is on). The Pusher-protocol wire gets
 * each payload's JSON from one serialisation per payload object, the seq spliced in per channel.
 */
export function createBroadcastMany(io: Server, sequences: Sequences, sink?: EventSink, { numbered = true }: BroadcastOptions = {}): BroadcastMany {
  const rooms = io.of('/').adapter.rooms;
  return (items) => {
    const json = new Map<object, string>();
    const bodyOf = (payload: object) => {
      let body = json.get(payload);
      if (body === undefined) {
        body = JSON.stringify(payload);
        json.set(payload, body);
      }
      return body;
    };
    return items.map((item) => {
      const seq = sequences.next(item.channel);
      if ((rooms.get(item.channel)?.size ?? 0) > 0)
        io.to(item.channel).emit(item.event, item.channel, numbered ? { ...item.payload, [SEQ_FIELD]: seq } : item.payload);
      if (sink) sink(item.channel, item.event, numbered ? withSeq(bodyOf(item.payload), seq) : bodyOf(item.payload));
      return seq;
    });
  };
}
