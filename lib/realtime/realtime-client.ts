import { createStore } from 'zustand/vanilla';
import { PRIVATE_PREFIX, privateChannel } from '@/contract/realtime';
import { createSequenceTracker } from './sequence-tracker';
import type { RealtimeTransport, SocketStatus } from './types';

type EventHandlers = Record<string, (payload: unknown) => void>;

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

export interface RealtimeClientOptions {
  /**
   * Renews the session and resolves with the token to subscribe with (undefined: the session is over). Called when
   * the server refuses or ends a private subscription with 401: the access token expired while connected, or the
   * session ended (logout elsewhere, refresh-token theft, password reset). The channel is then subscribed again,
   * which resyncs it like any resubscribe, so an hourly token renewal goes unnoticed.
   */
  renewToken?: () => Promise<string | undefined>;
}

interface JoinedChannel extends ChannelOptions {
  sequence: ReturnType<typeof createSequenceTracker>;
  refs: number;
  /** A renewal was tried since the channel was last subscribed (or the connection came back): a second 401 means
   * the session is over, and the channel stays left instead of asking again in a loop. */
  renewed: boolean;
  /**
   * The current subscription is known to be in place: acknowledged, or an event came through it. A server without
   * acknowledgements (a platform's socket.io without `subscription_succeeded`) shows it by its first event (the
   * expert channel's ParticipantCount, the participant channel's WelcomeParticipant): that event resyncs instead.
   */
  confirmed: boolean;
}

/**
 * The one realtime connection of a page: joins private channels, keeps them joined across reconnects (the
 * transport re-subscribes; every subscribe acknowledgement triggers a resync), drops duplicate events, resyncs on
 * gaps, reports unknown events instead of crashing, and renews the token and subscribes again when the server
 * ends a subscription for its token (on both wires: socket.io's `subscription_error`, Pusher's
 * `pusher:subscription_error`, status 401).
 */
export function createRealtimeClient(transport: RealtimeTransport, report: RealtimeReport = () => {}, options: RealtimeClientOptions = {}) {
  const state = createStore<ConnectionState>(() => ({ status: 'CONNECTING' }));
  const joined = new Map<string, JoinedChannel>();
  /** One renewal at a time, shared by every channel the server ended at once (a logout ends them all). */
  let renewal: Promise<string | undefined> | null = null;

  const renewAndResubscribe = (channel: string, entry: JoinedChannel) => {
    const { renewToken } = options;
    if (!renewToken || entry.renewed) return;
    entry.renewed = true;
    renewal ??= renewToken()
      .catch(() => undefined)
      .finally(() => {
        renewal = null;
      });
    void renewal.then((token) => {
      // Left meanwhile, or no session any more (the API client has already told the player).
      if (joined.get(channel) !== entry || !token) return;
      transport.setToken(token);
      // The transport's channel object still counts as subscribed: leave it and subscribe afresh.
      entry.confirmed = false;
      transport.unsubscribe(channel);
      transport.subscribe(channel);
    });
  };

  const cleanups = [
    transport.onStatus((status) => {
      if (status === 'CONNECTED') joined.forEach((entry) => (entry.renewed = false));
      // Every reconnect subscribes afresh: the next acknowledgement or first event resyncs.
      else joined.forEach((entry) => (entry.confirmed = false));
      state.setState({ status });
    }),
    transport.onSubscribed((channel) => {
      const entry = joined.get(channel);
      if (!entry) return;
      entry.renewed = false;
      entry.confirmed = true;
      entry.sequence.reset();
      entry.onResync();
    }),
    transport.onSubscriptionError((channel, status) => {
      report({ kind: 'refused', channel, status });
      const entry = joined.get(channel);
      if (!entry) return;
      entry.onRefused?.(status);
      if (status === 401) renewAndResubscribe(channel, entry);
    }),
    transport.onEvent((event, channel, payload) => {
      const entry = joined.get(channel);
      if (!entry) return;
      if (!entry.confirmed) {
        // No acknowledgement came for this subscription: its first event is the sign, and the resync is due now.
        entry.confirmed = true;
        entry.sequence.reset();
        entry.onResync();
      }
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
    join(name: string, channelOptions: ChannelOptions): () => void {
      const wire = name.startsWith(PRIVATE_PREFIX) ? name : privateChannel(name);
      const existing = joined.get(wire);
      if (existing) {
        Object.assign(existing, channelOptions);
        existing.refs++;
      } else {
        joined.set(wire, { ...channelOptions, sequence: createSequenceTracker(), refs: 1, renewed: false, confirmed: false });
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
