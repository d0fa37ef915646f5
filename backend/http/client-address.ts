import type { Context } from 'hono';
import { isIPv6 } from 'node:net';

/** What the throttles key on when a request has no socket (in-process tests through `app.request`). */
const NO_SOCKET = 'local';

/**
 * The throttle key of an address: IPv4 as is (an IPv4-mapped IPv6 address is its IPv4 address), IPv6 by its /64
 * network, since one host commonly holds a whole /64 and could otherwise take a fresh bucket per request.
 */
function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return mapped[1]!;
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

/**
 * The client's address as the throttles see it. By default the socket's peer: `X-Forwarded-For` is written by
 * whoever sends the request, so trusting it would let every request pick its own bucket. Behind proxies
 * (`TRUST_PROXY` = how many), each proxy appends the address it received the request from; the client is the
 * entry that many places from the right of `X-Forwarded-For` followed by the socket's peer.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress ?? NO_SOCKET;
  if (trustedProxies === 0) return addressKey(peer);
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  return addressKey(chain[Math.max(0, chain.length - 1 - trustedProxies)]!);
}
