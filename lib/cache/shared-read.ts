interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

/**
 * A small process-wide cache for public reads that are the same for every anonymous visitor (the first page of
 * games, the cities; whether a game's registration is open to everyone): concurrent requests share one request in flight, and a result is reused for `ttlMs`.
 * Failures are not kept, so the next render tries again. Bounded, oldest entries dropped first.
 */
export function createSharedRead(maxEntries = 200) {
  const entries = new Map<string, Entry<unknown>>();
  return function sharedRead<T>(key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = entries.get(key) as Entry<T> | undefined;
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    entries.delete(key);
    entries.set(key, { value, expires: now + ttlMs });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  };
}
