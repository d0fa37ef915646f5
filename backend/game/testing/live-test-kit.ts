import { io, type Socket } from 'socket.io-client';
import { apiFamilies } from '@/contract/families';
import { channels, echoServerEvents, privateChannel } from '@/contract/realtime';
import { tokenReplySchema } from '@/contract/schemas/auth';
import { startBackend, type RunningBackend } from '../../main';
import { hashPasswordSync } from '../../auth/password';
import { ensureBotTeams, BOT_PASSWORD } from '../../simulator/bot-teams';
import { TEST_NOW, testConfig } from '../../testing/test-backend';

export interface Reply {
  status: number;
  body: unknown;
}

export interface ReceivedEvent {
  event: string;
  channel: string;
  payload: Record<string, unknown>;
}

/**
 * A real backend for game engine tests: HTTP on a free port, socket.io clients, an in-memory database seeded at
 * TEST_NOW and a clock the test moves. Everything goes through the public API and sockets.
 */
export async function startLiveKit(overrides: Record<string, string> = {}) {
  const clock = { now: TEST_NOW.getTime() };
  const backend: RunningBackend = await startBackend(testConfig({ BACKEND_PORT: '0', BACKEND_HOST: '127.0.0.1', ...overrides }), {
    now: () => clock.now,
  });
  const sockets: Socket[] = [];
  const db = backend.db;
  const demoTeam = (db.prepare("SELECT id FROM teams WHERE name = 'Эрудиты'").get() as { id: number }).id;
  // The game that is live now: the demo team plays it and the demo expert runs it.
  const liveGameId = (
    db
      .prepare(
        `SELECT p.game_id FROM participants p JOIN games g ON g.id = p.game_id
    JOIN game_experts e ON e.game_id = g.id WHERE p.team_id = ? AND g.started_at IS NOT NULL AND g.finished_at IS NULL
    ORDER BY g.id LIMIT 1`,
      )
      .get(demoTeam) as { game_id: number }
  ).game_id;
  const demoParticipant = (db.prepare('SELECT id FROM participants WHERE game_id = ? AND team_id = ?').get(liveGameId, demoTeam) as { id: number }).id;

  async function api(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'en', ...options.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const response = await fetch(`${backend.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  async function login(email: string, password = 'demo12345'): Promise<string> {
    const staff = email.startsWith('expert');
    const reply = await api('POST', staff ? `${apiFamilies.iam}/auth/login` : `${apiFamilies.base}/login`, { body: { email, password } });
    return tokenReplySchema.parse(reply.body).access_token;
  }

  const live = (path: string) => `${apiFamilies.live}${path}`;

  /** A connected socket that records every channel event it receives. */
  async function connect(): Promise<{ socket: Socket; events: ReceivedEvent[] }> {
    const socket = io(backend.url, { transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    const events: ReceivedEvent[] = [];
    socket.onAny((event: string, channel: unknown, payload: unknown) => {
      if (typeof channel === 'string' && payload && typeof payload === 'object') {
        events.push({ event, channel, payload: payload as Record<string, unknown> });
      }
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return { socket, events };
  }

  async function subscribe(socket: Socket, channel: string, token: string): Promise<'ok' | number> {
    const wire = privateChannel(channel);
    const verdict = new Promise<'ok' | number>((resolve) => {
      const ok = (name: string) => name === wire && done('ok');
      const refused = (name: string, status: number) => name === wire && done(status);
      const done = (value: 'ok' | number) => {
        socket.off(echoServerEvents.subscriptionSucceeded, ok);
        socket.off(echoServerEvents.subscriptionError, refused);
        resolve(value);
      };
      socket.on(echoServerEvents.subscriptionSucceeded, ok);
      socket.on(echoServerEvents.subscriptionError, refused);
    });
    socket.emit('subscribe', { channel: wire, auth: { headers: { Authorization: `Bearer ${token}` } } });
    return verdict;
  }

  /** Waits until `events` holds one matching the predicate (or fails after timeoutMs). */
  async function waitFor(events: ReceivedEvent[], event: string, predicate: (e: ReceivedEvent) => boolean = () => true, timeoutMs = 2000) {
    const started = Date.now();
    for (;;) {
      const found = events.find((e) => e.event === event && predicate(e));
      if (found) return found;
      if (Date.now() - started > timeoutMs) throw new Error(`no ${event} within ${timeoutMs} ms (got ${events.map((e) => e.event).join(', ')})`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Bot teams (members with their own accounts) registered READY for the live game. */
  async function botTeams(count: number) {
    const bots = ensureBotTeams(db, { gameId: liveGameId, count, now: clock.now });
    return Promise.all(bots.map(async (bot) => ({ ...bot, token: await login(bot.email, BOT_PASSWORD) })));
  }

  /** Another expert assigned to the live game (a second console). */
  async function secondExpert(email = 'expert2@quiz.test'): Promise<string> {
    const id = Number(
      db
        .prepare("INSERT INTO users (name, email, password_hash, role, is_approved, created_at) VALUES (?, ?, ?, 'expert', 1, ?)")
        .run('Анна Смирнова', email, hashPasswordSync('demo12345'), clock.now).lastInsertRowid,
    );
    db.prepare("INSERT INTO game_experts (game_id, user_id, role) VALUES (?, ?, 'judge')").run(liveGameId, id);
    return login(email);
  }

  const expertToken = await login('expert@quiz.test');
  const expert = (action: string, body?: unknown) => api('POST', live(`/experts/games/${liveGameId}/${action}`), { token: expertToken, body });

  return {
    backend,
    db,
    clock,
    liveGameId,
    demoParticipant,
    expertToken,
    api,
    live,
    login,
    connect,
    subscribe,
    waitFor,
    botTeams,
    secondExpert,
    expert,
    channels,
    async close() {
      sockets.splice(0).forEach((socket) => socket.close());
      await backend.close();
    },
  };
}

export type LiveKit = Awaited<ReturnType<typeof startLiveKit>>;
