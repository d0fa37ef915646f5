import type { Services } from '../services';

/** Why a connection's membership ends: its access token expired, or its session ended (logout, theft, reset). */
type MembershipEnd = 'expired' | 'ended';

interface WatchedMembership {
  sessionId: number;
  /** When the access token that authorised the membership expires (ms since the epoch, the services' clock). */
  expiresAt: number;
  /** Ends the membership (leave the room, tell the client); called at most once, after it is unwatched. */
  end(why: MembershipEnd): void;
}

export interface SessionWatch {
  /** Follows a membership until it ends or the returned function is called (the client left, the socket closed). */
  watch(membership: WatchedMembership): () => void;
}

/** How often expiries are checked: a token that expires while connected loses its rooms within this much. */
const EXPIRY_SWEEP_MS = 500;

/**
 * Makes every socket membership (an Echo channel on either wire, a chat room) follow the session that authorised
 * it: the token store's "session ended" signal ends all of that session's memberships at once, and a sweep ends
 * those whose access token has expired (compared with the services' clock, so tests can move time). The sweep
 * runs only while something is watched.
 */
function createSessionWatch(services: Services, sweepMs: number): SessionWatch {
  const bySession = new Map<number, Set<WatchedMembership>>();
  let sweeper: ReturnType<typeof setInterval> | null = null;

  const remove = (membership: WatchedMembership) => {
    const set = bySession.get(membership.sessionId);
    if (!set?.delete(membership)) return false;
    if (set.size === 0) bySession.delete(membership.sessionId);
    if (bySession.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
    return true;
  };

  const end = (membership: WatchedMembership, why: MembershipEnd) => {
    if (!remove(membership)) return;
    try {
      membership.end(why);
    } catch (error) {
      services.logger.error('ending a membership failed', { error, sessionId: membership.sessionId });
    }
  };

  const sweep = () => {
    const at = services.now();
    for (const set of [...bySession.values()]) {
      for (const membership of [...set]) if (membership.expiresAt <= at) end(membership, 'expired');
    }
  };

  services.tokens.onSessionEnded(({ sessionId }) => {
    for (const membership of [...(bySession.get(sessionId) ?? [])]) end(membership, 'ended');
  });

  return {
    watch(membership) {
      let set = bySession.get(membership.sessionId);
      if (!set) bySession.set(membership.sessionId, (set = new Set()));
      set.add(membership);
      if (!sweeper) {
        sweeper = setInterval(sweep, sweepMs);
        sweeper.unref();
      }
      return () => void remove(membership);
    },
  };
}

const watches = new WeakMap<object, SessionWatch>();

/** The session watch of one backend instance (pass its services object), shared by both wires and the chat. */
export function sessionWatchFor(services: Services, sweepMs = EXPIRY_SWEEP_MS): SessionWatch {
  let watch = watches.get(services);
  if (!watch) {
    watch = createSessionWatch(services, sweepMs);
    watches.set(services, watch);
  }
  return watch;
}
