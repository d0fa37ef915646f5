import type { ChatMessageWire } from '@/contract/schemas/chat';
import type { ChatMessage } from '../types';

export const toChatMessage = (wire: ChatMessageWire): ChatMessage => ({
  id: wire.id,
  text: wire.text,
  createdAt: Date.parse(wire.createdAt),
  author: { userId: wire.author.userId, name: wire.author.name, teamName: wire.author.teamName, role: wire.author.role },
});
