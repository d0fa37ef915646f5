import type { Clock } from '../time/clock';

export interface RateLimit {
  /** How many hits a key may have inside the window. */
  limit: number;
  windowMs: number;
}

/** Login and recovery: 5 per minute per e-mail and address, as Laravel's login throttle. */
export const ACCOUNT_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 60_000 };

/** Keys kept at most; the oldest are forgotten first, so a flood of made-up e-mails cannot exhaust memory. */
const MAX_KEYS = 10_000;

/**
 * A sliding-window limiter in memory (one backend process; a restart forgets, which is fine for a throttle).
 * `retryAfterSeconds` is 0 while the key may go on, else the seconds until its oldest hit leaves the window.
 */
export function createRateLimiter({ limit, windowMs }: RateLimit, now: Clock) {
  const hits = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const list = (hits.get(key) ?? []).filter((at) => at > since);
    if (list.length === 0) hits.delete(key);
    else hits.set(key, list);
    return list;
  };

  return {
    retryAfterSeconds(key: string): number {
      const list = recent(key);
      if (list.length < limit) return 0;
      return Math.max(1, Math.ceil((list[0]! + windowMs - now()) / 1000));
    },
    hit(key: string) {
      const list = recent(key);
      hits.delete(key);
      hits.set(key, [...list, now()]);
      if (hits.size > MAX_KEYS) hits.delete(hits.keys().next().value!);
    },
    clear: (key: string) => void hits.delete(key),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The throttle key: the e-mail as typed (case and spaces ignored) and the client's address. */
export const throttleKey = (email: unknown, address: string) =>
  `${typeof email === 'string' ? email.trim().toLowerCase() : ''}|${address}`;
