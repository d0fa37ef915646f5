// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { createBroadcaster, createBroadcastMany } from './broadcaster';
import { createSequences, SEQ_EPOCH_SIZE } from './sequences';

let db: Db;
let server: Server;
let url: string;

beforeAll(async () => {
  db = openDatabase(':memory:');
  const http = createServer();
  server = new Server(http);
  server.on('connection', (socket) => {
    void socket.join(['room-a', 'room-b']);
    socket.emit('joined');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  db.close();
});

describe('createBroadcastMany', () => {
  it('delivers exactly what io.to(room).emit delivers, each with the next seq of its channel', async () => {
    // WebSocket and long polling must see the same.
    const clients = [connect(url, { transports: ['websocket'], forceNew: true }), connect(url, { transports: ['polling'], forceNew: true })];
    await Promise.all(clients.map((client) => new Promise((resolve) => client.once('joined', resolve))));
    const received: unknown[][][] = clients.map(() => []);
    clients.forEach((client, index) => client.onAny((...args: unknown[]) => received[index]!.push(args)));
    const payload = { text: 'Ёлка «ёж» "quotes" \\ \u2028 😀', nested: [{ a: 1 }, null, true], empty: {} };
    const sequences = createSequences(db);
    const one = createBroadcaster(server, sequences);
    const many = createBroadcastMany(server, sequences);
    const first = one('room-a', 'Compared', payload);
    expect(first).toBe(SEQ_EPOCH_SIZE + 1);
    const seqs = many([
      { channel: 'room-a', event: 'Compared', payload },
      { channel: 'room-b', event: 'Empty', payload: {} },
      { channel: 'room-nobody', event: 'Lost', payload },
    ]);
    expect(seqs).toEqual([first + 1, first, first]);
    // Through socket.io again right after: still in order behind what was written directly.
    expect(one('room-a', 'After', {})).toBe(first + 2);
    await vi.waitFor(() => {
      for (const events of received) {
        expect(events).toEqual([
          ['Compared', 'room-a', { ...payload, seq: first }],
          ['Compared', 'room-a', { ...payload, seq: first + 1 }],
          ['Empty', 'room-b', { seq: first }],
          ['After', 'room-a', { seq: first + 2 }],
        ]);
      }
    });
    clients.forEach((client) => client.close());
  });

  it('hands the second wire (the Pusher-protocol server) every event with the same numbers, rooms or not', () => {
    const sequences = createSequences(db);
    const sunk: [string, string, unknown][] = [];
    const sink = (channel: string, event: string, json: string) => void sunk.push([channel, event, JSON.parse(json)]);
    const one = createBroadcaster(server, sequences, sink);
    const many = createBroadcastMany(server, sequences, sink);
    const first = one('pusher-a', 'Started', { tourNumber: 1 });
    const [second, elsewhere] = many([
      { channel: 'pusher-a', event: 'Opened', payload: { tourNumber: 1 } },
      { channel: 'pusher-b', event: 'Empty', payload: {} },
    ]);
    expect(sunk).toEqual([
      ['pusher-a', 'Started', { tourNumber: 1, seq: first }],
      ['pusher-a', 'Opened', { tourNumber: 1, seq: second }],
      ['pusher-b', 'Empty', { seq: elsewhere }],
    ]);
    expect(second).toBe(first + 1);
  });
});
