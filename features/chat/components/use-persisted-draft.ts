'use client';
import { useEffect } from 'react';
import { readChatDraft, writeChatDraft } from '../model/draft-storage';
import type { ChatStore } from '../store';

/**
 * Restores the draft of this game after a reload and writes every change back (removed once sent: the store
 * empties the draft only when the text that was sent is still the draft). Restored after mount, never during the
 * server render, and only into an empty field, so nothing typed is overwritten.
 */
export function usePersistedDraft(store: ChatStore, gameId: number, viewerId: number | null) {
  useEffect(() => {
    const saved = readChatDraft(gameId, viewerId);
    if (saved !== '' && store.getState().draft === '') store.getState().actions.draftChanged({ text: saved });
    return store.subscribe((state, previous) => {
      if (state.draft !== previous.draft) writeChatDraft(gameId, viewerId, state.draft);
    });
  }, [store, gameId, viewerId]);
}
