/**
 * One attempt's abort signal: aborted when the caller's signal aborts or when the attempt has waited `ms` for the
 * server. A request the server never answers (a half-open connection, a proxy that hangs) would otherwise hold its
 * caller forever, and the answer sheet posts one request at a time.
 */
export interface AttemptDeadline {
  signal: AbortSignal;
  /** Whether this attempt was cut by its own deadline (not by the caller). */
  expired: () => boolean;
  /** `work`, or a rejection as soon as the signal aborts (a body read does not always stop by itself). */
  within: <T>(work: Promise<T>) => Promise<T>;
  /** Stops the timer and the link to the caller's signal; call it when the attempt is over. */
  release: () => void;
}

export function attemptDeadline(outer: AbortSignal | undefined, ms: number): AttemptDeadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const follow = () => controller.abort(outer?.reason);
  if (outer?.aborted) follow();
  else outer?.addEventListener('abort', follow, { once: true });
  const { signal } = controller;
  return {
    signal,
    expired: () => expired,
    within: (work) =>
      new Promise((resolve, reject) => {
        const stop = () => reject(signal.reason instanceof Error ? signal.reason : new Error('The attempt was aborted'));
        if (signal.aborted) return stop();
        signal.addEventListener('abort', stop, { once: true });
        work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
      }),
    release: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
}
