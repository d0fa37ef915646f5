import { createStore } from 'zustand/vanilla';

type EventOf<E extends { type: string }, T extends E['type']> = Omit<Extract<E, { type: T }>, 'type'>;

/** One action per event type, named after what happened (`tourStarted`, `sheetReceived`), never after a field. */
type ReducerActions<E extends { type: string }> = { [T in E['type']]: (event: EventOf<E, T>) => void };

export type ReducerStoreState<S, E extends { type: string }> = S & { actions: ReducerActions<E> };

/**
 * A zustand store driven by a pure reducer (the state machine, tested on its own): each action dispatches its
 * event, and a reducer that returns the same state object changes nothing, so no subscriber re-renders.
 * Created per screen, never at module level: under Next a module-level store would be shared between requests.
 */
export function createReducerStore<S extends object, E extends { type: string }>(
  initial: S,
  reducer: (state: S, event: E) => S,
  eventTypes: readonly E['type'][],
) {
  return createStore<ReducerStoreState<S, E>>()((set) => {
    const actions = Object.fromEntries(
      eventTypes.map((type) => [
        type,
        (event: object) =>
          set((state) => {
            const { actions: own, ...rest } = state;
            const current = rest as unknown as S;
            const next = reducer(current, { ...event, type } as E);
            return next === current ? state : ({ ...next, actions: own } as ReducerStoreState<S, E>);
          }),
      ]),
    ) as ReducerActions<E>;
    return { ...initial, actions } as ReducerStoreState<S, E>;
  });
}
