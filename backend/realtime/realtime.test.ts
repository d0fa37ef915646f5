// @vitest-environment node
import Echo from 'laravel-echo';
import { io, type Socket } from 'socket.io-client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channels, echoServerEvents, privateChannel, SEQ_FIELD } from '@/contract/realtime';
import { tokenReplySchema } from '@/contract/schemas/auth';
import { startBackend, type RunningBackend } from '../main';
import { TEST_NOW, TEST_ORIGIN, testConfig } from '../testing/test-backend';

let backend: RunningBackend;
const clock = { now: TEST_NOW.getTime() };
const sockets: Socket[] = [];
const echoes: Echo<'socket.io'>[] = [];

beforeAll(async () => {
  backend = await startBackend(testConfig({ BACKEND_PORT: '0', BACKEND_HOST: '127.0.0.1' }), { now: () => clock.now });
});
afterEach(() => {
  clock.now = TEST_NOW.getTime();
  echoes.splice(0).forEach((echo) => echo.disconnect());
  sockets.splice(0).forEach((socket) => socket.close());
});
afterAll(() => backend.close());

async function login(email: string): Promise<string> {
  const path = email.startsWith('expert') ? '/api/iam/v1/auth/login' : '/api/base/login';
  const response = await fetch(`${backend.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo12345' }),
  });
  return tokenReplySchema.parse(await response.json()).access_token;
}

function connect(options: Parameters<typeof io>[1] = {}): Socket {
  const socket = io(backend.url, { transports: ['websocket'], reconnection: false, ...options });
  sockets.push(socket);
  return socket;
}

/** Resolves with the arguments of the next `event` whose first argument is `channel`. */
function next(socket: Socket, event: string, channel?: string, timeoutMs = 2000): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs}ms`)), timeoutMs);
    const handler = (...args: unknown[]) => {
      if (channel !== undefined && args[0] !== channel) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(args);
    };
    socket.on(event, handler);
  });
}

/** Subscribes as Echo does and waits for the server's verdict. */
async function subscribe(socket: Socket, channel: string, token?: string) {
  const verdict = Promise.race([
    next(socket, echoServerEvents.subscriptionSucceeded, channel).then(() => 'ok' as const),
    next(socket, echoServerEvents.subscriptionError, channel).then((args) => args[1] as number),
  ]);
  socket.emit('subscribe', { channel, auth: token ? { headers: { Authorization: `Bearer ${token}` } } : {} });
  return verdict;
}

const participantId = (gameId: number, teamId: number) =>
  (backend.db.prepare('SELECT id FROM participants WHERE game_id = ? AND team_id = ?').get(gameId, teamId) as { id: number }).id;

function demoIds() {
  const live = backend.db.prepare('SELECT id FROM games WHERE started_at IS NOT NULL').get() as { id: number };
  const team = backend.db.prepare("SELECT id FROM teams WHERE name = 'Эрудиты'").get() as { id: number };
  const botTeam = backend.db.prepare('SELECT team_id FROM participants WHERE game_id = ? AND team_id <> ? LIMIT 1').get(live.id, team.id) as {
    team_id: number;
  };
  return { liveGameId: live.id, demoParticipant: participantId(live.id, team.id), botParticipant: participantId(live.id, botTeam.team_id) };
}

describe('realtime (Laravel Echo over socket.io)', () => {
  it('a real Echo client joins its private participant channel and gets broadcasts with rising seq', async () => {
    const { demoParticipant } = demoIds();
    const token = await login('player@quiz.test');
    const echo = new Echo({ broadcaster: 'socket.io', client: io, host: backend.url, bearerToken: token, transports: ['websocket'] });
    echoes.push(echo);
    const socket = echo.connector.socket as unknown as Socket;
    const wire = privateChannel(channels.participant(demoParticipant));
    const joined = next(socket, echoServerEvents.subscriptionSucceeded, wire);
    const received: Record<string, unknown>[] = [];
    const arrived = new Promise<void>((resolve) => {
      echo.private(channels.participant(demoParticipant)).listen('.GameTourStarted', (payload: Record<string, unknown>) => {
        received.push(payload);
        if (received.length === 2) resolve();
      });
    });
    await joined;
    const first = backend.broadcast(wire, 'GameTourStarted', { tourNumber: 1 });
    backend.broadcast(wire, 'GameTourStarted', { tourNumber: 2 });
    await arrived;
    expect(received).toEqual([
      { tourNumber: 1, [SEQ_FIELD]: first },
      { tourNumber: 2, [SEQ_FIELD]: first + 1 },
    ]);
  });

  it('authorises private channels per user and token, refusing with subscription_error', async () => {
    const { liveGameId, demoParticipant, botParticipant } = demoIds();
    const [player, expert] = [await login('player@quiz.test'), await login('expert@quiz.test')];
    const socket = connect();
    await next(socket, 'connect');
    const participantWire = privateChannel(channels.participant(demoParticipant));
    const expertWire = privateChannel(channels.gameExpert(liveGameId));

    expect(await subscribe(socket, participantWire)).toBe(401);
    expect(await subscribe(socket, participantWire, 'forged-token')).toBe(401);
    expect(await subscribe(socket, expertWire, player)).toBe(403);
    expect(await subscribe(socket, privateChannel(channels.participant(botParticipant)), player)).toBe(403);
    expect(await subscribe(socket, privateChannel('something.else'), player)).toBe(403);
    expect(await subscribe(socket, privateChannel(channels.gameExpert(999_999)), expert)).toBe(403);

    // A refused socket does not receive the channel's events.
    const leaked = next(socket, 'GameTourStarted', participantWire, 300);
    backend.broadcast(participantWire, 'GameTourStarted', {});
    await expect(leaked).rejects.toThrow(/no GameTourStarted/);

    expect(await subscribe(socket, expertWire, expert)).toBe('ok');
    expect(await subscribe(socket, participantWire, expert)).toBe('ok');
    expect(await subscribe(socket, 'public-announcements')).toBe('ok');
  });

  it('whispers reach the other members of a private channel only', async () => {
    const { demoParticipant } = demoIds();
    const wire = privateChannel(channels.participant(demoParticipant));
    const [one, two] = [await login('player@quiz.test'), await login('player2@quiz.test')];
    const [a, b, outsider] = [connect(), connect(), connect()];
    await Promise.all([a, b, outsider].map((socket) => next(socket, 'connect')));
    expect(await subscribe(a, wire, one)).toBe('ok');
    expect(await subscribe(b, wire, two)).toBe('ok');

    const atB = next(b, 'client-note', wire);
    const echoedToSender = next(a, 'client-note', wire, 300);
    a.emit('client event', { channel: wire, event: 'client-note', data: { questionNumber: 3 } });
    expect(await atB).toEqual([wire, { questionNumber: 3 }]);
    await expect(echoedToSender).rejects.toThrow();

    // Not subscribed: nothing is relayed. Server event names cannot be forged.
    const forged = next(b, 'GameFinished', wire, 300);
    const fromOutsider = next(b, 'client-note', wire, 300);
    outsider.emit('client event', { channel: wire, event: 'client-note', data: {} });
    a.emit('client event', { channel: wire, event: 'GameFinished', data: {} });
    await expect(forged).rejects.toThrow();
    await expect(fromOutsider).rejects.toThrow();
  });

  it('unsubscribe stops delivery', async () => {
    const { demoParticipant } = demoIds();
    const wire = privateChannel(channels.participant(demoParticipant));
    const socket = connect();
    await next(socket, 'connect');
    expect(await subscribe(socket, wire, await login('player@quiz.test'))).toBe('ok');
    socket.emit('unsubscribe', { channel: wire });
    // A fixed wait: the unsubscribe has no acknowledgement to wait for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = next(socket, 'ScoresUpdated', wire, 300);
    backend.broadcast(wire, 'ScoresUpdated', {});
    await expect(after).rejects.toThrow();
  });

  it('a re-subscribe with an expired token is refused and ends the membership', async () => {
    const { demoParticipant } = demoIds();
    const wire = privateChannel(channels.participant(demoParticipant));
    const socket = connect();
    await next(socket, 'connect');
    const token = await login('player@quiz.test');
    expect(await subscribe(socket, wire, token)).toBe('ok');
    clock.now += 3600 * 1000;
    expect(await subscribe(socket, wire, token)).toBe(401);
    const after = next(socket, 'ScoresUpdated', wire, 300);
    backend.broadcast(wire, 'ScoresUpdated', {});
    await expect(after).rejects.toThrow();
  });

  it('refuses handshakes from foreign browser origins, allows configured and absent ones', async () => {
    for (const transports of [['websocket'], ['polling']] as const) {
      const foreign = connect({ transports: [...transports], extraHeaders: { Origin: 'http://evil.test' } });
      await expect(next(foreign, 'connect_error')).resolves.toBeDefined();
      expect(foreign.connected).toBe(false);
      const allowed = connect({ transports: [...transports], extraHeaders: { Origin: TEST_ORIGIN } });
      await next(allowed, 'connect');
      expect(allowed.connected).toBe(true);
    }
  });
});

describe('sequence numbers', () => {
  it('keep rising per channel across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quiz-seq-'));
    try {
      const config = testConfig({ BACKEND_PORT: '0', BACKEND_HOST: '127.0.0.1', DATABASE_PATH: join(dir, 'quiz.sqlite') });
      const first = await startBackend(config);
      const [a1, a2, b1] = [first.broadcast('private-a', 'X'), first.broadcast('private-a', 'X'), first.broadcast('private-b', 'X')];
      expect([a2, b1]).toEqual([a1 + 1, a1]);
      await first.close();
      const second = await startBackend(config);
      expect(second.broadcast('private-a', 'X')).toBeGreaterThan(a2 + 1);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
