// @vitest-environment node
import { channels, privateChannel } from '@/contract/realtime';
import { startBackend, type RunningBackend } from '@/backend/main';
import { testConfig } from '@/backend/testing/test-backend';
import { demoParticipantId, loginToken, waitFor } from './live-backend-kit';
import { createPusherTransport } from '@/lib/realtime/pusher-transport';
import { createRealtimeClient, type RealtimeClient } from '@/lib/realtime/realtime-client';

/**
 * The production transport (laravel-echo's Pusher connector, as for Pusher Channels or Laravel Reverb) against the
 * reference backend's Pusher-protocol endpoint: private channels signed by `/broadcasting/auth` with the bearer
 * token, numbered events, whispers between members, refusals with their status, and a resubscribe + resync after
 * the server drops the connection.
 */
let backend: RunningBackend;
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  backend = await startBackend(testConfig({ BACKEND_PORT: '0', BACKEND_HOST: '127.0.0.1', REALTIME_APP_KEY: 'quiz-test' }));
});
afterEach(() => clients.splice(0).forEach((client) => client.close()));
afterAll(() => backend.close());

function connect(token: string | undefined) {
  const client = createRealtimeClient(
    createPusherTransport(
      { broadcaster: 'reverb', host: '127.0.0.1', port: backend.port, key: 'quiz-test', tls: false, authEndpoint: `${backend.url}/broadcasting/auth` },
      token,
    ),
  );
  clients.push(client);
  return client;
}

describe('Pusher transport with the reference backend', () => {
  it('joins a private channel signed for the player, receives numbered events, and resubscribes + resyncs after a dropped connection', async () => {
    const id = demoParticipantId(backend);
    const wire = privateChannel(channels.participant(id));
    const client = connect(await loginToken(backend));
    const received: number[] = [];
    let resyncs = 0;
    client.join(channels.participant(id), {
      events: { GameTourStarted: (p) => received.push((p as { tourNumber: number }).tourNumber) },
      onResync: () => resyncs++,
    });
    await waitFor(() => resyncs === 1 && client.state.getState().status === 'CONNECTED');
    expect(client.socketId()).toMatch(/^\d+\.\d+$/);

    backend.broadcast(wire, 'GameTourStarted', { tourNumber: 1 });
    backend.broadcast(wire, 'GameTourStarted', { tourNumber: 2 });
    await waitFor(() => received.length === 2);
    expect(received).toEqual([1, 2]);

    const statuses: string[] = [];
    client.state.subscribe((s) => statuses.push(s.status));
    backend.dropConnections();
    await waitFor(() => resyncs === 2, 10_000);
    expect(statuses).not.toEqual([]);
    expect(client.state.getState().status).toBe('CONNECTED');

    backend.broadcast(wire, 'GameTourStarted', { tourNumber: 3 });
    await waitFor(() => received.length === 3);
    // A fixed wait on purpose: asserts no duplicate follows.
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toEqual([1, 2, 3]);
  }, 20_000);

  it('passes whispers to the channel’s other members, never back to the sender', async () => {
    const id = demoParticipantId(backend);
    const token = await loginToken(backend);
    const [first, second] = [connect(token), connect(token)];
    const heard = { first: [] as unknown[], second: [] as unknown[] };
    let ready = 0;
    first.join(channels.participant(id), { events: { 'client-note': (p) => heard.first.push(p) }, onResync: () => ready++ });
    second.join(channels.participant(id), { events: { 'client-note': (p) => heard.second.push(p) }, onResync: () => ready++ });
    await waitFor(() => ready === 2);

    first.whisper(channels.participant(id), 'client-note', { questionNumber: 2, text: 'Пушкин' });
    await waitFor(() => heard.second.length === 1);
    expect(heard.second[0]).toEqual({ questionNumber: 2, text: 'Пушкин' });
    // A fixed wait on purpose: asserts the sender never hears its own whisper.
    await new Promise((r) => setTimeout(r, 200));
    expect(heard.first).toEqual([]);
  });

  it('reports a refusal with its status: 401 without a valid token, 403 on a channel the user may not hear', async () => {
    const id = demoParticipantId(backend);
    const anonymous = connect('not-a-token');
    const refusals: number[] = [];
    anonymous.join(channels.participant(id), { events: {}, onResync: () => {}, onRefused: (s) => refusals.push(s) });
    await waitFor(() => refusals.length === 1);
    expect(refusals).toEqual([401]);

    const player = connect(await loginToken(backend));
    const refused: number[] = [];
    player.join(channels.gameExpert(1), { events: {}, onResync: () => {}, onRefused: (s) => refused.push(s) });
    await waitFor(() => refused.length === 1);
    expect(refused).toEqual([403]);
  });

  it('signs the next subscribe with a renewed token (the screen renews after a 401 and joins again)', async () => {
    const id = demoParticipantId(backend);
    const client = connect('expired-token');
    const refusals: number[] = [];
    let resyncs = 0;
    const options = { events: {}, onResync: () => resyncs++, onRefused: (s: number) => refusals.push(s) };
    const leave = client.join(channels.participant(id), options);
    await waitFor(() => refusals.length === 1);
    expect(refusals).toEqual([401]);

    leave();
    client.setToken(await loginToken(backend));
    client.join(channels.participant(id), options);
    await waitFor(() => resyncs === 1);
    expect(refusals).toEqual([401]);
  });

  it('refuses a subscribe whose signature was not made by the auth endpoint', async () => {
    const { default: WebSocket } = await import('ws');
    const ws = new WebSocket(`ws://127.0.0.1:${backend.port}/app/quiz-test?protocol=7`);
    const frames: { event: string; data?: string }[] = [];
    ws.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
    await waitFor(() => frames.length === 1);
    expect(frames[0]!.event).toBe('pusher:connection_established');
    const channel = privateChannel(channels.participant(demoParticipantId(backend)));
    ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: 'quiz-test:0000' } }));
    await waitFor(() => frames.length === 2);
    expect(frames[1]!.event).toBe('pusher:error');
    backend.broadcast(channel, 'GameTourStarted', { tourNumber: 9 });
    // A fixed wait on purpose: asserts the refused connection gets nothing.
    await new Promise((r) => setTimeout(r, 200));
    expect(frames).toHaveLength(2);
    ws.close();
  });
});
