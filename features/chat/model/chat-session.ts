import { chatLimits } from '@/contract/chat-settings';
import { type ChatMessageWire } from '@/contract/schemas/chat';
import { isAdditionAbsentError } from '@/lib/api/addition-discovery';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { ChatSocket } from '@/lib/realtime/chat/chat-socket';
import { fetchChatLocked, fetchHistory } from '../api/fetch-chat';
import { toChatMessage } from '../api/to-chat';
import type { ChatStore } from '../store';
import { draftProblem, sendBlock } from './chat-rules';
import { createClientId } from './client-id';

/** Pages read after a reconnect before giving up on catching up and starting again from the latest page. */
const MAX_CATCH_UP_PAGES = 20;

/**
 * The chat's work that talks to the network: history on (re)join, older pages, sending. The store holds the
 * result; the socket is attached once it exists (its code loads after the screen).
 */
export function createChatSession(deps: { store: ChatStore; api: ApiClient; gameId: number; viewerId: number | null }) {
  const { store, api, gameId, viewerId } = deps;
  const actions = () => store.getState().actions;
  let socket: ChatSocket | null = null;

  /** The history call is an addition: a backend without it leaves the chat live only (once known, never asked again). */
  const historyProblem = (error: unknown) => actions()[isAdditionAbsentError(error) ? 'historyUnavailable' : 'historyFailed']({});

  /** After every (re)join: the latest page the first time, else every message after the last one known. */
  async function catchUp() {
    try {
      const { messages, hasOlder } = store.getState();
      if (hasOlder === null || messages.length === 0) {
        const page = await fetchHistory(api, gameId);
        actions().historyLoaded({ ...page, direction: 'latest', viewerId });
        return;
      }
      let after = messages.at(-1)!.id;
      for (let i = 0; i < MAX_CATCH_UP_PAGES; i += 1) {
        const page = await fetchHistory(api, gameId, { after }, chatLimits.maxPageSize);
        actions().historyLoaded({ ...page, direction: 'newer', viewerId });
        if (!page.hasMore || page.items.length === 0) return;
        after = page.items.at(-1)!.id;
      }
    } catch (error) {
      historyProblem(error);
    }
  }

  async function loadOlder() {
    const { loadingOlder, hasOlder, messages } = store.getState();
    if (loadingOlder || hasOlder !== true || messages.length === 0) return;
    actions().olderRequested({});
    try {
      const page = await fetchHistory(api, gameId, { before: messages[0]!.id });
      actions().historyLoaded({ ...page, direction: 'older', viewerId });
    } catch (error) {
      historyProblem(error);
    }
  }

  /** Sends the draft, or says why not; the draft stays until the server has stored it. */
  async function send() {
    const state = store.getState();
    if (state.sending) return;
    const text = state.draft;
    const problem = sendBlock(state) ?? draftProblem(text);
    if (problem) return actions().sendRefused({ refusal: { reason: problem } });
    if (!socket) return actions().sendRefused({ refusal: { reason: 'no-connection' } });
    actions().sendStarted({});
    const clientId = createClientId();
    let ack = await socket.send(gameId, text, clientId);
    // The token expired (the socket is renewing it) or the room is being joined again: once joined, the same
    // message (same id, so never twice) goes again.
    if (!ack.ok && (ack.reason === 'renew-token' || ack.reason === 'not-joined') && (await socket.whenJoined())) {
      ack = await socket.send(gameId, text, clientId);
    }
    if (ack.ok) {
      actions().sendSucceeded({ message: toChatMessage(ack.message), text, viewerId });
      return;
    }
    const retryAfterSeconds = 'retryAfterSeconds' in ack ? ack.retryAfterSeconds : undefined;
    // Stamped on arrival, so the composer counts the wait down and drops the notice when it is over.
    const retryAt = retryAfterSeconds === undefined ? undefined : Date.now() + retryAfterSeconds * 1000;
    actions().sendRefused({ refusal: { reason: ack.reason, retryAfterSeconds, retryAt } });
  }

  return {
    attach(next: ChatSocket | null) {
      socket = next;
    },
    received(wire: ChatMessageWire) {
      actions().messageReceived({ message: toChatMessage(wire), viewerId });
    },
    async loadLock() {
      try {
        actions().lockChanged({ locked: await fetchChatLocked(api, gameId) });
      } catch {
        // The join says it too; a failed read changes nothing.
      }
    },
    catchUp,
    loadOlder,
    send,
  };
}

export type ChatSession = ReturnType<typeof createChatSession>;
