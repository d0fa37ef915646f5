/**
 * Runs `work` once the browser has painted the next frame: the frame a keystroke produces is not held up by work
 * that can wait a few milliseconds (interaction latency is measured until that paint). Outside a browser (tests
 * without animation frames) it runs on the next macrotask.
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(work, 0);
    return;
  }
  // The animation frame callback runs just before the paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(work, 0));
}
