import type { Clock } from '../time/clock';

export interface RateLimit {
  /** How many hits a key may have inside the window. */
  limit: number;
  windowMs: number;
}

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

  const limiter = {
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
    /**
     * Counts a request that may go on and returns 0, or returns the wait without counting (a refused request does
     * not push the end of the wait further: a client that honours Retry-After gets through when it says).
     */
    take(key: string): number {
      const wait = limiter.retryAfterSeconds(key);
      if (wait === 0) limiter.hit(key);
      return wait;
    },
    clear: (key: string) => void hits.delete(key),
  };
  return limiter;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
