// @vitest-environment node
import { channels, privateChannel } from '@/contract/realtime';
import { startBackend, type RunningBackend } from '@/backend/main';
import { testConfig } from '@/backend/testing/test-backend';
import { demoParticipantId, loginToken, waitFor } from './live-backend-kit';
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

const settings = () => ({
  broadcaster: 'socket.io' as const,
  host: '127.0.0.1',
  port: Number(new URL(backend.url).port),
  key: 'test',
  tls: false,
  authEndpoint: '',
});

describe('socket.io transport with the reference backend', () => {
  it('joins a private channel, receives numbered events, and rejoins + resyncs after a dropped connection', async () => {
    const id = demoParticipantId(backend);
    const wire = privateChannel(channels.participant(id));
    client = createRealtimeClient(createSocketIoTransport(settings(), await loginToken(backend)));
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
    const id = demoParticipantId(backend);
    client = createRealtimeClient(createSocketIoTransport(settings(), 'not-a-token'));
    const refusals: number[] = [];
    client.join(channels.participant(id), { events: {}, onResync: () => {}, onRefused: (s) => refusals.push(s) });
    await waitFor(() => refusals.length === 1);
    expect(refusals).toEqual([401]);
  });
});
