'use client';
import { createReducerStore, type EventTypes, type ReducerStoreState } from '@/lib/state/reducer-store';
import { createStoreContext } from '@/lib/state/store-context';
import { expertReducer } from './model/expert-machine';
import type { ExpertEvent, ExpertState } from './model/expert-state';

type ExpertStoreState = ReducerStoreState<ExpertState, ExpertEvent>;
export type ExpertStore = ReturnType<typeof createExpertStore>;

const eventTypes: EventTypes<ExpertEvent> = {
  stateLoaded: true,
  gameStateChanged: true,
  inputTourChosen: true,
  controlStarted: true,
  controlSucceeded: true,
  controlFailed: true,
  scoresReleased: true,
  openLockRestored: true,
  checkedRestored: true,
  participantsCounted: true,
  sheetsCounted: true,
  sheetsInTourCounted: true,
  reactionOccurred: true,
  reactionsCleared: true,
  reactionsUpdated: true,
  mechanicSwitched: true,
  chatLockChanged: true,
  checkingStarted: true,
  checkingStopped: true,
  sheetRequested: true,
  sheetReceived: true,
  sheetFetchFailed: true,
  sheetTakeStarted: true,
  sheetTaken: true,
  sheetTakeFailed: true,
  groupDecided: true,
  questionToggled: true,
  blankSendStarted: true,
  blankResolved: true,
  blankSendFailed: true,
  blankLost: true,
  appealsLoaded: true,
  newAppeal: true,
  appealsSeen: true,
  appealResolved: true,
  connectionLost: true,
  connectionBack: true,
};

/** A store per console (never module-global: under Next one would be shared between requests). */
export function createExpertStore(initial: ExpertState) {
  return createReducerStore<ExpertState, ExpertEvent>(initial, expertReducer, eventTypes);
}

const storeContext = createStoreContext<ExpertStoreState>('ExpertProvider');
export const ExpertStoreContext = storeContext.StoreContext;
export const useExpertStore = storeContext.useStoreApi;
/** Selector hook: a component re-renders only when what it selects changes. */
export const useExpert = storeContext.useSelect;
