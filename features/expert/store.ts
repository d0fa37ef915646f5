'use client';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createReducerStore, type ReducerStoreState } from '@/lib/state/reducer-store';
import { expertReducer } from './model/expert-machine';
import type { ExpertEvent, ExpertState } from './model/expert-state';

export type ExpertStoreState = ReducerStoreState<ExpertState, ExpertEvent>;
export type ExpertStore = ReturnType<typeof createExpertStore>;

const eventTypes: ExpertEvent['type'][] = [
  'stateLoaded', 'gameStateChanged', 'inputTourChosen', 'controlStarted', 'controlSucceeded', 'controlFailed',
  'scoresReleased', 'openLockRestored', 'checkedRestored', 'participantsCounted', 'sheetsCounted', 'sheetsInTourCounted',
  'reactionOccurred', 'reactionsCleared', 'reactionsUpdated', 'mechanicSwitched', 'chatLockChanged',
  'checkingStarted', 'checkingStopped', 'sheetRequested', 'sheetReceived', 'sheetFetchFailed', 'sheetTakeStarted',
  'sheetTaken', 'sheetTakeFailed', 'groupDecided', 'questionToggled', 'blankSendStarted', 'blankResolved', 'blankSendFailed',
  'blankLost', 'appealsLoaded', 'newAppeal', 'appealsSeen', 'appealResolved', 'connectionLost', 'connectionBack',
];

/** A store per console (never module-global: under Next one would be shared between requests). */
export function createExpertStore(initial: ExpertState) {
  return createReducerStore<ExpertState, ExpertEvent>(initial, expertReducer, eventTypes);
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
