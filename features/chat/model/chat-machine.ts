import type { ChatMessage, ChatNotice, SendRefusal } from '../types';
import { draftProblem } from './chat-rules';

export interface ChatState {
  /** Loaded messages, oldest first, each id once. */
  messages: ChatMessage[];
  /** Whether older messages exist than the first loaded one (null: nothing loaded yet). */
  hasOlder: boolean | null;
  loadingOlder: boolean;
  historyFailed: boolean;
  /**
   * The backend has no history call (an addition): the chat shows what arrives while it is open, nothing from
   * before, and nothing missed while the connection was away.
   */
  liveOnly: boolean;
  /** The organiser's lock (null: not known yet). */
  locked: boolean | null;
  /** A round is under way with answers open: the chat waits. */
  answersOpen: boolean;
  draft: string;
  sending: boolean;
  refusal: SendRefusal | null;
  /** Whether the chat is on screen (its tab selected and the page visible). */
  visible: boolean;
  /** Other people's messages that arrived while the chat was not on screen. */
  unread: number;
  /** Other people's messages received live, for the polite announcement (count and the latest). */
  arrivals: { count: number; latest: ChatMessage | null };
  /** The latest lock / round change to read out (ChatNotices, mounted with the screen), null once said. */
  notice: ChatNotice | null;
}

export type ChatEvent =
  | { type: 'historyLoaded'; items: ChatMessage[]; hasMore: boolean; direction: 'latest' | 'older' | 'newer'; viewerId: number | null }
  | { type: 'olderRequested' }
  | { type: 'historyFailed' }
  | { type: 'historyUnavailable' }
  | { type: 'messageReceived'; message: ChatMessage; viewerId: number | null }
  | { type: 'lockChanged'; locked: boolean }
  | { type: 'roundChanged'; answersOpen: boolean }
  | { type: 'draftChanged'; text: string }
  | { type: 'sendStarted' }
  | { type: 'sendSucceeded'; message: ChatMessage; text: string; viewerId: number | null }
  | { type: 'sendRefused'; refusal: SendRefusal }
  | { type: 'retryWaitEnded'; retryAt: number }
  | { type: 'noticeExpired'; id: number }
  | { type: 'visibilityChanged'; visible: boolean }
  | { type: 'arrivalsAnnounced' };

export const initialChatState: ChatState = {
  messages: [],
  hasOlder: null,
  loadingOlder: false,
  historyFailed: false,
  liveOnly: false,
  locked: null,
  answersOpen: false,
  draft: '',
  sending: false,
  refusal: null,
  visible: false,
  unread: 0,
  arrivals: { count: 0, latest: null },
  notice: null,
};

const nextNotice = (state: ChatState, kind: ChatNotice['kind']): ChatNotice => ({ id: (state.notice?.id ?? 0) + 1, kind });

/**
 * Refusals that the new text makes untrue go at once: "empty" on any change, "characters" once they are gone, "too
 * long" once the text fits (while it is still too long the notice stays and its count follows the text, see the
 * composer). The others (locked, round, rate limit, connection) do not depend on the text.
 */
function refusalAfterEdit(refusal: SendRefusal | null, text: string): SendRefusal | null {
  if (refusal?.reason === 'empty') return null;
  if (refusal?.reason === 'characters' && draftProblem(text) !== 'characters') return null;
  if (refusal?.reason === 'too-long' && draftProblem(text) !== 'too-long') return null;
  return refusal;
}

/** Adds messages keeping id order and each id once; the common case (all newer) is an append. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): { messages: ChatMessage[]; added: ChatMessage[] } {
  if (incoming.length === 0) return { messages: current, added: [] };
  const last = current.at(-1)?.id ?? 0;
  const sorted = [...incoming].sort((a, b) => a.id - b.id);
  if (sorted[0]!.id > last) {
    const added = sorted.filter((m, i) => i === 0 || m.id !== sorted[i - 1]!.id);
    return { messages: [...current, ...added], added };
  }
  const known = new Set(current.map((m) => m.id));
  const added = sorted.filter((m, i) => !known.has(m.id) && (i === 0 || m.id !== sorted[i - 1]!.id));
  if (added.length === 0) return { messages: current, added };
  return { messages: [...current, ...added].sort((a, b) => a.id - b.id), added };
}

const othersOf = (messages: ChatMessage[], viewerId: number | null) => messages.filter((m) => m.author.userId !== viewerId);

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'historyLoaded': {
      const { messages, added } = mergeMessages(state.messages, event.items);
      const next: ChatState = { ...state, messages, historyFailed: false };
      if (event.direction === 'older') return { ...next, hasOlder: event.hasMore, loadingOlder: false };
      // The first page decides whether there is more to scroll back to; later "latest" reloads do not.
      if (event.direction === 'latest') return { ...next, hasOlder: state.hasOlder ?? event.hasMore };
      // Caught up after a reconnect: what was missed counts as new.
      const missed = othersOf(added, event.viewerId);
      return { ...next, unread: state.visible ? 0 : state.unread + missed.length };
    }
    case 'olderRequested':
      return state.loadingOlder ? state : { ...state, loadingOlder: true };
    case 'historyFailed':
      return { ...state, loadingOlder: false, historyFailed: true };
    case 'historyUnavailable':
      // Nothing to scroll back to and nothing to load: no "earlier messages", no "beginning of the chat".
      return state.liveOnly ? state : { ...state, liveOnly: true, hasOlder: false, loadingOlder: false, historyFailed: false };
    case 'messageReceived': {
      const { messages, added } = mergeMessages(state.messages, [event.message]);
      if (added.length === 0) return state;
      const fromOther = event.message.author.userId !== event.viewerId;
      return {
        ...state,
        messages,
        unread: fromOther && !state.visible ? state.unread + 1 : state.unread,
        arrivals: fromOther ? { count: state.arrivals.count + 1, latest: event.message } : state.arrivals,
      };
    }
    case 'lockChanged': {
      if (state.locked === event.locked) return state;
      // Only a change of a known lock is news: the first word of it (page load, first join) is not read out.
      const notice = state.locked === null ? state.notice : nextNotice(state, event.locked ? 'locked' : 'reopened');
      return { ...state, locked: event.locked, refusal: null, notice };
    }
    case 'roundChanged': {
      if (state.answersOpen === event.answersOpen) return state;
      // The participant screen already says the round opened or closed; that the chat waits (or is back) is said
      // only to someone looking at the chat, and not under the organiser's lock (the lock is what matters then).
      const notice = state.visible && !state.locked ? nextNotice(state, event.answersOpen ? 'round' : 'roundOver') : state.notice;
      return { ...state, answersOpen: event.answersOpen, refusal: null, notice };
    }
    case 'draftChanged':
      return { ...state, draft: event.text, refusal: refusalAfterEdit(state.refusal, event.text) };
    case 'sendStarted':
      return { ...state, sending: true, refusal: null };
    case 'sendSucceeded': {
      const { messages } = mergeMessages(state.messages, [event.message]);
      // Only the text that was sent leaves the composer (nothing typed meanwhile is lost).
      return { ...state, messages, sending: false, draft: state.draft === event.text ? '' : state.draft };
    }
    case 'sendRefused':
      return { ...state, sending: false, refusal: event.refusal };
    case 'retryWaitEnded':
      return state.refusal?.reason === 'rate-limited' && state.refusal.retryAt === event.retryAt ? { ...state, refusal: null } : state;
    case 'noticeExpired':
      return state.notice?.id === event.id ? { ...state, notice: null } : state;
    case 'visibilityChanged':
      return state.visible === event.visible ? state : { ...state, visible: event.visible, unread: event.visible ? 0 : state.unread };
    case 'arrivalsAnnounced':
      return state.arrivals.count === 0 ? state : { ...state, arrivals: { count: 0, latest: null } };
  }
}
