import { createRealtimeClient } from './realtime-client';
import type { RealtimeTransport, SocketStatus } from './types';

/** An in-memory transport: the test plays the server's part through its emit functions. */
function memoryTransport() {
  const listeners = {
    event: new Set<(e: string, c: string, p: unknown) => void>(),
    status: new Set<(s: SocketStatus) => void>(),
    subscribed: new Set<(c: string) => void>(),
    refused: new Set<(c: string, s: number) => void>(),
  };
  const add = <T>(set: Set<T>, l: T) => (set.add(l), () => void set.delete(l));
  const subscribed: string[] = [];
  const unsubscribed: string[] = [];
  const tokens: (string | undefined)[] = [];
  const transport: RealtimeTransport = {
    subscribe: (c) => void subscribed.push(c),
    unsubscribe: (c) => void unsubscribed.push(c),
    whisper: () => {},
    onEvent: (l) => add(listeners.event, l),
    onStatus: (l) => add(listeners.status, l),
    onSubscribed: (l) => add(listeners.subscribed, l),
    onSubscriptionError: (l) => add(listeners.refused, l),
    setToken: (token) => void tokens.push(token),
    socketId: () => 'socket-1',
    disconnect: () => {},
  };
  return {
    transport,
    subscribed,
    unsubscribed,
    tokens,
    server: {
      event: (e: string, c: string, p: unknown) => listeners.event.forEach((l) => l(e, c, p)),
      status: (s: SocketStatus) => listeners.status.forEach((l) => l(s)),
      ack: (c: string) => listeners.subscribed.forEach((l) => l(c)),
      refuse: (c: string, s: number) => listeners.refused.forEach((l) => l(c, s)),
    },
  };
}

const WIRE = 'private-participant.7';

describe('realtime client', () => {
  it('subscribes with the private prefix and resyncs on every subscribe acknowledgement (first join and reconnects)', () => {
    const { transport, subscribed, server } = memoryTransport();
    const client = createRealtimeClient(transport);
    const onResync = vi.fn();
    client.join('participant.7', { events: {}, onResync });
    expect(subscribed).toEqual([WIRE]);
    server.ack(WIRE);
    server.status('DISCONNECTED');
    server.status('CONNECTED');
    server.ack(WIRE);
    expect(onResync).toHaveBeenCalledTimes(2);
  });

  it('without acknowledgements (a spec-only backend) the first event after every (re)subscribe is the sign: resync, then deliver', () => {
    const { transport, server } = memoryTransport();
    const client = createRealtimeClient(transport);
    const order: string[] = [];
    const onResync = vi.fn(() => order.push('resync'));
    const onSubscribed = vi.fn(() => order.push('subscribed'));
    const welcome = vi.fn(() => order.push('welcome'));
    client.join('participant.7', { events: { WelcomeParticipant: welcome, GameTourStarted: () => order.push('started') }, onResync, onSubscribed });
    server.status('CONNECTED');
    server.event('WelcomeParticipant', WIRE, { participantId: 7 });
    server.event('GameTourStarted', WIRE, { tourNumber: 1 });
    expect(order).toEqual(['resync', 'subscribed', 'welcome', 'started']);
    // Reconnected: the transport subscribed again; the next event (the new welcome) resyncs once more.
    server.status('DISCONNECTED');
    server.status('CONNECTED');
    server.event('WelcomeParticipant', WIRE, { participantId: 7 });
    server.event('WelcomeParticipant', WIRE, { participantId: 7 });
    expect(onResync).toHaveBeenCalledTimes(2);
    expect(onSubscribed).toHaveBeenCalledTimes(2);
    expect(welcome).toHaveBeenCalledTimes(3);
  });

  it('with an acknowledgement the first event is not a second sign; payloads without seq are never gaps or duplicates', () => {
    const { transport, server } = memoryTransport();
    const report = vi.fn();
    const client = createRealtimeClient(transport, report);
    const onResync = vi.fn();
    const started = vi.fn();
    client.join('participant.7', { events: { GameTourStarted: started }, onResync });
    server.ack(WIRE);
    server.event('GameTourStarted', WIRE, { tourNumber: 1 });
    server.event('GameTourStarted', WIRE, { tourNumber: 1 });
    server.event('GameTourStarted', WIRE, { tourNumber: 2 });
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(started).toHaveBeenCalledTimes(3);
    expect(report).not.toHaveBeenCalled();
  });

  it('without acknowledgements (a socket.io server that sends no subscription_succeeded) the first event resyncs, once per (re)subscribe', () => {
    const { transport, server } = memoryTransport();
    const client = createRealtimeClient(transport);
    const counted = vi.fn();
    const onResync = vi.fn();
    client.join('game-expert.7', { events: { ParticipantCount: counted, SheetCountInStackChanged: () => {} }, onResync });
    const wire = 'private-game-expert.7';
    // No seq either: every event is unnumbered, and none is dropped.
    server.event('ParticipantCount', wire, { count: 2 });
    server.event('SheetCountInStackChanged', wire, { totalSheetCountInStack: 1 });
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(counted).toHaveBeenCalledWith({ count: 2 });
    server.status('DISCONNECTED');
    server.status('CONNECTING');
    server.status('CONNECTED');
    expect(onResync).toHaveBeenCalledTimes(1);
    server.event('ParticipantCount', wire, { count: 3 });
    expect(onResync).toHaveBeenCalledTimes(2);
    expect(counted).toHaveBeenLastCalledWith({ count: 3 });
  });

  it('with acknowledgements, the first event after one does not resync again', () => {
    const { transport, server } = memoryTransport();
    const client = createRealtimeClient(transport);
    const onResync = vi.fn();
    client.join('game-expert.7', { events: { ParticipantCount: () => {} }, onResync });
    server.ack('private-game-expert.7');
    server.event('ParticipantCount', 'private-game-expert.7', { count: 2, seq: 4 });
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('delivers events in order, drops duplicates and resyncs after a gap', () => {
    const { transport, server } = memoryTransport();
    const report = vi.fn();
    const client = createRealtimeClient(transport, report);
    const started = vi.fn();
    const onResync = vi.fn();
    client.join('participant.7', { events: { GameTourStarted: started }, onResync });
    server.ack(WIRE);
    server.event('GameTourStarted', WIRE, { tourNumber: 1, seq: 10 });
    server.event('GameTourStarted', WIRE, { tourNumber: 1, seq: 10 });
    server.event('GameTourStarted', WIRE, { tourNumber: 2, seq: 13 });
    expect(started.mock.calls.map(([p]) => (p as { tourNumber: number }).tourNumber)).toEqual([1, 2]);
    expect(onResync).toHaveBeenCalledTimes(2);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'gap', channel: WIRE }));
  });

  it('reports unknown events instead of failing, and ignores channels it did not join', () => {
    const { transport, server } = memoryTransport();
    const report = vi.fn();
    const client = createRealtimeClient(transport, report);
    client.join('participant.7', { events: {}, onResync: () => {} });
    expect(() => server.event('SomethingNew', WIRE, { seq: 1 })).not.toThrow();
    server.event('GameTourStarted', 'private-participant.8', { seq: 1 });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith({ kind: 'unknown-event', channel: WIRE, event: 'SomethingNew' });
  });

  it('passes refusals to the channel and keeps the connection status', () => {
    const { transport, server } = memoryTransport();
    const client = createRealtimeClient(transport);
    const onRefused = vi.fn();
    client.join('participant.7', { events: {}, onResync: () => {}, onRefused });
    server.refuse(WIRE, 401);
    expect(onRefused).toHaveBeenCalledWith(401);
    server.status('ERROR');
    expect(client.state.getState().status).toBe('ERROR');
  });

  it('counts joins: the channel is left only when the last user leaves', () => {
    const { transport, subscribed, unsubscribed } = memoryTransport();
    const client = createRealtimeClient(transport);
    const leaveA = client.join('participant.7', { events: {}, onResync: () => {} });
    const leaveB = client.join('participant.7', { events: {}, onResync: () => {} });
    expect(subscribed).toEqual([WIRE]);
    leaveA();
    expect(unsubscribed).toEqual([]);
    leaveB();
    expect(unsubscribed).toEqual([WIRE]);
  });

  describe('a subscription the server ends or refuses for its token (401)', () => {
    /** A renewal the test resolves when it likes, as the API's refresh would. */
    function pendingRenewal() {
      const calls: ((token: string | undefined) => void)[] = [];
      const renewToken = vi.fn(() => new Promise<string | undefined>((resolve) => calls.push(resolve)));
      return { renewToken, resolve: (token: string | undefined) => calls.shift()!(token) };
    }

    it('renews the token, subscribes afresh with it and resyncs, the events going on without a gap', async () => {
      const { transport, subscribed, unsubscribed, tokens, server } = memoryTransport();
      const renewal = pendingRenewal();
      const client = createRealtimeClient(transport, () => {}, { renewToken: renewal.renewToken });
      const onResync = vi.fn();
      const started = vi.fn();
      client.join('participant.7', { events: { GameTourStarted: started }, onResync });
      server.ack(WIRE);
      server.event('GameTourStarted', WIRE, { seq: 41 });

      server.refuse(WIRE, 401); // the access token expired while connected
      expect(renewal.renewToken).toHaveBeenCalledTimes(1);
      expect(subscribed).toEqual([WIRE]);
      renewal.resolve('fresh-token');
      await vi.waitFor(() => expect(subscribed).toEqual([WIRE, WIRE]));
      expect(tokens).toEqual(['fresh-token']);
      expect(unsubscribed).toEqual([WIRE]);

      server.ack(WIRE);
      expect(onResync).toHaveBeenCalledTimes(2);
      // A fresh baseline after the resubscribe: the new numbering is accepted, not reported as a gap.
      server.event('GameTourStarted', WIRE, { seq: 1_000_000_001 });
      expect(started).toHaveBeenCalledTimes(2);
      expect(onResync).toHaveBeenCalledTimes(2);
    });

    it('renews once for every channel ended at once, and gives up when the renewed token is refused too', async () => {
      const { transport, subscribed, server } = memoryTransport();
      const renewal = pendingRenewal();
      const client = createRealtimeClient(transport, () => {}, { renewToken: renewal.renewToken });
      const other = 'private-game-expert.3';
      client.join('participant.7', { events: {}, onResync: () => {} });
      client.join('game-expert.3', { events: {}, onResync: () => {} });
      server.ack(WIRE);
      server.ack(other);

      server.refuse(WIRE, 401); // a logout elsewhere ends both at once
      server.refuse(other, 401);
      expect(renewal.renewToken).toHaveBeenCalledTimes(1);
      renewal.resolve('renewed');
      await vi.waitFor(() => expect(subscribed).toEqual([WIRE, other, WIRE, other]));

      server.refuse(WIRE, 401); // the session really is over: no loop of renewals
      await Promise.resolve();
      expect(renewal.renewToken).toHaveBeenCalledTimes(1);
      expect(subscribed).toHaveLength(4);
      // After the next successful subscribe (or reconnect) a later expiry is renewed again.
      server.ack(other);
      server.refuse(other, 401);
      expect(renewal.renewToken).toHaveBeenCalledTimes(2);
    });

    it('stays left when the renewal finds no session, when the screen left meanwhile, and on 403', async () => {
      const { transport, subscribed, server } = memoryTransport();
      const renewal = pendingRenewal();
      const client = createRealtimeClient(transport, () => {}, { renewToken: renewal.renewToken });
      const leave = client.join('participant.7', { events: {}, onResync: () => {} });
      server.refuse(WIRE, 401);
      renewal.resolve(undefined); // the refresh failed: the API client has ended the session
      // One turn of the event loop on purpose: the renewal settles, and the check is that no subscribe follows.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(subscribed).toEqual([WIRE]);

      server.status('DISCONNECTED');
      server.status('CONNECTED');
      server.refuse(WIRE, 401); // a reconnect allows a renewal again
      leave();
      renewal.resolve('too-late');
      // As above: the late renewal settles and nothing is subscribed.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(subscribed).toEqual([WIRE]);

      client.join('game-expert.3', { events: {}, onResync: () => {} });
      server.refuse('private-game-expert.3', 403);
      expect(renewal.renewToken).toHaveBeenCalledTimes(2);
    });
  });
});
