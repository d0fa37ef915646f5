import type { Namespace } from 'socket.io';
import { chatRoom } from '@/contract/realtime';
import { chatServerEvents, type ChatMessageWire } from '@/contract/schemas/chat';
import type { ChatStatus } from '@/contract/schemas/live';

/**
 * The seam between the HTTP routes (created before the socket server) and the chat namespace, one per backend
 * instance like the realtime hub. Until the namespace is attached (HTTP-only tests) nothing is sent.
 */
export interface ChatHub {
  attach(namespace: Namespace): void;
  message(message: ChatMessageWire): void;
  lockChanged(gameId: number, status: ChatStatus): void;
}

function createChatHub(): ChatHub {
  let namespace: Namespace | null = null;
  return {
    attach(next) {
      namespace = next;
    },
    message(message) {
      namespace?.to(chatRoom(message.gameId)).emit(chatServerEvents.message, message);
    },
    lockChanged(gameId, status) {
      const event = status === 'LOCKED' ? chatServerEvents.locked : chatServerEvents.unlocked;
      namespace?.to(chatRoom(gameId)).emit(event, { gameId, status });
    },
  };
}

const hubs = new WeakMap<object, ChatHub>();

/** The chat hub of a backend instance (pass its services object). */
export function chatHubFor(owner: object): ChatHub {
  let hub = hubs.get(owner);
  if (!hub) {
    hub = createChatHub();
    hubs.set(owner, hub);
  }
  return hub;
}
