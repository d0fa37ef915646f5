/**
 * Coalesces resyncs: a resync asked for while one runs makes that one run once more when it ends (the state may
 * have moved meanwhile), instead of stacking parallel fetches. Failures are swallowed: the next reconnect or gap
 * resyncs again.
 */
export function createResync(run: () => Promise<void>, after: () => void = () => {}) {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      await run().catch(() => undefined);
    } while (again);
  };
  return (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = null;
      after();
    });
    return running;
  };
}
