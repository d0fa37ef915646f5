import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/api/create-api-client';
import { renderWithIntl } from '@/tests/render-with-intl';
import { createChatSession } from '../model/chat-session';
import { createChatStore } from '../store';
import { ChatTestKit } from './chat-test-kit';
import { Composer } from './composer';

function renderComposer() {
  const store = createChatStore({ locked: false });
  // Refusals decided on the client (too long) never reach the network: an empty API is enough.
  const session = createChatSession({ store, api: {} as ApiClient, gameId: 7, viewerId: 1 });
  renderWithIntl(
    <ChatTestKit store={store} session={session}>
      <Composer />
    </ChatTestKit>,
    'en',
  );
  return { store, field: screen.getByRole('textbox', { name: 'Message' }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the composer’s refusals follow the present', () => {
  it('"too long" counts down as the text is shortened and goes once it fits; the alert said it once', () => {
    const { field } = renderComposer();
    fireEvent.change(field, { target: { value: 'x'.repeat(505) } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByTestId('chat-refusal')).toHaveTextContent('The message is longer than 500 characters: shorten it by 5.');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('shorten it by 5.'));
    fireEvent.change(field, { target: { value: 'x'.repeat(502) } });
    expect(screen.getByTestId('chat-refusal')).toHaveTextContent('shorten it by 2.');
    // The alert is not re-read on every keystroke: it keeps the words it said.
    expect(screen.getByRole('alert')).toHaveTextContent('shorten it by 5.');
    fireEvent.change(field, { target: { value: 'x'.repeat(500) } });
    expect(screen.queryByTestId('chat-refusal')).toBeNull();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('"try again in N s" counts down and goes when the wait is over; the text stays', () => {
    vi.useFakeTimers();
    const { store, field } = renderComposer();
    fireEvent.change(field, { target: { value: 'Hello' } });
    act(() => store.getState().actions.sendRefused({ refusal: { reason: 'rate-limited', retryAfterSeconds: 9, retryAt: Date.now() + 9000 } }));
    expect(screen.getByTestId('chat-refusal')).toHaveTextContent('Try again in 9 s.');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('chat-refusal')).toHaveTextContent('Try again in 6 s.');
    expect(screen.getByRole('alert')).toHaveTextContent('Try again in 9 s.');
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByTestId('chat-refusal')).toBeNull();
    expect(store.getState().refusal).toBeNull();
    expect(field).toHaveValue('Hello');
  });

  it('the lock is shown as the field’s description, not a second live region (ChatNotices reads it out)', () => {
    const { store, field } = renderComposer();
    act(() => store.getState().actions.lockChanged({ locked: true }));
    expect(screen.getByTestId('chat-blocked')).toHaveTextContent('The organiser has closed the chat.');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('The organiser has closed the chat.'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
