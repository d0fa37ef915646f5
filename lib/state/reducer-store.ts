import { createStore } from 'zustand/vanilla';

type EventOf<E extends { type: string }, T extends E['type']> = Omit<Extract<E, { type: T }>, 'type'>;

/** One action per event type, named after what happened (`tourStarted`, `sheetReceived`), never after a field. */
type ReducerActions<E extends { type: string }> = { [T in E['type']]: (event: EventOf<E, T>) => void };

export type ReducerStoreState<S, E extends { type: string }> = S & { actions: ReducerActions<E> };

/**
 * Every event type of a machine, as the keys of an object: a type left out (or misspelt) is a compile error, where a
 * list would type-check and the missing action would only fail when first called.
 */
export type EventTypes<E extends { type: string }> = { readonly [T in E['type']]: true };

/**
 * A zustand store driven by a pure reducer (the state machine, tested on its own): each action dispatches its
 * event, and a reducer that returns the same state object changes nothing, so no subscriber re-renders.
 * Created per screen, never at module level: under Next a module-level store would be shared between requests.
 */
export function createReducerStore<S extends object, E extends { type: string }>(initial: S, reducer: (state: S, event: E) => S, eventTypes: EventTypes<E>) {
  return createStore<ReducerStoreState<S, E>>()((set) => {
    const actions = Object.fromEntries(
      (Object.keys(eventTypes) as E['type'][]).map((type) => [
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
