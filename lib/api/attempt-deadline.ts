/**
 * One attempt's abort signal: aborted when the caller's signal aborts or when the attempt has waited `ms` for the
 * server (`AbortSignal.any` of the caller's and `AbortSignal.timeout`). A request the server never answers (a
 * half-open connection, a proxy that hangs) would otherwise hold its caller forever, and the answer sheet posts one
 * request at a time.
 */
export interface AttemptDeadline {
  signal: AbortSignal;
  /** Whether this attempt was cut by its own deadline (not by the caller). */
  expired: () => boolean;
  /** `work`, or a rejection as soon as the signal aborts (a body read does not always stop by itself). */
  within: <T>(work: Promise<T>) => Promise<T>;
}

/**
 * `AbortSignal.any` where the browser has it. The product's browser targets (Next's defaults: Safari 16.4, Chrome
 * 111, Firefox 111) predate it (Safari 17.4, Chrome 116, Firefox 124), so older ones get the same behaviour by hand:
 * aborted with the reason of the first signal that aborts.
 */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const source of signals) {
    if (source.aborted) {
      controller.abort(source.reason);
      break;
    }
    source.addEventListener('abort', () => controller.abort(source.reason), { once: true, signal: controller.signal });
  }
  return controller.signal;
}

export function attemptDeadline(outer: AbortSignal | undefined, ms: number): AttemptDeadline {
  const deadline = AbortSignal.timeout(ms);
  const signal = outer ? anySignal([outer, deadline]) : deadline;
  return {
    signal,
    // The combined signal keeps the reason of whichever aborted first.
    expired: () => deadline.aborted && signal.reason === deadline.reason,
    within: (work) =>
      new Promise((resolve, reject) => {
        const stop = () => reject(signal.reason instanceof Error ? signal.reason : new Error('The attempt was aborted'));
        if (signal.aborted) return stop();
        signal.addEventListener('abort', stop, { once: true });
        work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
      }),
  };
}
