'use client';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createReducerStore, type EventTypes, type ReducerStoreState } from '@/lib/state/reducer-store';
import { participantReducer } from './model/participant-machine';
import type { ParticipantEvent, ParticipantState } from './model/participant-state';
import { syncMark, type SyncMark } from './model/sheet';

export type ParticipantStoreState = ReducerStoreState<ParticipantState, ParticipantEvent>;
export type ParticipantStore = ReturnType<typeof createParticipantStore>;

const eventTypes: EventTypes<ParticipantEvent> = {
  screenLoaded: true,
  tourStarted: true,
  answersOpened: true,
  tourClosed: true,
  tourOpened: true,
  answersReceived: true,
  resendRequested: true,
  gameFinished: true,
  welcomed: true,
  teammatesCounted: true,
  membershipChanged: true,
  teamsOnlineChanged: true,
  icqChatIdReceived: true,
  reactionsUpdated: true,
  reactionOccurred: true,
  reactionsCleared: true,
  chatLockChanged: true,
  answersChecked: true,
  appealResolved: true,
  scoresUpdated: true,
  answerTyped: true,
  answerFocused: true,
  answerBlurred: true,
  draftReceived: true,
  postStarted: true,
  postSucceeded: true,
  postFailed: true,
  typingHinted: true,
  typingExpired: true,
  tabSelected: true,
  notificationsSeen: true,
  streamToggled: true,
  connectionLost: true,
  connectionBack: true,
};

/** A store per screen (never a module-level singleton: under Next one would be shared between requests). */
export function createParticipantStore(initial: ParticipantState) {
  return createReducerStore<ParticipantState, ParticipantEvent>(initial, participantReducer, eventTypes);
}

export const ParticipantStoreContext = createContext<ParticipantStore | null>(null);

export function useParticipantStore(): ParticipantStore {
  const store = useContext(ParticipantStoreContext);
  if (!store) throw new Error('Participant hooks need a <ParticipantProvider> above them');
  return store;
}

/** Selector hook: a component re-renders only when what it selects changes. */
export function useParticipant<T>(selector: (state: ParticipantStoreState) => T): T {
  return useStore(useParticipantStore(), selector);
}

/** Stable object: safe in effect dependencies. */
export const useParticipantActions = () => useParticipant((s) => s.actions);

export const useSyncMark = (questionNumber: number): SyncMark | null =>
  useParticipant((s) => {
    const entry = s.sheet.find((e) => e.questionNumber === questionNumber);
    return entry ? syncMark(entry) : null;
  });

export const useUnseenCount = () => useParticipant((s) => s.notifications.reduce((n, note) => n + (note.seen ? 0 : 1), 0));
