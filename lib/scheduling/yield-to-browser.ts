/**
 * Ends the current task and goes on in a new one, so the browser can run input and paint in between:
 * `scheduler.yield()`, whose continuation runs ahead of other queued tasks. Where it is missing (Safari, the server,
 * jsdom) it resolves at once, as code that never yielded.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield !== 'function') return Promise.resolve();
  const yielded = scheduler.yield();
  // The caller's work must go on whatever the browser does with the continuation: one that is refused, or not run
  // within a few frames, lets it go on anyway (a request must never wait on a scheduling detail).
  return new Promise<void>((resolve) => {
    const latest = setTimeout(resolve, YIELD_LIMIT_MS);
    const done = () => {
      clearTimeout(latest);
      resolve();
    };
    yielded.then(done, done);
  });
}

const YIELD_LIMIT_MS = 50;

/**
 * yieldToBrowser on a shown page; at once on a hidden one (switched away from, or closing: the page is hidden before
 * `pagehide`), where nothing waits for a paint and work left for a later task might not run before the page goes.
 */
export function yieldWhileShown(): Promise<void> {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden' ? Promise.resolve() : yieldToBrowser();
}
