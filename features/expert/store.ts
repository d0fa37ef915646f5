'use client';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { expertReducer } from './model/expert-machine';
import type { ExpertEvent, ExpertState } from './model/expert-state';

type EventOf<T extends ExpertEvent['type']> = Omit<Extract<ExpertEvent, { type: T }>, 'type'>;

/** One action per event, named after what happened (`sheetReceived`, `newAppeal`), never after a field. */
export type ExpertActions = { [T in ExpertEvent['type']]: (event: EventOf<T>) => void };

export type ExpertStoreState = ExpertState & { actions: ExpertActions };
export type ExpertStore = ReturnType<typeof createExpertStore>;

const eventTypes: ExpertEvent['type'][] = [
  'stateLoaded', 'inputTourChosen', 'controlStarted', 'controlSucceeded', 'controlFailed', 'scoresReleased',
  'participantsCounted', 'sheetsCounted', 'sheetsInTourCounted', 'reactionOccurred', 'reactionsCleared',
  'reactionsUpdated', 'chatLockChanged', 'checkingStarted', 'checkingStopped', 'sheetRequested', 'sheetReceived',
  'sheetFetchFailed', 'sheetTakeStarted', 'sheetTaken', 'sheetTakeFailed', 'questionToggled', 'blankSendStarted', 'blankResolved', 'blankSendFailed', 'appealsLoaded',
  'newAppeal', 'appealsSeen', 'connectionLost', 'connectionBack',
];

/** A store per console (never module-global: under Next one would be shared between requests). */
export function createExpertStore(initial: ExpertState) {
  return createStore<ExpertStoreState>()((set) => {
    const actions = Object.fromEntries(
      eventTypes.map((type) => [
        type,
        (event: object) =>
          set((state) => {
            const { actions: own, ...current } = state;
            const next = expertReducer(current, { ...event, type } as ExpertEvent);
            return next === current ? state : { ...next, actions: own };
          }),
      ]),
    ) as ExpertActions;
    return { ...initial, actions };
  });
}

export const ExpertStoreContext = createContext<ExpertStore | null>(null);

export function useExpertStore(): ExpertStore {
  const store = useContext(ExpertStoreContext);
  if (!store) throw new Error('Expert hooks need an <ExpertProvider> above them');
  return store;
}

/** Selector hook: a component re-renders only when what it selects changes. */
export function useExpert<T>(selector: (state: ExpertStoreState) => T): T {
  return useStore(useExpertStore(), selector);
}

export const useExpertActions = () => useExpert((s) => s.actions);
