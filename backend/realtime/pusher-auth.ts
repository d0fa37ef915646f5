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

/**
 * Who a signature was made for. The signature itself names no user, but the game engine counts team members
 * online from channel memberships, so the auth endpoint notes the user for the socket and channel it signed and
 * the socket server takes the note when that subscribe arrives.
 */
export interface PusherGrants {
  grant(socketId: string, channel: string, userId: number): void;
  /** The user the signature for this socket and channel was made for (once), or null. */
  take(socketId: string, channel: string): number | null;
}

function createGrants(now: () => number): PusherGrants {
  const grants = new Map<string, { userId: number; until: number }>();
  const sweep = () => {
    const at = now();
    for (const [key, grant] of grants) if (grant.until < at) grants.delete(key);
  };
  return {
    grant(socketId, channel, userId) {
      if (grants.size > 1000) sweep();
      grants.set(`${socketId} ${channel}`, { userId, until: now() + GRANT_TTL_MS });
    },
    take(socketId, channel) {
      const key = `${socketId} ${channel}`;
      const grant = grants.get(key);
      grants.delete(key);
      return grant && grant.until >= now() ? grant.userId : null;
    },
  };
}

const registry = new WeakMap<object, PusherGrants>();

/** The grants of one backend instance (pass its services object). */
export function pusherGrantsFor(services: Services): PusherGrants {
  let grants = registry.get(services);
  if (!grants) {
    grants = createGrants(() => Date.now());
    registry.set(services, grants);
  }
  return grants;
}
