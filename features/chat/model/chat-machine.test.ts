import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { chatReducer, initialChatState, mergeMessages, type ChatEvent, type ChatState } from './chat-machine';

const ME = 1;
const message = (id: number, userId = 2, text = `message ${id}`): ChatMessage => ({
  id,
  text,
  createdAt: 1_700_000_000_000 + id,
  author: { userId, name: `User ${userId}`, teamName: `Team ${userId}`, role: 'player' },
});
const run = (events: ChatEvent[], from: ChatState = initialChatState) => events.reduce(chatReducer, from);
const ids = (state: ChatState) => state.messages.map((m) => m.id);

describe('chat store', () => {
  it('merges history and live messages in id order, each once (a reconnect catch-up never duplicates)', () => {
    const state = run([
      { type: 'historyLoaded', items: [message(5), message(6), message(7)], hasMore: true, direction: 'latest', viewerId: ME },
      { type: 'messageReceived', message: message(8), viewerId: ME },
      { type: 'messageReceived', message: message(8), viewerId: ME },
      { type: 'historyLoaded', items: [message(7), message(8), message(9)], hasMore: false, direction: 'newer', viewerId: ME },
      { type: 'olderRequested' },
      { type: 'historyLoaded', items: [message(3), message(4)], hasMore: false, direction: 'older', viewerId: ME },
    ]);
    expect(ids(state)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(state.hasOlder).toBe(false);
    expect(state.loadingOlder).toBe(false);
    expect(mergeMessages(state.messages, [message(2), message(2)]).added.map((m) => m.id)).toEqual([2]);
  });

  it('counts unread messages of others only while the chat is not on screen; showing it clears the count', () => {
    let state = run([
      { type: 'messageReceived', message: message(1), viewerId: ME },
      { type: 'messageReceived', message: message(2, ME), viewerId: ME },
      { type: 'historyLoaded', items: [message(3), message(4, ME)], hasMore: false, direction: 'newer', viewerId: ME },
    ]);
    expect(state.unread).toBe(2);
    state = run(
      [
        { type: 'visibilityChanged', visible: true },
        { type: 'messageReceived', message: message(5), viewerId: ME },
      ],
      state,
    );
    expect(state.unread).toBe(0);
    // Live arrivals are announced (a catch-up after a reconnect is counted, not read out one by one).
    expect(state.arrivals).toMatchObject({ count: 2, latest: { id: 5 } });
    expect(run([{ type: 'arrivalsAnnounced' }], state).arrivals).toEqual({ count: 0, latest: null });
  });

  it('keeps the draft on a refusal and clears only the text that was sent', () => {
    const typed = run([{ type: 'draftChanged', text: 'Hello' }, { type: 'sendStarted' }]);
    expect(typed.sending).toBe(true);
    const refused = run([{ type: 'sendRefused', refusal: { reason: 'round' } }], typed);
    expect(refused).toMatchObject({ draft: 'Hello', sending: false, refusal: { reason: 'round' } });
    const sent = run([{ type: 'sendStarted' }, { type: 'sendSucceeded', message: message(9, ME, 'Hello'), text: 'Hello', viewerId: ME }], refused);
    expect(sent).toMatchObject({ draft: '', sending: false, refusal: null });
    expect(ids(sent)).toEqual([9]);
    // Typed on while the send was under way: the newer text stays.
    const typedOn = run([
      { type: 'draftChanged', text: 'A' },
      { type: 'sendStarted' },
      { type: 'draftChanged', text: 'A and more' },
      { type: 'sendSucceeded', message: message(10, ME, 'A'), text: 'A', viewerId: ME },
    ]);
    expect(typedOn.draft).toBe('A and more');
  });

  it('a change of lock or round clears a refusal that is no longer current', () => {
    const refused = run([
      { type: 'lockChanged', locked: true },
      { type: 'sendRefused', refusal: { reason: 'locked' } },
    ]);
    const unlocked = run([{ type: 'lockChanged', locked: false }], refused);
    expect(unlocked).toMatchObject({ locked: false, refusal: null });
    expect(run([{ type: 'lockChanged', locked: false }], unlocked)).toBe(unlocked);
  });

  it('a "too long" refusal follows the text and goes once it fits (an "empty" one goes on any change)', () => {
    const long = 'x'.repeat(505);
    const refused = run([
      { type: 'draftChanged', text: long },
      { type: 'sendRefused', refusal: { reason: 'too-long' } },
    ]);
    // Still too long: the refusal stays (the composer shows the new count).
    const shorter = run([{ type: 'draftChanged', text: long.slice(0, 502) }], refused);
    expect(shorter.refusal).toEqual({ reason: 'too-long' });
    expect(run([{ type: 'draftChanged', text: long.slice(0, 500) }], shorter).refusal).toBeNull();
    const empty = run([
      { type: 'sendRefused', refusal: { reason: 'empty' } },
      { type: 'draftChanged', text: ' ' },
    ]);
    expect(empty.refusal).toBeNull();
    // A refusal that does not depend on the text stays while typing.
    const limited = run([
      { type: 'sendRefused', refusal: { reason: 'rate-limited', retryAfterSeconds: 9, retryAt: 9_000 } },
      { type: 'draftChanged', text: 'a' },
    ]);
    expect(limited.refusal).toMatchObject({ reason: 'rate-limited' });
  });

  it('the rate-limit refusal goes when its wait is over (not an older or newer one)', () => {
    const limited = run([{ type: 'sendRefused', refusal: { reason: 'rate-limited', retryAfterSeconds: 9, retryAt: 9_000 } }]);
    expect(run([{ type: 'retryWaitEnded', retryAt: 5_000 }], limited)).toBe(limited);
    expect(run([{ type: 'retryWaitEnded', retryAt: 9_000 }], limited).refusal).toBeNull();
    const locked = run([{ type: 'sendRefused', refusal: { reason: 'locked' } }]);
    expect(run([{ type: 'retryWaitEnded', retryAt: 9_000 }], locked)).toBe(locked);
  });

  it('a lock and its lifting are notices wherever the player is; the first word of the lock is not', () => {
    const known = run([{ type: 'lockChanged', locked: false }]);
    expect(known.notice).toBeNull();
    const locked = run([{ type: 'lockChanged', locked: true }], known);
    expect(locked.notice).toEqual({ id: 1, kind: 'locked' });
    const reopened = run([{ type: 'lockChanged', locked: false }], locked);
    expect(reopened.notice).toEqual({ id: 2, kind: 'reopened' });
    expect(run([{ type: 'noticeExpired', id: 1 }], reopened)).toBe(reopened);
    expect(run([{ type: 'noticeExpired', id: 2 }], reopened).notice).toBeNull();
    // Locked from the start (page load): the composer shows it, nothing is read out.
    expect(run([{ type: 'lockChanged', locked: true }]).notice).toBeNull();
  });

  it('a round that closes or reopens the chat is a notice only while the chat is on screen and not locked', () => {
    const hidden = run([
      { type: 'lockChanged', locked: false },
      { type: 'roundChanged', answersOpen: true },
    ]);
    expect(hidden.notice).toBeNull();
    const shown = run([
      { type: 'visibilityChanged', visible: true },
      { type: 'lockChanged', locked: false },
      { type: 'roundChanged', answersOpen: true },
    ]);
    expect(shown.notice).toMatchObject({ kind: 'round' });
    expect(run([{ type: 'roundChanged', answersOpen: false }], shown).notice).toMatchObject({ kind: 'roundOver' });
    const lockedRound = run([
      { type: 'visibilityChanged', visible: true },
      { type: 'lockChanged', locked: true },
      { type: 'roundChanged', answersOpen: true },
    ]);
    expect(lockedRound.notice).toBeNull();
  });
});
