/** Counters of a simulation run, printed as a table at the end. */
export function createStats() {
  const counters = new Map<string, number>();
  return {
    count(name: string, by = 1) {
      counters.set(name, (counters.get(name) ?? 0) + by);
    },
    get: (name: string) => counters.get(name) ?? 0,
    snapshot: () => Object.fromEntries([...counters.entries()].sort(([a], [b]) => a.localeCompare(b))),
  };
}

export type SimulationStats = ReturnType<typeof createStats>;
