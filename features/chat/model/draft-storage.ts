import { browserStorage } from '@/lib/state/browser-storage';

/**
 * The unsent chat draft, kept per game and player in sessionStorage so a reload keeps it (the composer promises
 * "your text is kept"). sessionStorage rather than localStorage: it lives as long as the tab (a reload, a crash
 * restore), is not shared by two tabs of the same game typing different things, and does not outlive the session
 * on a shared computer; a chat line is worth less than an answer (answers use localStorage). Storage can be
 * missing or full (private mode, quota): then the draft is kept in memory only, as before.
 */
const keyOf = (gameId: number, viewerId: number | null) => `chat-draft:${gameId}:${viewerId ?? 'guest'}`;

const storage = () => browserStorage('session');

export function readChatDraft(gameId: number, viewerId: number | null): string {
  try {
    return storage()?.getItem(keyOf(gameId, viewerId)) ?? '';
  } catch {
    return '';
  }
}

/** An empty draft (sent, or cleared by the player) removes the entry. */
export function writeChatDraft(gameId: number, viewerId: number | null, text: string): void {
  try {
    const store = storage();
    if (!store) return;
    if (text === '') store.removeItem(keyOf(gameId, viewerId));
    else store.setItem(keyOf(gameId, viewerId), text);
  } catch {
    // Full or refused: the draft stays in memory.
  }
}
