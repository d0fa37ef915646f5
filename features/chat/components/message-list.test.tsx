import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/tests/render-with-intl';
import { createChatStore } from '../store';
import type { ChatMessage } from '../types';
import { ChatTestKit } from './chat-test-kit';
import { MessageList } from './message-list';

const ME = 1;
const message = (id: number): ChatMessage => ({
  id,
  text: `message ${id}`,
  createdAt: 1_700_000_000_000 + id,
  author: { userId: 2, name: 'User 2', teamName: 'Team 2', role: 'player' },
});

describe('the "new messages" button', () => {
  it('takes the reader to the end and leaves the focus in the list, not on <body>', () => {
    const store = createChatStore({ messages: [1, 2, 3].map(message), hasOlder: false });
    renderWithIntl(
      <ChatTestKit store={store} viewerId={ME}>
        <MessageList />
      </ChatTestKit>,
      'en',
    );
    const scroller = screen.getByTestId('chat-scroller');
    // The reader scrolled up (jsdom has no layout: the sizes are given).
    Object.defineProperties(scroller, { scrollHeight: { value: 2000 }, clientHeight: { value: 300 } });
    scroller.scrollTop = 400;
    fireEvent.scroll(scroller);
    act(() => store.getState().actions.messageReceived({ message: message(4), viewerId: ME }));
    const jump = screen.getByRole('button', { name: '1 new message ↓' });
    jump.focus();
    fireEvent.click(jump);
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
    expect(scroller).toHaveFocus();
  });
});
