// @vitest-environment node
import { channels, privateChannel } from '@/contract/realtime';
import { tokenReplySchema } from '@/contract/schemas/auth';
import { startBackend, type RunningBackend } from '@/backend/main';
import { testConfig } from '@/backend/testing/test-backend';
import { createRealtimeClient, type RealtimeClient } from '@/lib/realtime/realtime-client';
import { createSocketIoTransport } from '@/lib/realtime/socket-io-transport';

/**
 * The realtime layer against the real reference backend: Laravel Echo over socket.io, private-channel auth,
 * sequence numbers, and rejoin + resync after the server drops the connection.
 */
let backend: RunningBackend;
let client: RealtimeClient | undefined;

beforeAll(async () => {
  backend = await startBackend(testConfig({ BACKEND_PORT: '0', BACKEND_HOST: '127.0.0.1' }));
});
afterEach(() => client?.close());
afterAll(() => backend.close());

async function playerToken() {
  const response = await fetch(`${backend.url}/api/base/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'player@quiz.test', password: 'demo12345' }),
  });
  return tokenReplySchema.parse(await response.json()).access_token;
}

function demoParticipantId(): number {
  const row = backend.db
    .prepare("SELECT p.id FROM participants p JOIN teams t ON t.id = p.team_id JOIN games g ON g.id = p.game_id WHERE t.name = 'Эрудиты' AND g.started_at IS NOT NULL")
    .get() as { id: number };
  return row.id;
}

const settings = () => ({
  broadcaster: 'socket.io' as const,
  host: '127.0.0.1',
  port: Number(new URL(backend.url).port),
  key: 'test',
  tls: false,
  authEndpoint: '',
});

const waitFor = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('socket.io transport with the reference backend', () => {
  it('joins a private channel, receives numbered events, and rejoins + resyncs after a dropped connection', async () => {
    const id = demoParticipantId();
    const wire = privateChannel(channels.participant(id));
    client = createRealtimeClient(createSocketIoTransport(settings(), await playerToken()));
    const received: number[] = [];
    let resyncs = 0;
    client.join(channels.participant(id), {
      events: { GameTourStarted: (p) => received.push((p as { tourNumber: number }).tourNumber) },
      onResync: () => resyncs++,
    });
    await waitFor(() => resyncs === 1 && client!.state.getState().status === 'CONNECTED');

    backend.broadcast(wire, 'GameTourStarted', { tourNumber: 1 });
    backend.broadcast(wire, 'GameTourStarted', { tourNumber: 2 });
    await waitFor(() => received.length === 2);
    expect(received).toEqual([1, 2]);

    // The server drops every socket: the client reconnects after about a second, re-subscribes and resyncs.
    const statuses: string[] = [];
    client.state.subscribe((s) => statuses.push(s.status));
    backend.dropConnections();
    await waitFor(() => resyncs === 2, 8000);
    expect(statuses).toContain('DISCONNECTED');
    expect(client.state.getState().status).toBe('CONNECTED');

    backend.broadcast(wire, 'GameTourStarted', { tourNumber: 3 });
    await waitFor(() => received.length === 3);
    expect(received).toEqual([1, 2, 3]);
  }, 20_000);

  it('is refused without a valid token and says so', async () => {
    const id = demoParticipantId();
    client = createRealtimeClient(createSocketIoTransport(settings(), 'not-a-token'));
    const refusals: number[] = [];
    client.join(channels.participant(id), { events: {}, onResync: () => {}, onRefused: (s) => refusals.push(s) });
    await waitFor(() => refusals.length === 1);
    expect(refusals).toEqual([401]);
  });
});
