import { endpoints } from '@/contract/endpoints';
import { chatLimits } from '@/contract/chat-settings';
import { chatHistoryReplySchema } from '@/contract/schemas/chat';
import { chatStatusReplySchema } from '@/contract/schemas/live';
import { callAddition } from '@/lib/api/addition-discovery';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { ChatMessage } from '../types';
import { toChatMessage } from './to-chat';

export interface HistoryPage {
  items: ChatMessage[];
  hasMore: boolean;
}

/** GET chats/GAME/{id}: true when the organiser has locked the chat. */
export async function fetchChatLocked(api: ApiClient, gameId: number, signal?: AbortSignal): Promise<boolean> {
  const reply = await api.request(endpoints.chats.status(gameId), { schema: chatStatusReplySchema, signal });
  return reply.status === 'LOCKED';
}

/**
 * One history page, oldest first: the latest, before an id (scrolling back) or after one (catching up). An addition:
 * a 404/405 or a reply without the page fails with AdditionAbsent, and the chat stays live only for the page load.
 */
export async function fetchHistory(
  api: ApiClient,
  gameId: number,
  cursor: { before?: number; after?: number } = {},
  limit: number = chatLimits.pageSize,
): Promise<HistoryPage> {
  const reply = await callAddition('chatHistory', () =>
    api.request(endpoints.chats.messages(gameId), {
      schema: chatHistoryReplySchema,
      query: { before: cursor.before, after: cursor.after, limit },
    }),
  );
  return { items: reply.items.map(toChatMessage), hasMore: reply.hasMore };
}
