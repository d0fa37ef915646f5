'use client';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { chatReducer, initialChatState, type ChatEvent, type ChatState } from './model/chat-machine';

type EventOf<T extends ChatEvent['type']> = Omit<Extract<ChatEvent, { type: T }>, 'type'>;

/** One action per event, named after what happened. */
export type ChatActions = { [T in ChatEvent['type']]: (event: EventOf<T>) => void };
export type ChatStoreState = ChatState & { actions: ChatActions };

const eventTypes: ChatEvent['type'][] = [
  'historyLoaded', 'olderRequested', 'historyFailed', 'messageReceived', 'lockChanged', 'roundChanged', 'draftChanged',
  'sendStarted', 'sendSucceeded', 'sendRefused', 'visibilityChanged', 'arrivalsAnnounced',
];

/** A store per chat (never module-level: under Next one would be shared between requests). */
export function createChatStore(initial: Partial<ChatState> = {}) {
  return createStore<ChatStoreState>()((set) => {
    const actions = Object.fromEntries(
      eventTypes.map((type) => [
        type,
        (event: object) =>
          set((state) => {
            const { actions: own, ...current } = state;
            const next = chatReducer(current, { ...event, type } as ChatEvent);
            return next === current ? state : { ...next, actions: own };
          }),
      ]),
    ) as ChatActions;
    return { ...initialChatState, ...initial, actions };
  });
}

export type ChatStore = ReturnType<typeof createChatStore>;

export const ChatStoreContext = createContext<ChatStore | null>(null);

export function useChatStore(): ChatStore {
  const store = useContext(ChatStoreContext);
  if (!store) throw new Error('Chat hooks need a <ChatProvider> above them');
  return store;
}

/** Selector hook: a component re-renders only when what it selects changes. */
export const useChat = <T,>(selector: (state: ChatStoreState) => T): T => useStore(useChatStore(), selector);

export const useChatActions = () => useChat((s) => s.actions);
