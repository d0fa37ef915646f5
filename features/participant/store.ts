'use client';
import { createReducerStore, type EventTypes, type ReducerStoreState } from '@/lib/state/reducer-store';
import { participantReducer } from './model/participant-machine';
import type { ParticipantEvent, ParticipantState } from './model/participant-state';
import { syncMark, type SyncMark } from './model/sheet';
import { createStoreContext } from '@/lib/state/store-context';

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

const storeContext = createStoreContext<ParticipantStoreState>('ParticipantProvider');
export const ParticipantStoreContext = storeContext.StoreContext;
export const useParticipantStore = storeContext.useStoreApi;
/** Selector hook: a component re-renders only when what it selects changes. */
export const useParticipant = storeContext.useSelect;

/** Stable object: safe in effect dependencies. */
export const useParticipantActions = () => useParticipant((s) => s.actions);

export const useSyncMark = (questionNumber: number): SyncMark | null =>
  useParticipant((s) => {
    const entry = s.sheet.find((e) => e.questionNumber === questionNumber);
    return entry ? syncMark(entry) : null;
  });

export const useUnseenCount = () => useParticipant((s) => s.notifications.reduce((n, note) => n + (note.seen ? 0 : 1), 0));
