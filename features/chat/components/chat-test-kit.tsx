import type { ReactNode } from 'react';
import type { ChatSession } from '../model/chat-session';
import { ChatStoreContext, type ChatStore } from '../store';
import { ChatContext } from './chat-provider';

/** The chat's parts under test: a store and, when the test needs one, a session; no socket, no network. */
export function ChatTestKit({
  store,
  session = null,
  viewerId = 1,
  children,
}: {
  store: ChatStore;
  session?: ChatSession | null;
  viewerId?: number;
  children: ReactNode;
}) {
  return (
    <ChatStoreContext.Provider value={store}>
      <ChatContext.Provider value={{ session, socket: null, viewerId }}>{children}</ChatContext.Provider>
    </ChatStoreContext.Provider>
  );
}
