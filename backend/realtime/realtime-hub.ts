/**
 * The seam between the socket server and the game engine, one per backend instance (keyed by its services
 * object, so tests that build several backends never share one). The socket server attaches its batch
 * broadcaster and reports channel memberships; the engine broadcasts and keeps presence through it.
 * Until a socket server is attached (HTTP-only tests) broadcasts go nowhere: no client could receive them.
 */

export interface BroadcastItem {
  /** Wire name, e.g. `private-participant.5`. */
  channel: string;
  event: string;
  payload: Record<string, unknown>;
}

/** Sends every item (one seq per item and channel); returns the seqs in item order. */
export type BroadcastMany = ((items: readonly BroadcastItem[]) => number[]) & {
  /** Takes the items' seqs (inside the caller's transaction, when there is one). */
  reserve(items: readonly BroadcastItem[]): number[];
  /** Emits items whose seqs were reserved. */
  send(items: readonly BroadcastItem[], seqs: readonly number[]): void;
};

export interface Membership {
  socketId: string;
  /** Wire name of the channel joined or left. */
  channel: string;
  /** The authorised user (private channels), else null. */
  userId: number | null;
}

type Listener = (membership: Membership) => void;

export interface RealtimeHub {
  attach(send: BroadcastMany): void;
  broadcastMany(items: readonly BroadcastItem[]): number[];
  /** Seqs for items, taken in the caller's transaction (none until a socket server is attached). */
  reserve(items: readonly BroadcastItem[]): number[];
  send(items: readonly BroadcastItem[], seqs: readonly number[]): void;
  onJoin(listener: Listener): () => void;
  onLeave(listener: Listener): () => void;
  joined(membership: Membership): void;
  left(membership: Membership): void;
}

function createHub(): RealtimeHub {
  let send: BroadcastMany | null = null;
  const joins = new Set<Listener>();
  const leaves = new Set<Listener>();
  const subscribe = (set: Set<Listener>, listener: Listener) => {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };
  return {
    attach(next) {
      send = next;
    },
    broadcastMany: (items) => (send && items.length > 0 ? send(items) : []),
    reserve: (items) => (send && items.length > 0 ? send.reserve(items) : []),
    send: (items, seqs) => {
      if (send && items.length > 0 && seqs.length === items.length) send.send(items, seqs);
    },
    onJoin: (listener) => subscribe(joins, listener),
    onLeave: (listener) => subscribe(leaves, listener),
    joined: (membership) => joins.forEach((listener) => listener(membership)),
    left: (membership) => leaves.forEach((listener) => listener(membership)),
  };
}

const hubs = new WeakMap<object, RealtimeHub>();

/** The hub of one backend instance (pass its services object). */
export function realtimeHubFor(owner: object): RealtimeHub {
  let hub = hubs.get(owner);
  if (!hub) {
    hub = createHub();
    hubs.set(owner, hub);
  }
  return hub;
}
