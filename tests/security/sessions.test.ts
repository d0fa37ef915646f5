// @vitest-environment node
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { apiFamilies } from '@/contract/families';
import { CHAT_NAMESPACE, channels, echoServerEvents, privateChannel } from '@/contract/realtime';
import { REFRESH_TOKEN_HEADER, tokenReplySchema, type TokenReply } from '@/contract/schemas/auth';
import { createAccountTokens } from '@/backend/auth/account-tokens';
import { startLiveKit, type LiveKit } from '@/backend/game/testing/live-test-kit';
import { createPusherTransport } from '@/lib/realtime/pusher-transport';
import { createRealtimeClient, type RealtimeClient } from '@/lib/realtime/realtime-client';
import { createSocketIoTransport } from '@/lib/realtime/socket-io-transport';

/**
 * Sessions end everywhere: when a session ends (logout, refresh-token reuse, password reset) or the access token a
 * socket was authorised with expires, that socket leaves every private channel, on both realtime wires (socket.io
 * in laravel-echo-server's dialect, the Pusher protocol at /app/{key}), and the game chat within a second; the old
 * token is refused again; a fresh token gets back in. Refresh chains end 30 days after the sign-in.
 */
const APP_KEY = 'quiz-sessions';
const ENDED_WITHIN_MS = 1000;
let kit: LiveKit;
const closers: (() => void)[] = [];

beforeEach(async () => {
  kit = await startLiveKit({ REALTIME_APP_KEY: APP_KEY });
});
afterEach(async () => {
  closers.splice(0).forEach((close) => close());
  await kit.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: nothing within ${timeoutMs} ms`);
    await sleep(10);
  }
}

async function signIn(email: string): Promise<TokenReply> {
  const reply = await kit.api('POST', `${apiFamilies.base}/login`, { body: { email, password: 'demo12345' } });
  return tokenReplySchema.parse(reply.body);
}

const refresh = (refreshToken: string) => kit.api('POST', `${apiFamilies.iam}/auth/refresh`, { headers: { [REFRESH_TOKEN_HEADER]: refreshToken } });

const participantWire = () => privateChannel(channels.participant(kit.demoParticipant));

interface Received {
  event: string;
  channel?: string;
  payload: unknown;
}

/** laravel-echo-server's dialect over a real socket.io-client, recording every event with its channel. */
async function echoSocket() {
  const socket = io(kit.backend.url, { transports: ['websocket'], reconnection: false, forceNew: true });
  closers.push(() => socket.close());
  const received: Received[] = [];
  socket.onAny((event: string, channel: unknown, payload: unknown) =>
    received.push({ event, channel: typeof channel === 'string' ? channel : undefined, payload }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const subscribe = async (token: string): Promise<'ok' | number> => {
    const from = received.length;
    socket.emit('subscribe', { channel: participantWire(), auth: { headers: { Authorization: `Bearer ${token}` } } });
    return until(
      () => {
        const verdict = received.slice(from).find((r) => r.channel === participantWire() && Object.values(echoServerEvents).includes(r.event as never));
        if (!verdict) return undefined;
        return verdict.event === echoServerEvents.subscriptionSucceeded ? 'ok' : (verdict.payload as number);
      },
      2000,
      'socket.io subscribe',
    );
  };
  return { socket, received, subscribe };
}

/** A Pusher-protocol client on a bare WebSocket: private channels signed by /broadcasting/auth with the token. */
async function pusherSocket() {
  const ws = new WebSocket(`ws://127.0.0.1:${kit.backend.port}/app/${APP_KEY}?protocol=7`);
  closers.push(() => ws.close());
  const received: Received[] = [];
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as { event: string; channel?: string; data?: string };
    received.push({ event: frame.event, channel: frame.channel, payload: frame.data ? JSON.parse(frame.data) : undefined });
  });
  const established = await until(() => received.find((r) => r.event === 'pusher:connection_established'), 2000, 'pusher handshake');
  const socketId = (established.payload as { socket_id: string }).socket_id;
  let lastSignature = '';
  const send = (auth: string) => {
    const from = received.length;
    ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: participantWire(), auth } }));
    return until(
      () => {
        const verdict = received
          .slice(from)
          .find((r) => r.channel === participantWire() && ['pusher_internal:subscription_succeeded', 'pusher:subscription_error'].includes(r.event));
        if (!verdict) return undefined;
        return verdict.event === 'pusher_internal:subscription_succeeded' ? ('ok' as const) : (verdict.payload as { status: number }).status;
      },
      2000,
      'pusher subscribe',
    );
  };
  const subscribe = async (token: string): Promise<'ok' | number> => {
    const response = await fetch(`${kit.backend.url}/broadcasting/auth`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ socket_id: socketId, channel_name: participantWire() }),
    });
    if (!response.ok) return response.status;
    lastSignature = ((await response.json()) as { auth: string }).auth;
    return send(lastSignature);
  };
  /** Sends the last signature again, as a copied or replayed subscribe would. */
  const replay = () => send(lastSignature);
  return { ws, received, subscribe, replay };
}

/** The game chat socket (socket.io namespace /chat). */
async function chatSocket() {
  const socket: Socket = io(`${kit.backend.url}${CHAT_NAMESPACE}`, { transports: ['websocket'], reconnection: false, forceNew: true });
  closers.push(() => socket.close());
  const received: Received[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const join = async (token: string) => {
    const from = received.length;
    socket.emit('join', { gameId: kit.liveGameId, token });
    const outcome = await until(() => received.slice(from).find((r) => ['join-successful', 'join-failed', 'auth-failed'].includes(r.event)), 2000, 'chat join');
    return outcome.event;
  };
  let sent = 0;
  const say = (text: string) => socket.timeout(2000).emitWithAck('send-message', { gameId: kit.liveGameId, text, clientId: `c-${++sent}-${text}` });
  return { socket, received, join, say };
}

/** One session on every wire: a socket.io Echo socket and a Pusher connection on the team's channel, the chat. */
async function connectEverywhere(token: string) {
  const [echo, pusher, chat] = await Promise.all([echoSocket(), pusherSocket(), chatSocket()]);
  expect(await echo.subscribe(token)).toBe('ok');
  expect(await pusher.subscribe(token)).toBe('ok');
  expect(await chat.join(token)).toBe('join-successful');
  return { echo, pusher, chat };
}
type Everywhere = Awaited<ReturnType<typeof connectEverywhere>>;

/** Waits (at most ENDED_WITHIN_MS from `since`) until each wire told its client that the membership ended. */
async function expectEnded(session: Everywhere, chatEvent: 'auth-failed' | 'renew-token-required', since: number) {
  const left = Math.max(0, ENDED_WITHIN_MS - (Date.now() - since));
  const wire = participantWire();
  const [echoEnd, pusherEnd, chatEnd] = await Promise.all([
    until(() => session.echo.received.find((r) => r.event === echoServerEvents.subscriptionError && r.channel === wire), left, 'socket.io end'),
    until(() => session.pusher.received.find((r) => r.event === 'pusher:subscription_error' && r.channel === wire), left, 'pusher end'),
    until(() => session.chat.received.find((r) => r.event === chatEvent), left, 'chat end'),
  ]);
  expect(echoEnd.payload).toBe(401);
  expect(pusherEnd.payload).toMatchObject({ type: 'AuthError', status: 401 });
  expect(chatEnd.payload).toEqual({ gameId: kit.liveGameId });
  expect(Date.now() - since).toBeLessThanOrEqual(ENDED_WITHIN_MS);
}

let tour = 100;
/**
 * A game event on the team's channel and a chat message from a teammate's own session: the control connections
 * (that session) get both on every wire, the ended ones nothing at all.
 */
async function expectDeaf(ended: Everywhere, control: Everywhere) {
  const marks = { echo: ended.echo.received.length, pusher: ended.pusher.received.length, chat: ended.chat.received.length };
  const tourNumber = ++tour;
  kit.backend.broadcast(participantWire(), 'GameTourStarted', { tourNumber });
  const text = `after the end ${tourNumber}`;
  expect(await control.chat.say(text)).toMatchObject({ ok: true });
  const isTour = (r: Received) => r.event === 'GameTourStarted' && (r.payload as { tourNumber?: number }).tourNumber === tourNumber;
  await until(() => control.echo.received.find(isTour), 2000, 'control socket.io event');
  await until(
    () => control.pusher.received.find((r) => r.event === 'GameTourStarted' && (r.payload as { tourNumber?: number }).tourNumber === tourNumber),
    2000,
    'control pusher event',
  );
  await until(() => control.chat.received.find((r) => r.event === 'ChatMessage' && (r.payload as { text?: string }).text === text), 2000, 'control chat');
  // A fixed wait on purpose: the ended session's sockets must hear nothing of what the control ones heard.
  await sleep(200);
  const channelEvents = (list: Received[], from: number) => list.slice(from).filter((r) => r.channel === participantWire() || r.event === 'ChatMessage');
  expect(channelEvents(ended.echo.received, marks.echo)).toEqual([]);
  expect(channelEvents(ended.pusher.received, marks.pusher)).toEqual([]);
  expect(ended.chat.received.slice(marks.chat).filter((r) => r.event === 'ChatMessage')).toEqual([]);
}

/** The ended session's token opens nothing again: no subscribe on either wire (nor a replayed signature), no chat. */
async function expectRefusedAgain(session: Everywhere, token: string) {
  expect(await session.echo.subscribe(token)).toBe(401);
  expect(await session.pusher.replay()).toBe(401);
  expect(await session.pusher.subscribe(token)).toBe(401);
  expect(await session.chat.join(token)).toBe('auth-failed');
}

describe('a session that ends takes its sockets with it', () => {
  it('logout: within 1 s its connections leave the team channel on both wires and the chat; its token is refused again', async () => {
    const player = await signIn('player@quiz.test');
    const teammate = await signIn('player2@quiz.test');
    const session = await connectEverywhere(player.access_token);
    const control = await connectEverywhere(teammate.access_token);

    const reply = await kit.api('POST', `${apiFamilies.iam}/auth/logout`, { token: player.access_token });
    expect(reply.status).toBe(204);
    await expectEnded(session, 'auth-failed', Date.now());
    await expectDeaf(session, control);
    await expectRefusedAgain(session, player.access_token);
  });

  it('refresh-token reuse: the revoked session’s sockets leave at once, whichever of its access tokens they used', async () => {
    const first = await signIn('player@quiz.test');
    const teammate = await signIn('player2@quiz.test');
    const second = tokenReplySchema.parse((await refresh(first.refresh_token)).body);
    // One device on the first access token, another on the rotated one: the same session.
    const [older, newer] = [await connectEverywhere(first.access_token), await connectEverywhere(second.access_token)];
    const control = await connectEverywhere(teammate.access_token);

    kit.clock.now += 31_000; // past the reuse grace interval: a spent refresh token now means a copy
    expect((await refresh(first.refresh_token)).status).toBe(401);
    const since = Date.now();
    await expectEnded(older, 'auth-failed', since);
    await expectEnded(newer, 'auth-failed', since);
    await expectDeaf(older, control);
    await expectDeaf(newer, control);
    await expectRefusedAgain(newer, second.access_token);
  });

  it('password reset: every session of the account leaves its channels and the chat; other accounts stay', async () => {
    const phone = await signIn('player@quiz.test');
    const laptop = await signIn('player@quiz.test');
    const teammate = await signIn('player2@quiz.test');
    const [onPhone, onLaptop] = [await connectEverywhere(phone.access_token), await connectEverywhere(laptop.access_token)];
    const control = await connectEverywhere(teammate.access_token);

    const userId = (kit.db.prepare("SELECT id FROM users WHERE email = 'player@quiz.test'").get() as { id: number }).id;
    const letterToken = createAccountTokens(kit.db, () => kit.clock.now).issue(userId, 'reset_password');
    const reply = await kit.api('POST', `${apiFamilies.base}/password/reset/`, {
      body: { email: 'player@quiz.test', token: letterToken, password: 'brand-new-1', password_confirmation: 'brand-new-1' },
    });
    expect(reply.status).toBe(200);
    const since = Date.now();
    await expectEnded(onPhone, 'auth-failed', since);
    await expectEnded(onLaptop, 'auth-failed', since);
    await expectDeaf(onLaptop, control);
    await expectRefusedAgain(onPhone, phone.access_token);
  });
});

describe('an access token that expires while connected', () => {
  it('ends its memberships (renew-token-required on the chat, a 401 subscription error on both wires); a fresh token gets back in', async () => {
    const player = await signIn('player@quiz.test');
    const session = await connectEverywhere(player.access_token);

    kit.clock.now += 3600 * 1000; // the access token's hour is over; the refresh token still works
    await expectEnded(session, 'renew-token-required', Date.now());
    // A teammate signed in now: their connections still hear the team.
    const control = await connectEverywhere((await signIn('player2@quiz.test')).access_token);
    await expectDeaf(session, control);
    expect(await session.echo.subscribe(player.access_token)).toBe(401);
    expect(await session.pusher.subscribe(player.access_token)).toBe(401);

    const renewed = tokenReplySchema.parse((await refresh(player.refresh_token)).body);
    expect(await session.echo.subscribe(renewed.access_token)).toBe('ok');
    expect(await session.pusher.subscribe(renewed.access_token)).toBe('ok');
    expect(await session.chat.join(renewed.access_token)).toBe('join-successful');
    kit.backend.broadcast(participantWire(), 'GameTourStarted', { tourNumber: 7 });
    const isSeven = (r: Received) => r.event === 'GameTourStarted' && (r.payload as { tourNumber?: number }).tourNumber === 7;
    await until(() => session.echo.received.find(isSeven), 2000, 'socket.io event after renewal');
    await until(() => session.pusher.received.find(isSeven), 2000, 'pusher event after renewal');
    expect(await session.chat.say('back again')).toMatchObject({ ok: true });
  });

  it('the web app’s realtime client renews the token, subscribes again and resyncs, on both wires', async () => {
    const player = await signIn('player@quiz.test');
    const settings = { host: '127.0.0.1', port: kit.backend.port, key: APP_KEY, tls: false, authEndpoint: `${kit.backend.url}/broadcasting/auth` };
    let refreshToken = player.refresh_token;
    let renewals = 0;
    // What the page does (RealtimeProvider): refresh the session through the API, then subscribe with the new token.
    const renewToken = async () => {
      renewals++;
      const pair = tokenReplySchema.parse((await refresh(refreshToken)).body);
      refreshToken = pair.refresh_token;
      return pair.access_token;
    };
    const clients: RealtimeClient[] = [
      createRealtimeClient(createSocketIoTransport({ ...settings, broadcaster: 'socket.io' }, player.access_token), () => {}, { renewToken }),
      createRealtimeClient(createPusherTransport({ ...settings, broadcaster: 'reverb' }, player.access_token), () => {}, { renewToken }),
    ];
    closers.push(() => clients.forEach((client) => client.close()));
    const seen = clients.map(() => ({ resyncs: 0, tours: [] as number[] }));
    clients.forEach((client, i) =>
      client.join(channels.participant(kit.demoParticipant), {
        events: { GameTourStarted: (p) => seen[i]!.tours.push((p as { tourNumber: number }).tourNumber) },
        onResync: () => seen[i]!.resyncs++,
      }),
    );
    await until(() => (seen.every((s) => s.resyncs === 1) ? true : undefined), 5000, 'first subscribe');

    kit.clock.now += 3600 * 1000;
    await until(() => (seen.every((s) => s.resyncs === 2) ? true : undefined), 5000, 'resubscribe after renewal');
    expect(renewals).toBeGreaterThanOrEqual(1);
    kit.backend.broadcast(participantWire(), 'GameTourStarted', { tourNumber: 3 });
    await until(() => (seen.every((s) => s.tours.includes(3)) ? true : undefined), 2000, 'event after renewal');
    expect(clients.map((client) => client.state.getState().status)).toEqual(['CONNECTED', 'CONNECTED']);
  });
});

describe('refresh chains have an absolute lifetime', () => {
  it('30 days after the sign-in a refresh is a 401 and the session ends, however often it was refreshed', async () => {
    const signedIn = kit.clock.now;
    let pair = await signIn('player@quiz.test');
    const day = 24 * 3600 * 1000;
    for (let days = 4; days <= 28; days += 4) {
      kit.clock.now = signedIn + days * day; // each refresh well inside the 5-day idle limit
      const reply = await refresh(pair.refresh_token);
      expect(reply.status).toBe(200);
      pair = tokenReplySchema.parse(reply.body);
    }
    // Half an hour before the end: the new access token lives only until the end, and so do its sockets.
    kit.clock.now = signedIn + 30 * day - 1800 * 1000;
    pair = tokenReplySchema.parse((await refresh(pair.refresh_token)).body);
    expect(pair.expires_in).toBe(1800);
    const session = await connectEverywhere(pair.access_token);

    kit.clock.now = signedIn + 30 * day;
    await expectEnded(session, 'renew-token-required', Date.now());
    const late = await refresh(pair.refresh_token);
    expect(late.status).toBe(401);
    const lastSession = kit.db.prepare(
      "SELECT s.revoke_reason FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'player@quiz.test' ORDER BY s.id DESC LIMIT 1",
    );
    expect(lastSession.get()).toEqual({ revoke_reason: 'lifetime' });
    expect((await kit.api('GET', `${apiFamilies.base}/players/me`, { token: pair.access_token })).status).toBe(401);
  });
});
