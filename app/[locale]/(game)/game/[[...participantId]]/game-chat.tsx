'use client';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { ChatProvider } from '@/features/chat/components/chat-provider';
import { ChatUnreadBadge } from '@/features/chat/components/chat-unread-badge';
import { useScreen } from '@/features/participant/components/use-screen';
import { ChatSlotContext, type ChatSlot } from '@/features/participant/components/tabs/game-tabs';
import { useParticipant } from '@/features/participant/store';
import type { Locale } from '@/lib/i18n/routing';

// The visible chat (virtual list, composer, date formatting) loads when the chat tab is first opened.
const ChatRoom = dynamic(() => import('@/features/chat/components/chat-room').then((m) => m.ChatRoom), { ssr: false });

const slot: ChatSlot = { Panel: ChatRoom, Badge: ChatUnreadBadge };

/**
 * Wires the game chat to the participant screen: the game id, the player, the round (answers open = the chat
 * waits) and the organiser's lock as the screen hears them on its game channel. The chat connection lives as long
 * as the screen, so the chat tab counts unread messages while another tab is open.
 */
export function GameChat({ locale, viewerId, children }: { locale: Locale; viewerId: number | null; children: ReactNode }) {
  const gameId = useScreen((s) => s.gameId);
  const answersOpen = useParticipant((s) => s.currentTour !== null && s.canAnswer);
  const locked = useParticipant((s) => s.chatLocked);
  return (
    <ChatProvider gameId={gameId} viewerId={viewerId} locale={locale} locked={locked} answersOpen={answersOpen}>
      <ChatSlotContext.Provider value={slot}>{children}</ChatSlotContext.Provider>
    </ChatProvider>
  );
}
