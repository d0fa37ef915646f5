// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { echoServerEvents, privateChannel, SEQ_FIELD } from '@/contract/realtime';
import { startLiveKit, type LiveKit } from '../game/testing/live-test-kit';

let kit: LiveKit | undefined;
afterEach(async () => {
  await kit?.close();
  kit = undefined;
});

/** Subscribes without waiting for an acknowledgement (the spec has none): the welcome snapshot says it worked. */
async function join(live: LiveKit, token: string) {
  const { socket, events } = await live.connect();
  const acknowledged: string[] = [];
  socket.on(echoServerEvents.subscriptionSucceeded, (channel: string) => acknowledged.push(channel));
  const wire = privateChannel(live.channels.participant(live.demoParticipant));
  socket.emit('subscribe', { channel: wire, auth: { headers: { Authorization: `Bearer ${token}` } } });
  const welcome = await live.waitFor(events, 'WelcomeParticipant');
  return { socket, events, acknowledged, wire, welcome };
}

/** Sends a whisper from one member and reports whether the other received it within a short wait. */
async function relayed(from: Socket, to: Socket, wire: string, event: string): Promise<boolean> {
  const arrived = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 400);
    to.once(event, () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  from.emit('client event', { channel: wire, event, data: { userId: 1, userName: 'x', tourNumber: 1, questionNumber: 1 } });
  return arrived;
}

async function twoMembers(overrides: Record<string, string>) {
  kit = await startLiveKit(overrides);
  const first = await join(kit, await kit.login('player@quiz.test'));
  const second = await join(kit, await kit.login('player2@quiz.test'));
  return { live: kit, first, second };
}

describe('the spec-only switch on the realtime wire (socket.io)', () => {
  it('by default: subscription_succeeded, seq on every event, the typing whispers relayed', async () => {
    const { live, first, second } = await twoMembers({});
    expect(first.acknowledged).toEqual([first.wire]);
    expect(first.welcome.payload[SEQ_FIELD]).toEqual(expect.any(Number));
    await live.expert('startTour', { tourNumber: 1 });
    const started = await live.waitFor(first.events, 'GameTourStarted');
    expect(started.payload[SEQ_FIELD]).toEqual(expect.any(Number));
    expect(await relayed(first.socket, second.socket, first.wire, 'client-typing')).toBe(true);
    expect(await relayed(first.socket, second.socket, first.wire, 'client-require-answers')).toBe(true);
  });

  it('with SPEC_ONLY: no acknowledgement, no seq, no typing whispers; other client events still relayed', async () => {
    const { live, first, second } = await twoMembers({ SPEC_ONLY: '1' });
    expect(first.welcome.payload).not.toHaveProperty(SEQ_FIELD);
    await live.expert('startTour', { tourNumber: 1 });
    const started = await live.waitFor(first.events, 'GameTourStarted');
    expect(started.payload).not.toHaveProperty(SEQ_FIELD);
    expect(started.payload).toHaveProperty('tourNumber', 1);
    expect(first.events.every((event) => !(SEQ_FIELD in event.payload))).toBe(true);
    expect(await relayed(first.socket, second.socket, first.wire, 'client-typing')).toBe(false);
    expect(await relayed(first.socket, second.socket, first.wire, 'client-require-answers')).toBe(false);
    // The spec's own client events (clientTyping, clientRequireAnswers) travel as any other client-* name.
    expect(await relayed(first.socket, second.socket, first.wire, 'client-clientTyping')).toBe(true);
    // Checked last: any acknowledgement would have arrived long before the events and whispers above.
    expect(first.acknowledged).toEqual([]);
    expect(second.acknowledged).toEqual([]);
  });
});
