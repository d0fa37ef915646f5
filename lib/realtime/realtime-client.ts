import { createStore } from 'zustand/vanilla';
import { PRIVATE_PREFIX, privateChannel } from '@/contract/realtime';
import { createSequenceTracker } from './sequence-tracker';
import type { RealtimeTransport, SocketStatus } from './types';

export type EventHandlers = Record<string, (payload: unknown) => void>;

export interface ChannelOptions {
  /** Handlers by bare event name (`GameTourStarted`). */
  events: EventHandlers;
  /**
   * Refetch the screen's state from the API. Called after every (re)subscribe and whenever the sequence numbers
   * show missed events: the screen never trusts that nothing was lost while it was away.
   */
  onResync: () => void;
  /** The server refused the subscription (401: token; 403: not allowed). */
  onRefused?: (status: number) => void;
}

export interface RealtimeReport {
  (problem: { kind: 'unknown-event' | 'gap' | 'refused'; channel: string; event?: string; status?: number }): void;
}

export interface ConnectionState {
  status: SocketStatus;
}

interface JoinedChannel extends ChannelOptions {
  sequence: ReturnType<typeof createSequenceTracker>;
  refs: number;
}

/**
 * The one realtime connection of a page: joins private channels, keeps them joined across reconnects (the
 * transport re-subscribes; every subscribe acknowledgement triggers a resync), drops duplicate events, resyncs on
 * gaps, reports unknown events instead of crashing.
 */
export function createRealtimeClient(transport: RealtimeTransport, report: RealtimeReport = () => {}) {
  const state = createStore<ConnectionState>(() => ({ status: 'CONNECTING' }));
  const joined = new Map<string, JoinedChannel>();

  const cleanups = [
    transport.onStatus((status) => state.setState({ status })),
    transport.onSubscribed((channel) => {
      const entry = joined.get(channel);
      if (!entry) return;
      entry.sequence.reset();
      entry.onResync();
    }),
    transport.onSubscriptionError((channel, status) => {
      report({ kind: 'refused', channel, status });
      joined.get(channel)?.onRefused?.(status);
    }),
    transport.onEvent((event, channel, payload) => {
      const entry = joined.get(channel);
      if (!entry) return;
      const verdict = entry.sequence.accept(payload);
      if (verdict === 'duplicate') return;
      const handler = entry.events[event];
      if (handler) handler(payload);
      else report({ kind: 'unknown-event', channel, event });
      if (verdict === 'gap') {
        report({ kind: 'gap', channel, event });
        entry.onResync();
      }
    }),
  ];

  return {
    state,
    /** Joins `participant.5` (as `private-participant.5`); returns the leave function. */
    join(name: string, options: ChannelOptions): () => void {
      const wire = name.startsWith(PRIVATE_PREFIX) ? name : privateChannel(name);
      const existing = joined.get(wire);
      if (existing) {
        Object.assign(existing, options);
        existing.refs++;
      } else {
        joined.set(wire, { ...options, sequence: createSequenceTracker(), refs: 1 });
        transport.subscribe(wire);
      }
      return () => {
        const entry = joined.get(wire);
        if (!entry || --entry.refs > 0) return;
        joined.delete(wire);
        transport.unsubscribe(wire);
      };
    },
    whisper(name: string, event: string, data: unknown) {
      transport.whisper(name.startsWith(PRIVATE_PREFIX) ? name : privateChannel(name), event, data);
    },
    setToken: (token: string | undefined) => transport.setToken(token),
    socketId: () => transport.socketId(),
    close() {
      cleanups.forEach((c) => c());
      joined.clear();
      transport.disconnect();
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
