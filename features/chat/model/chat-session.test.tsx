import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ChatMessageWire } from '@/contract/schemas/chat';
import { forgetAdditionDiscoveries } from '@/lib/api/addition-discovery';
import { createApiClient } from '@/lib/api/create-api-client';
import { apiUrl, setupMswServer, testBaseUrls } from '@/tests/msw';
import { renderWithIntl } from '@/tests/render-with-intl';
import { ChatTestKit } from '../components/chat-test-kit';
import { MessageList } from '../components/message-list';
import { createChatStore } from '../store';
import { createChatSession } from './chat-session';

const server = setupMswServer();
const historyUrl = apiUrl('chats', '/chats/GAME/5/messages');
const wire = (id: number): ChatMessageWire => ({
  id,
  gameId: 5,
  text: `message ${id}`,
  createdAt: new Date(1_700_000_000_000 + id * 1000).toISOString(),
  author: { userId: 2, name: 'User 2', teamName: 'Team 2', role: 'player' },
});

let calls: URL[] = [];
beforeEach(() => {
  calls = [];
  forgetAdditionDiscoveries();
});
const history = (reply: () => Response) =>
  server.use(
    http.get(historyUrl, ({ request }) => {
      calls.push(new URL(request.url));
      return reply();
    }),
  );

function open() {
  const store = createChatStore();
  const api = createApiClient({ baseUrls: testBaseUrls, getToken: () => 'token', retries: 0 });
  const session = createChatSession({ store, api, gameId: 5, viewerId: 1 });
  renderWithIntl(
    <ChatTestKit store={store} session={session}>
      <MessageList />
    </ChatTestKit>,
    'en',
  );
  return { store, session };
}

describe('chat history is an addition, discovered on the first join', () => {
  it('present: the latest page, earlier ones on request, and a reconnect catches up after the last message', async () => {
    history(() => HttpResponse.json({ items: [wire(3), wire(4)], hasMore: true }));
    const { store, session } = open();
    await act(() => session.catchUp());
    expect(store.getState()).toMatchObject({ liveOnly: false, hasOlder: true });
    expect(screen.getByRole('button', { name: 'Show earlier messages' })).toBeInTheDocument();
    await act(() => session.catchUp());
    expect(calls.at(-1)?.searchParams.get('after')).toBe('4');
  });

  it.each([
    ['404', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })],
    ['405', () => new HttpResponse(null, { status: 405 })],
    ['a reply without the page', () => HttpResponse.json({ messages: [] })],
  ])('%s: live only for the page load, silently: no earlier messages, no "beginning", never asked again', async (_, reply) => {
    history(reply);
    const { store, session } = open();
    await act(() => session.catchUp());
    expect(store.getState()).toMatchObject({ liveOnly: true, hasOlder: false, historyFailed: false });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('No messages yet. Be the first to write!')).toBeInTheDocument();
    // What arrives live is shown; nothing offers what this backend cannot give.
    act(() => session.received(wire(9)));
    expect(store.getState().messages.map((m) => m.id)).toEqual([9]);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    expect(screen.queryByText('This is the beginning of the chat.')).toBeNull();
    // A reconnect (another join) and scrolling back do not ask again.
    await act(() => session.catchUp());
    await act(() => session.loadOlder());
    expect(calls).toHaveLength(1);
  });

  it('a server error is not a missing call: the history says it failed and can be tried again', async () => {
    history(() => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    const { store, session } = open();
    await act(() => session.catchUp());
    expect(store.getState()).toMatchObject({ liveOnly: false, historyFailed: true });
    expect(screen.getByRole('alert')).toHaveTextContent('The messages could not be loaded.');
    history(() => HttpResponse.json({ items: [wire(1)], hasMore: false }));
    await act(() => session.catchUp());
    expect(store.getState()).toMatchObject({ historyFailed: false, hasOlder: false });
    expect(store.getState().messages.map((m) => m.id)).toEqual([1]);
  });
});
