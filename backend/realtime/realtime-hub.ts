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
export type BroadcastMany = (items: readonly BroadcastItem[]) => number[];

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
  /** Sends the items (nothing until a socket server is attached); returns their seqs. */
  broadcastMany(items: readonly BroadcastItem[]): number[];
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
