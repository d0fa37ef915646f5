// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { createTestBackend } from '../testing/test-backend';
import { attachPusherProtocol, type PusherProtocolServer } from './pusher-protocol';
import { realtimeHubFor, type Membership } from './realtime-hub';

let http: Server;
let pusher: PusherProtocolServer;
let url: string;
const left: Membership[] = [];

beforeAll(async () => {
  const backend = createTestBackend({ REALTIME_APP_KEY: 'beat' });
  http = createServer();
  pusher = attachPusherProtocol(http, backend.services, { heartbeatMs: 100 });
  realtimeHubFor(backend.services).onLeave((membership) => left.push(membership));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/app/beat?protocol=7`;
});
afterAll(() => {
  pusher.close();
  http.close();
});

/** A client on a public channel; `answersPings: false` is a peer that went away without closing. */
async function subscribed(answersPings: boolean, channel: string) {
  const ws = new WebSocket(url, { autoPong: answersPings });
  const events: string[] = [];
  ws.on('message', (raw) => events.push((JSON.parse(raw.toString()) as { event: string }).event));
  await new Promise((resolve) => ws.once('open', resolve));
  ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
  await vi.waitFor(() => expect(events).toContain('pusher_internal:subscription_succeeded'));
  return ws;
}

describe('Pusher-protocol heartbeat', () => {
  it('closes a connection that stopped answering pings and ends its memberships; a live one stays', async () => {
    const gone = await subscribed(false, 'news-gone');
    const live = await subscribed(true, 'news-live');
    const closed = new Promise<number>((resolve) => gone.once('close', resolve));
    expect(await closed).toBe(1006);
    await vi.waitFor(() => expect(left.map((m) => m.channel)).toContain('news-gone'));
    // A fixed wait on purpose: asserts the live connection is not closed meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(live.readyState).toBe(WebSocket.OPEN);
    expect(left.map((m) => m.channel)).not.toContain('news-live');
    live.close();
  });
});
