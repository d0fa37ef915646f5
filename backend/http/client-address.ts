import type { Context } from 'hono';
import { BlockList, isIP, isIPv6 } from 'node:net';

/** What the throttles key on when a request has no socket (in-process tests through `app.request`). */
const NO_SOCKET = 'local';

/** An IPv4-mapped IPv6 address as its IPv4 address; a zone index dropped. */
function plainAddress(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  return mapped ? mapped[1]! : plain;
}

/**
 * The throttle key of an address: IPv4 as is (an IPv4-mapped IPv6 address is its IPv4 address), IPv6 by its /64
 * network, since one host commonly holds a whole /64 and could otherwise take a fresh bucket per request.
 */
function addressKey(address: string): string {
  const plain = plainAddress(address);
  if (!isIPv6(plain)) return plain.slice(0, 100);
  const [head = '', tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The proxies whose `X-Forwarded-For` counts (TRUSTED_PROXIES): addresses and CIDR ranges. */
export interface TrustedProxies {
  has(address: string): boolean;
}

/** Builds the trusted set from entries such as `127.0.0.1`, `::1`, `10.0.0.0/8` (validated by backend/config.ts). */
export function createTrustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return {
    has(address) {
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * The client's address as the throttles see it: the socket's peer, unless that peer is a trusted proxy
 * (TRUSTED_PROXIES; the web server's Server Actions call from it and forward the visitor's address). Then each
 * trusted hop's `X-Forwarded-For` entry is followed from the right, and the client is the first address that is not
 * a trusted proxy. `X-Forwarded-For` from anyone else is ignored: whoever sends a request writes that header, and
 * trusting it would let every request pick its own bucket.
 */
export function clientAddress(c: Context, trusted: TrustedProxies): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  let client = env?.incoming?.socket?.remoteAddress ?? NO_SOCKET;
  if (!trusted.has(client)) return addressKey(client);
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  while (trusted.has(client) && forwarded.length > 0) {
    const next = forwarded.pop()!;
    // A malformed entry is not an address anyone can be throttled by: the last trusted hop stands for the client.
    if (isIP(plainAddress(next)) === 0) break;
    client = next;
  }
  return addressKey(client);
}
