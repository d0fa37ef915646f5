// @vitest-environment node
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiFamilies } from '@/contract/families';
import { CHAT_NAMESPACE } from '@/contract/realtime';
import { chatHistoryReplySchema, chatMessageSchema, chatSendAckSchema, type ChatSendAck } from '@/contract/schemas/chat';
import { hashPasswordSync } from '../auth/password';
import { startLiveKit, type LiveKit } from '../game/testing/live-test-kit';

let kit: LiveKit;
const sockets: Socket[] = [];
beforeEach(async () => {
  kit = await startLiveKit();
});
afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.close());
  await kit.close();
});

interface ChatClient {
  socket: Socket;
  received: { event: string; payload: Record<string, unknown> }[];
  next(event: string, predicate?: (payload: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  join(gameId: number, token?: string, locale?: string): Promise<{ event: string; payload: Record<string, unknown> }>;
  send(gameId: number, text: string, clientId?: string): Promise<ChatSendAck>;
}

let clientIds = 0;
async function chatClient(auth: Record<string, string> = {}): Promise<ChatClient> {
  const socket = io(`${kit.backend.url}${CHAT_NAMESPACE}`, { transports: ['websocket'], reconnection: false, forceNew: true, auth });
  sockets.push(socket);
  const received: ChatClient['received'] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload: payload as Record<string, unknown> }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const next: ChatClient['next'] = async (event, predicate = () => true, timeoutMs = 2000) => {
    const started = Date.now();
    for (;;) {
      const found = received.find((item) => item.event === event && predicate(item.payload));
      if (found) {
        received.splice(received.indexOf(found), 1);
        return found.payload;
      }
      if (Date.now() - started > timeoutMs) throw new Error(`no ${event} (got ${received.map((r) => r.event).join(', ')})`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const outcomes = ['join-successful', 'join-failed', 'auth-failed'];
  return {
    socket,
    received,
    next,
    async join(gameId, token, locale) {
      socket.emit('join', { gameId, ...(token ? { token } : {}), ...(locale ? { locale } : {}) });
      const started = Date.now();
      for (;;) {
        const found = received.find((item) => outcomes.includes(item.event));
        if (found) {
          received.splice(received.indexOf(found), 1);
          return found;
        }
        if (Date.now() - started > 2000) throw new Error('no join outcome');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async send(gameId, text, clientId = `c-${++clientIds}`) {
      return chatSendAckSchema.parse(await socket.timeout(2000).emitWithAck('send-message', { gameId, text, clientId }));
    },
  };
}

const chatPath = (gameId: number, suffix = '') => `${apiFamilies.chats}/chats/GAME/${gameId}${suffix}`;

function outsiderToken() {
  kit.db
    .prepare("INSERT INTO users (name, email, password_hash, role, is_approved, created_at) VALUES ('Outsider', 'outsider@quiz.test', ?, 'player', 1, ?)")
    .run(hashPasswordSync('demo12345'), kit.clock.now);
  return kit.login('outsider@quiz.test');
}

describe('chat socket: joining', () => {
  it('answers each join with the spec events: successful, failed (not a member, no game), auth failed', async () => {
    const player = await kit.login('player@quiz.test');
    const client = await chatClient();
    expect(await client.join(kit.liveGameId)).toEqual({ event: 'auth-failed', payload: { gameId: kit.liveGameId } });
    expect(await client.join(kit.liveGameId, 'forged')).toEqual({ event: 'auth-failed', payload: { gameId: kit.liveGameId } });
    expect(await client.join(999_999, player)).toEqual({ event: 'join-failed', payload: { gameId: 999_999, reason: 'not-found' } });
    expect(await client.join(kit.liveGameId, await outsiderToken())).toEqual({
      event: 'join-failed',
      payload: { gameId: kit.liveGameId, reason: 'forbidden' },
    });
    expect(await client.join(kit.liveGameId, player)).toEqual({
      event: 'join-successful',
      payload: { gameId: kit.liveGameId, status: 'UNLOCKED', answersOpen: false },
    });
    // The staff of the game join too; a bad handshake token is told at once.
    const expert = await chatClient({ token: kit.expertToken });
    expect((await expert.join(kit.liveGameId)).event).toBe('join-successful');
    const stale = await chatClient({ token: 'stale' });
    expect(await stale.next('auth-failed')).toEqual({ gameId: null });
  });

  it('does not deliver a room to a socket that was refused, and sends nothing before a join', async () => {
    const [bot] = await kit.botTeams(1);
    const refused = await chatClient();
    await refused.join(kit.liveGameId, await outsiderToken());
    expect(await refused.send(kit.liveGameId, 'hello')).toMatchObject({ ok: false, reason: 'not-joined' });
    const member = await chatClient();
    await member.join(kit.liveGameId, bot!.token);
    expect((await member.send(kit.liveGameId, 'hi all')).ok).toBe(true);
    await member.next('ChatMessage');
    // A fixed wait on purpose: asserts the refused socket hears nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(refused.received.some((r) => r.event === 'ChatMessage')).toBe(false);
  });
});

describe('chat socket: messages', () => {
  it('two teams talk: both hear every message with its author team; history pages backwards and forwards', async () => {
    const [bot] = await kit.botTeams(1);
    const player = await kit.login('player@quiz.test');
    const [a, b, expert] = [await chatClient(), await chatClient(), await chatClient()];
    await a.join(kit.liveGameId, player);
    await b.join(kit.liveGameId, bot!.token);
    await expert.join(kit.liveGameId, kit.expertToken);

    const ack = await a.send(kit.liveGameId, 'Привет, команда!');
    if (!ack.ok) throw new Error(ack.message);
    expect(ack.message.author).toMatchObject({ name: 'Иван Петров', teamName: 'Эрудиты', role: 'player' });
    const atB = chatMessageSchema.parse(await b.next('ChatMessage'));
    expect(atB).toEqual(ack.message);
    expect((await b.send(kit.liveGameId, 'Bonjour !')).ok).toBe(true);
    expect(chatMessageSchema.parse(await a.next('ChatMessage', (m) => m.text === 'Bonjour !')).author.teamName).toBe('Bot team 1');
    const staff = await expert.send(kit.liveGameId, 'Round 2 in five minutes');
    expect(staff.ok && staff.message.author).toMatchObject({ teamName: null, role: 'staff' });

    for (let i = 0; i < 4; i += 1) {
      kit.clock.now += 2500; // inside the rate limit
      expect((await a.send(kit.liveGameId, `m${i}`)).ok).toBe(true);
    }
    const latest = chatHistoryReplySchema.parse((await kit.api('GET', `${chatPath(kit.liveGameId, '/messages')}?limit=3`, { token: player })).body);
    expect(latest.items.map((m) => m.text)).toEqual(['m1', 'm2', 'm3']);
    expect(latest.hasMore).toBe(true);
    const older = chatHistoryReplySchema.parse(
      (await kit.api('GET', `${chatPath(kit.liveGameId, '/messages')}?before=${latest.items[0]!.id}&limit=50`, { token: bot!.token })).body,
    );
    expect(older.items.map((m) => m.text)).toEqual(['Привет, команда!', 'Bonjour !', 'Round 2 in five minutes', 'm0']);
    expect(older.hasMore).toBe(false);
    const newer = chatHistoryReplySchema.parse(
      (await kit.api('GET', `${chatPath(kit.liveGameId, '/messages')}?after=${older.items[1]!.id}&limit=2`, { token: player })).body,
    );
    expect(newer).toMatchObject({ items: [{ text: 'Round 2 in five minutes' }, { text: 'm0' }], hasMore: true });

    expect((await kit.api('GET', chatPath(kit.liveGameId, '/messages'), { token: await outsiderToken() })).status).toBe(403);
    expect((await kit.api('GET', `${chatPath(kit.liveGameId, '/messages')}?limit=500`, { token: player })).status).toBe(422);
    expect((await kit.api('GET', chatPath(kit.liveGameId, '/messages'))).status).toBe(401);
  });

  it('stores and delivers text exactly as sent (no HTML processing); refuses empty and too long; a resend is stored once', async () => {
    const player = await kit.login('player@quiz.test');
    const [a, b] = [await chatClient(), await chatClient()];
    await a.join(kit.liveGameId, player, 'fr');
    await b.join(kit.liveGameId, kit.expertToken);
    const corpus = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      'javascript:alert(document.cookie)',
      '\u202Egnp.exe',
      'a\u200Bb\u200Dc\uFEFF',
      '👨‍👩‍👧‍👦 🏳️‍🌈',
    ];
    for (const text of corpus) {
      kit.clock.now += 2500;
      const ack = await a.send(kit.liveGameId, text);
      expect(ack.ok && ack.message.text).toBe(text);
      expect((await b.next('ChatMessage', (m) => m.text === text)).text).toBe(text);
    }
    expect(await a.send(kit.liveGameId, '  \n\u200B ')).toEqual({ ok: false, reason: 'empty', message: 'Le message est vide.' });
    expect(await a.send(kit.liveGameId, 'x'.repeat(501))).toEqual({
      ok: false,
      reason: 'too-long',
      message: 'Le message ne peut pas dépasser 500 caractères.',
    });
    kit.clock.now += 10_000;
    expect((await a.send(kit.liveGameId, 'x'.repeat(500))).ok).toBe(true);
    const first = await a.send(kit.liveGameId, 'once', 'same-id');
    const again = await a.send(kit.liveGameId, 'once', 'same-id');
    expect(first.ok && again.ok && again.message.id === first.message.id).toBe(true);
    const count = kit.db.prepare("SELECT COUNT(*) AS n FROM chat_messages WHERE text = 'once'").get() as { n: number };
    expect(count.n).toBe(1);
  });

  it('limits each user to 5 messages per 10 s with the wait in the message', async () => {
    const player = await kit.login('player@quiz.test');
    const a = await chatClient();
    await a.join(kit.liveGameId, player, 'ru');
    for (let i = 0; i < 5; i += 1) expect((await a.send(kit.liveGameId, `burst ${i}`)).ok).toBe(true);
    kit.clock.now += 4000;
    expect(await a.send(kit.liveGameId, 'one too many')).toEqual({
      ok: false,
      reason: 'rate-limited',
      message: 'Вы отправляете сообщения слишком часто. Попробуйте снова через 6 с.',
      retryAfterSeconds: 6,
    });
    // Another user is not affected; the first may go on once the window has passed.
    const b = await chatClient();
    await b.join(kit.liveGameId, kit.expertToken);
    expect((await b.send(kit.liveGameId, 'staff here')).ok).toBe(true);
    kit.clock.now += 6000;
    expect((await a.send(kit.liveGameId, 'one too many')).ok).toBe(true);
  });
});

describe('chat socket: lock, rounds and tokens', () => {
  it('lock and unlock reach the chat room and the game channels; sends are refused while locked and while answers are open', async () => {
    const player = await kit.login('player@quiz.test');
    const a = await chatClient();
    await a.join(kit.liveGameId, player, 'en');
    const team = await kit.connect();
    expect(await kit.subscribe(team.socket, kit.channels.participant(kit.demoParticipant), player)).toBe('ok');

    expect((await kit.api('POST', chatPath(kit.liveGameId, '/lock'), { token: kit.expertToken })).body).toEqual({ status: 'LOCKED' });
    expect(await a.next('ChatLocked')).toEqual({ gameId: kit.liveGameId, status: 'LOCKED' });
    await kit.waitFor(team.events, 'ChatLocked');
    expect(await a.send(kit.liveGameId, 'hello?')).toEqual({ ok: false, reason: 'locked', message: 'The organiser has closed the chat.' });
    // Locking again changes nothing and says nothing.
    await kit.api('POST', chatPath(kit.liveGameId, '/lock'), { token: kit.expertToken });
    const rejoined = await chatClient();
    expect((await rejoined.join(kit.liveGameId, player)).payload).toMatchObject({ status: 'LOCKED' });

    expect((await kit.api('POST', chatPath(kit.liveGameId, '/unlock'), { token: kit.expertToken })).body).toEqual({ status: 'UNLOCKED' });
    expect(await a.next('ChatUnLocked')).toEqual({ gameId: kit.liveGameId, status: 'UNLOCKED' });
    expect(a.received.filter((r) => r.event === 'ChatLocked')).toEqual([]);
    await kit.waitFor(team.events, 'ChatUnLocked');

    const state = (await kit.api('GET', kit.live(`/experts/games/${kit.liveGameId}/currentTour`), { token: kit.expertToken })).body as {
      lastClosedTour: number;
    };
    expect((await kit.expert('startTour', { tourNumber: state.lastClosedTour + 1 })).status).toBe(200);
    expect((await a.send(kit.liveGameId, 'before answers open')).ok).toBe(true);
    await kit.expert('openAnswers');
    expect(await a.send(kit.liveGameId, 'during answers')).toEqual({
      ok: false,
      reason: 'round',
      message: 'The chat is closed while answers are being accepted. It opens again after the round.',
    });
    const during = await chatClient();
    expect((await during.join(kit.liveGameId, player)).payload).toMatchObject({ answersOpen: true });
    await kit.expert('closeTour');
    kit.clock.now += 10_000;
    expect((await a.send(kit.liveGameId, 'after the round')).ok).toBe(true);
  });

  it('an expired token mid-session: renew-token-required, and a join with the renewed token goes on', async () => {
    const player = await kit.login('player@quiz.test');
    const a = await chatClient();
    await a.join(kit.liveGameId, player);
    expect((await a.send(kit.liveGameId, 'fresh token')).ok).toBe(true);
    kit.clock.now += 3601 * 1000;
    expect(await a.send(kit.liveGameId, 'stale token')).toMatchObject({ ok: false, reason: 'renew-token' });
    expect(await a.next('renew-token-required')).toEqual({ gameId: kit.liveGameId });
    expect((await a.join(kit.liveGameId, player)).event).toBe('auth-failed');
    expect((await a.join(kit.liveGameId, await kit.login('player@quiz.test'))).event).toBe('join-successful');
    expect((await a.send(kit.liveGameId, 'stale token')).ok).toBe(true);
  });
});
