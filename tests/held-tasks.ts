/**
 * A browser whose `scheduler.yield()` continuations wait until the test lets them run: code that yields is seen
 * before and after its task ends. Install in a test; `vi.unstubAllGlobals()` removes it.
 */
export function holdTaskContinuations() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => waiting.push(resolve)) });
  return {
    /** How many continuations wait for a new task. */
    waiting: () => waiting.length,
    /** Runs every continuation waiting now (the tasks they asked for). */
    runWaiting: () => waiting.splice(0).forEach((resolve) => resolve()),
    /**
     * Lets the held continuations run, one round at a time, until `happened()` (e.g. "the request went out"):
     * the number of rounds it took, i.e. how many new tasks the code asked for before it.
     */
    async roundsBefore(happened: () => boolean, limit = 5): Promise<number> {
      let rounds = 0;
      while (rounds < limit) {
        await vi.waitFor(() => expect(happened() || waiting.length > 0).toBe(true));
        if (happened()) return rounds;
        this.runWaiting();
        rounds += 1;
      }
      return rounds;
    },
  };
}

/** Lets promise chains settle without running a held continuation. */
export const settleMicrotasks = async (rounds = 10) => {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
};
