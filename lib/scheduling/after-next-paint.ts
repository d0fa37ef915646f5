/**
 * Runs `work` in a task after the browser has painted the current frame (the next animation frame, then a task),
 * so what an input changed shows first and the work does not delay that paint. A hidden tab paints no frames: a
 * timer runs it then. Returns the cancel function.
 */
export function afterNextPaint(work: () => void, latestMs = 200): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    work();
  };
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (afterFrame = setTimeout(run, 0)));
  const latest = setTimeout(run, latestMs);
  function cancel() {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(latest);
  }
  return cancel;
}
