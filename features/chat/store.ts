'use client';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createReducerStore, type EventTypes, type ReducerStoreState } from '@/lib/state/reducer-store';
import { chatReducer, initialChatState, type ChatEvent, type ChatState } from './model/chat-machine';

export type ChatStoreState = ReducerStoreState<ChatState, ChatEvent>;

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

export const ChatStoreContext = createContext<ChatStore | null>(null);

export function useChatStore(): ChatStore {
  const store = useContext(ChatStoreContext);
  if (!store) throw new Error('Chat hooks need a <ChatProvider> above them');
  return store;
}

/** Selector hook: a component re-renders only when what it selects changes. */
export const useChat = <T>(selector: (state: ChatStoreState) => T): T => useStore(useChatStore(), selector);

export const useChatActions = () => useChat((s) => s.actions);
