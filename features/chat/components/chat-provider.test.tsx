import { act, cleanup, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/api/create-api-client';
import { renderWithIntl } from '@/tests/render-with-intl';
import type { ChatMessage } from '../types';
import { useChatStore, type ChatStore } from '../store';
import { ChatProvider } from './chat-provider';
import { NOTICE_KEEP_MS } from './chat-notices';

const GAME = 41;
const ME = 5;
const api = {} as ApiClient;

// The provider loads its socket and network code in the browser's next quiet moment: here that moment never comes
// (these tests are about the store and the page, not the connection).
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

/** The store the provider made, reached from a child as the chat's components reach it. */
const held: { store: ChatStore | null } = { store: null };
function Capture() {
  const store = useChatStore();
  useEffect(() => {
    held.store = store;
  }, [store]);
  return null;
}
const store = () => held.store!;

function screenWith(locked: boolean | null, other: ReactNode = <p>The rating tab</p>) {
  return (
    <ChatProvider gameId={GAME} viewerId={ME} locale="en" locked={locked} answersOpen={false} api={api}>
      {other}
      <Capture />
    </ChatProvider>
  );
}

afterEach(() => {
  cleanup(); // before the idle stubs go: unmounting cancels the idle callback
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  held.store = null;
});

describe('the chat mounted with the screen', () => {
  it('reads out a lock and its lifting while another tab is open (politely), then lets the words go', () => {
    // Timers only: faked, requestIdleCallback would run the provider's load when the clock moves, and its imports
    // could then outlive the test.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const view = renderWithIntl(screenWith(false), 'en');
    const region = screen.getByTestId('chat-notice');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    view.rerender(screenWith(true));
    expect(region).toHaveTextContent('The organiser has closed the chat.');
    view.rerender(screenWith(false));
    expect(region).toHaveTextContent('The organiser has reopened the chat.');
    act(() => vi.advanceTimersByTime(NOTICE_KEEP_MS));
    expect(region).toBeEmptyDOMElement();
  });

  it('keeps the unsent draft of the game across a reload and forgets it once sent', () => {
    const first = renderWithIntl(screenWith(true), 'en');
    act(() => store().getState().actions.draftChanged({ text: 'Open the chat, please' }));
    first.unmount();
    // A reload: a new screen, a new store.
    renderWithIntl(screenWith(true), 'en');
    expect(store().getState().draft).toBe('Open the chat, please');
    const sent: ChatMessage = { id: 1, text: 'Open the chat, please', createdAt: 0, author: { userId: ME, name: 'Me', teamName: null, role: 'player' } };
    act(() => store().getState().actions.sendSucceeded({ message: sent, text: sent.text, viewerId: ME }));
    expect(sessionStorage.length).toBe(0);
  });

  it('does not bring one game’s draft into another game', () => {
    sessionStorage.setItem(`chat-draft:${GAME + 1}:${ME}`, 'elsewhere');
    renderWithIntl(screenWith(false), 'en');
    expect(store().getState().draft).toBe('');
  });
});
