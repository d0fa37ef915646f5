// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { createBroadcaster, createBroadcastMany } from './broadcaster';

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
  it('delivers exactly what io.to(room).emit delivers, with one seq per channel taken in one go', async () => {
    const client = connect(url, { transports: ['websocket'], forceNew: true });
    await new Promise((resolve) => client.once('joined', resolve));
    const received: unknown[][] = [];
    client.onAny((...args: unknown[]) => received.push(args));
    const payload = { text: 'Ёлка «ёж» "quotes" \\ \u2028 😀', nested: [{ a: 1 }, null, true], empty: {} };
    const one = createBroadcaster(server, db);
    const many = createBroadcastMany(server, db);
    one('room-a', 'Compared', payload);
    const seqs = many([
      { channel: 'room-a', event: 'Compared', payload },
      { channel: 'room-b', event: 'Empty', payload: {} },
      { channel: 'room-nobody', event: 'Lost', payload },
    ]);
    expect(seqs).toEqual([2, 1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([
      ['Compared', 'room-a', { ...payload, seq: 1 }],
      ['Compared', 'room-a', { ...payload, seq: 2 }],
      ['Empty', 'room-b', { seq: 1 }],
    ]);
    client.close();
  });
});
