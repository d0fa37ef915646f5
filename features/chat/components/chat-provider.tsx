'use client';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { getBrowserConfig } from '@/lib/config/public-config';
import type { ChatSocket } from '@/lib/realtime/chat/chat-socket';
import type { Locale } from '@/lib/i18n/routing';
import { whenIdle } from '@/lib/scheduling/when-idle';
import { readSessionToken } from '@/lib/session/session-cookies';
import type { ApiClient } from '@/lib/api/create-api-client';
import { chatBrowserApi, reloadUser } from '../api/chat-browser-api';
import type { ChatSession } from '../model/chat-session';
import { ChatStoreContext, createChatStore } from '../store';
import { ChatNotices } from './chat-notices';
import { usePersistedDraft } from './use-persisted-draft';

export interface ChatProviderProps {
  gameId: number;
  /** The signed-in user: their messages are marked and never counted as unread. */
  viewerId: number | null;
  locale: Locale;
  /** The lock as the host screen knows it (game channel events), null when unknown. */
  locked: boolean | null;
  /** A round is under way with answers open (from the host screen's round state). */
  answersOpen: boolean;
  api?: ApiClient;
  children: ReactNode;
}

export interface ChatContextValue {
  /** Null until the chat's network code has loaded (just after the screen). */
  session: ChatSession | null;
  socket: ChatSocket | null;
  viewerId: number | null;
}

/** Exported for component tests, which give the chat's parts a store and a fake session without a socket. */
export const ChatContext = createContext<ChatContextValue | null>(null);

export function useChatContext(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('Chat components need a <ChatProvider> above them');
  return value;
}

/**
 * The game chat of a screen: its store, the chat socket and the session that loads history and sends (their code,
 * with the reply schemas, loads just after the screen, so the screen's first load carries only the store). Mounted for the whole screen, so unread messages are counted while
 * another tab is open; the visible part (ChatRoom) loads when the chat tab is first opened.
 */
export function ChatProvider({ gameId, viewerId, locale, locked, answersOpen, api = chatBrowserApi, children }: ChatProviderProps) {
  const [store] = useState(() => createChatStore({ locked, answersOpen }));
  const [session, setSession] = useState<ChatSession | null>(null);
  const [socket, setSocket] = useState<ChatSocket | null>(null);

  useEffect(() => {
    if (locked !== null) store.getState().actions.lockChanged({ locked });
  }, [store, locked]);
  useEffect(() => store.getState().actions.roundChanged({ answersOpen }), [store, answersOpen]);
  usePersistedDraft(store, gameId, viewerId);

  useEffect(() => {
    let cancelled = false;
    let created: ChatSocket | null = null;
    const actions = () => store.getState().actions;
    const load = () =>
      Promise.all([import('@/lib/realtime/chat/chat-socket'), import('../model/chat-session')]).then(([{ createChatSocket }, chat]) => {
        if (cancelled) return;
        const next = chat.createChatSession({ store, api, gameId, viewerId });
        // GET chats/GAME/{id} (spec): the lock before the socket has joined; every join says it again.
        void next.loadLock();
        created = createChatSocket(
          {
            url: getBrowserConfig().chatSocketUrl,
            locale,
            getToken: () => readSessionToken('player'),
            renewSession: () => reloadUser(api),
            reloadUser: () => reloadUser(api),
          },
          {
            message: (wire) => next.received(wire),
            lock: (status) => actions().lockChanged({ locked: status === 'LOCKED' }),
            joined: ({ status }) => {
              actions().lockChanged({ locked: status === 'LOCKED' });
              void next.catchUp();
            },
          },
        );
        next.attach(created);
        created.join(gameId);
        setSession(next);
        setSocket(created);
      });
    // The chat is secondary to answering: its code and connection wait until the browser has a quiet moment.
    const cancelIdle = whenIdle(() => void load());
    return () => {
      cancelIdle();
      cancelled = true;
      created?.close();
      setSession(null);
      setSocket(null);
    };
  }, [api, gameId, locale, store, viewerId]);

  return (
    <ChatStoreContext.Provider value={store}>
      <ChatContext.Provider value={{ session, socket, viewerId }}>
        {children}
        {/* Here, not in the chat tab: a lock or reopening is read out whichever tab is open. */}
        <ChatNotices />
      </ChatContext.Provider>
    </ChatStoreContext.Provider>
  );
}
