'use client';
import { createReducerStore, type EventTypes, type ReducerStoreState } from '@/lib/state/reducer-store';
import { createStoreContext } from '@/lib/state/store-context';
import { chatReducer, initialChatState, type ChatEvent, type ChatState } from './model/chat-machine';

type ChatStoreState = ReducerStoreState<ChatState, ChatEvent>;

const eventTypes: EventTypes<ChatEvent> = {
  historyLoaded: true,
  olderRequested: true,
  historyFailed: true,
  historyUnavailable: true,
  messageReceived: true,
  lockChanged: true,
  roundChanged: true,
  draftChanged: true,
  sendStarted: true,
  sendSucceeded: true,
  sendRefused: true,
  retryWaitEnded: true,
  noticeExpired: true,
  visibilityChanged: true,
  arrivalsAnnounced: true,
};

/** A store per chat (never module-level: under Next one would be shared between requests). */
export function createChatStore(initial: Partial<ChatState> = {}) {
  return createReducerStore<ChatState, ChatEvent>({ ...initialChatState, ...initial }, chatReducer, eventTypes);
}

export type ChatStore = ReturnType<typeof createChatStore>;

const storeContext = createStoreContext<ChatStoreState>('ChatProvider');
export const ChatStoreContext = storeContext.StoreContext;
export const useChatStore = storeContext.useStoreApi;
/** Selector hook: a component re-renders only when what it selects changes. */
export const useChat = storeContext.useSelect;

export const useChatActions = () => useChat((s) => s.actions);
