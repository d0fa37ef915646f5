/**
 * Runs `work` in the browser's next quiet moment (at the latest after `timeoutMs`); returns the cancel function.
 * Browsers without requestIdleCallback (Safari) get a short timer instead.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}
