import { createReducerStore, type EventTypes } from './reducer-store';

type CounterEvent = { type: 'added'; by: number } | { type: 'reset' } | { type: 'noticed' };
interface CounterState {
  count: number;
}

const counterReducer = (state: CounterState, event: CounterEvent): CounterState => {
  switch (event.type) {
    case 'added':
      return { count: state.count + event.by };
    case 'reset':
      return state.count === 0 ? state : { count: 0 };
    case 'noticed':
      return state;
  }
};

const counterEvents: EventTypes<CounterEvent> = { added: true, reset: true, noticed: true };

describe('createReducerStore', () => {
  it('gives one action per event type, each dispatching its event through the reducer', () => {
    const store = createReducerStore<CounterState, CounterEvent>({ count: 1 }, counterReducer, counterEvents);
    const { actions } = store.getState();
    expect(Object.keys(actions).sort()).toEqual(['added', 'noticed', 'reset']);
    actions.added({ by: 2 });
    expect(store.getState().count).toBe(3);
    actions.reset({});
    expect(store.getState().count).toBe(0);
    // The actions survive every change.
    expect(store.getState().actions).toBe(actions);
  });

  it('changes nothing, and notifies no one, when the reducer returns the same state', () => {
    const store = createReducerStore<CounterState, CounterEvent>({ count: 0 }, counterReducer, counterEvents);
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getState();
    store.getState().actions.noticed({});
    store.getState().actions.reset({});
    expect(store.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    store.getState().actions.added({ by: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps stores apart (one per screen)', () => {
    const a = createReducerStore<CounterState, CounterEvent>({ count: 0 }, counterReducer, counterEvents);
    const b = createReducerStore<CounterState, CounterEvent>({ count: 0 }, counterReducer, counterEvents);
    a.getState().actions.added({ by: 5 });
    expect(b.getState().count).toBe(0);
  });

  it('makes a machine’s event list complete at compile time (checked by `npm run typecheck`)', () => {
    // @ts-expect-error -- 'noticed' is left out: an incomplete list does not compile.
    const incomplete: EventTypes<CounterEvent> = { added: true, reset: true };
    // @ts-expect-error -- a type the machine does not have does not compile either.
    const unknown: EventTypes<CounterEvent> = { added: true, reset: true, noticed: true, removed: true };
    expect([incomplete, unknown]).toHaveLength(2);
  });
});
