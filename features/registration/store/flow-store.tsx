'use client';
import { useState, type ReactNode } from 'react';
import { browserStorage } from '@/lib/state/browser-storage';
import { createReducerStore, type ReducerStoreState } from '@/lib/state/reducer-store';
import { createStoreContext } from '@/lib/state/store-context';
import { pruneDrafts, readDraft, writeDraft } from '../model/draft';
import { flowEventTypes, flowReducer, initialFlowState, type FlowEvent, type FlowState } from '../model/flow-machine';

export const newIdempotencyKey = () => crypto.randomUUID();

/** The flow's store for one game, starting from its draft (if any) and saving every change back to it. */
function createFlowStore(gameId: number, storage: Storage | null, now = Date.now()) {
  pruneDrafts(storage, now);
  const initial = readDraft(storage, gameId, now) ?? initialFlowState(newIdempotencyKey());
  const store = createReducerStore<FlowState, FlowEvent>(initial, flowReducer, flowEventTypes);
  store.subscribe((state, previous) => {
    if (state === previous) return;
    const { actions: _actions, ...flow } = state;
    writeDraft(storage, gameId, flow, Date.now());
  });
  return store;
}

const storeContext = createStoreContext<ReducerStoreState<FlowState, FlowEvent>>('FlowStoreProvider');

/** One store per open modal (never module-level: under Next that would be shared between requests). */
export function FlowStoreProvider({ gameId, children }: { gameId: number; children: ReactNode }) {
  const [store] = useState(() => createFlowStore(gameId, browserStorage('local')));
  return <storeContext.StoreContext.Provider value={store}>{children}</storeContext.StoreContext.Provider>;
}

/** Selector hook: a component re-renders only when what it selects changes. */
export const useFlow = storeContext.useSelect;

/** Stable object: safe in effect dependencies. */
export const useFlowActions = () => useFlow((s) => s.actions);
