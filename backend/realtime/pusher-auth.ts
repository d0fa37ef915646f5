import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Services } from '../services';

/**
 * Private-channel signatures of the Pusher protocol (what Laravel's `/broadcasting/auth` answers and Reverb checks):
 * `{key}:{hex HMAC-SHA256 of "{socket_id}:{channel}" with the app secret}`.
 */
export function signChannel(app: { key: string; secret: string }, socketId: string, channel: string): string {
  return `${app.key}:${createHmac('sha256', app.secret).update(`${socketId}:${channel}`).digest('hex')}`;
}

export function isValidSignature(app: { key: string; secret: string }, socketId: string, channel: string, auth: string): boolean {
  const expected = Buffer.from(signChannel(app, socketId, channel));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** How long a signature handed out by the auth endpoint waits for its subscribe. */
const GRANT_TTL_MS = 60_000;

/** Who a signature was made for: the user, the session and when the access token that asked for it expires. */
export interface PusherGrant {
  userId: number;
  sessionId: number;
  /** The access token's expiry (ms since the epoch, the services' clock): the membership ends then. */
  expiresAt: number;
}

/**
 * Who a signature was made for. The signature itself names no user and never expires, so the auth endpoint notes
 * the user and session for the socket and channel it signed, and the socket server admits a private subscribe only
 * with such a note, taking it: each signature admits one subscribe, within a minute, and none once its session
 * has ended (a copied or replayed signature gets nothing). The session then decides how long the membership lasts.
 */
export interface PusherGrants {
  grant(socketId: string, channel: string, grant: PusherGrant): void;
  /** The grant of the oldest unused signature for this socket and channel (used up), or null. */
  take(socketId: string, channel: string): PusherGrant | null;
}

interface Pending extends PusherGrant {
  until: number;
}

function createGrants(services: Services): PusherGrants {
  const wallClock = () => Date.now();
  const grants = new Map<string, Pending[]>();
  const sweep = () => {
    const at = wallClock();
    for (const [key, list] of grants) {
      const live = list.filter((grant) => grant.until >= at);
      if (live.length === 0) grants.delete(key);
      else grants.set(key, live);
    }
  };
  // An ended session's signatures admit nothing any more, even within their minute.
  services.tokens.onSessionEnded(({ sessionId }) => {
    for (const [key, list] of grants) {
      const kept = list.filter((grant) => grant.sessionId !== sessionId);
      if (kept.length === 0) grants.delete(key);
      else grants.set(key, kept);
    }
  });
  return {
    grant(socketId, channel, grant) {
      if (grants.size > 1000) sweep();
      const key = `${socketId} ${channel}`;
      const list = grants.get(key) ?? [];
      list.push({ ...grant, until: wallClock() + GRANT_TTL_MS });
      grants.set(key, list);
    },
    take(socketId, channel) {
      const key = `${socketId} ${channel}`;
      const list = grants.get(key);
      const found = list?.shift();
      if (list && list.length === 0) grants.delete(key);
      if (!found || found.until < wallClock() || found.expiresAt <= services.now()) return null;
      const { userId, sessionId, expiresAt } = found;
      return { userId, sessionId, expiresAt };
    },
  };
}

const registry = new WeakMap<object, PusherGrants>();

/** The grants of one backend instance (pass its services object). */
export function pusherGrantsFor(services: Services): PusherGrants {
  let grants = registry.get(services);
  if (!grants) {
    grants = createGrants(services);
    registry.set(services, grants);
  }
  return grants;
}
