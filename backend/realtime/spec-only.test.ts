// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { apiFamilies } from '@/contract/families';
import { echoServerEvents, expertChannelAdditions, privateChannel, SEQ_FIELD } from '@/contract/realtime';
import { createOutbox } from '../game/outbox';
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

/** The spec's client events as the web app sends them, for the demo participant's channel. */
const specPayload = (live: LiveKit, event: string, participantId = live.demoParticipant) =>
  event === 'client-clientRequireAnswers'
    ? { participantId, data: { userId: 1, tourNumber: 1 } }
    : { participantId, data: { userId: 1, userName: 'x', tourNumber: 1, questionNumber: 1 } };

/** Sends a client event from one member and reports whether the other received it within a short wait. */
async function relayed(from: Socket, to: Socket, wire: string, event: string, data: unknown): Promise<boolean> {
  const arrived = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 400);
    to.once(event, () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  from.emit('client event', { channel: wire, event, data });
  return arrived;
}

async function twoMembers(overrides: Record<string, string>) {
  kit = await startLiveKit(overrides);
  const first = await join(kit, await kit.login('player@quiz.test'));
  const second = await join(kit, await kit.login('player2@quiz.test'));
  return { live: kit, first, second };
}

describe('the spec-only switch on the realtime wire (socket.io)', () => {
  it('by default: subscription_succeeded, seq on every event, the spec’s client events relayed', async () => {
    const { live, first, second } = await twoMembers({});
    expect(first.acknowledged).toEqual([first.wire]);
    expect(first.welcome.payload[SEQ_FIELD]).toEqual(expect.any(Number));
    await live.expert('startTour', { tourNumber: 1 });
    const started = await live.waitFor(first.events, 'GameTourStarted');
    expect(started.payload[SEQ_FIELD]).toEqual(expect.any(Number));
    for (const event of ['client-clientTyping', 'client-clientRequireAnswers']) {
      expect(await relayed(first.socket, second.socket, first.wire, event, specPayload(live, event))).toBe(true);
    }
  });

  it('with SPEC_ONLY: no acknowledgement, no seq; the spec’s client events still relayed, checked', async () => {
    const { live, first, second } = await twoMembers({ SPEC_ONLY: '1' });
    expect(first.welcome.payload).not.toHaveProperty(SEQ_FIELD);
    await live.expert('startTour', { tourNumber: 1 });
    const started = await live.waitFor(first.events, 'GameTourStarted');
    expect(started.payload).not.toHaveProperty(SEQ_FIELD);
    expect(started.payload).toHaveProperty('tourNumber', 1);
    expect(first.events.every((event) => !(SEQ_FIELD in event.payload))).toBe(true);
    for (const event of ['client-clientTyping', 'client-clientRequireAnswers']) {
      expect(await relayed(first.socket, second.socket, first.wire, event, specPayload(live, event))).toBe(true);
      // Another team's participantId, or not the spec's payload: not relayed.
      expect(await relayed(first.socket, second.socket, first.wire, event, specPayload(live, event, live.demoParticipant + 1))).toBe(false);
      expect(await relayed(first.socket, second.socket, first.wire, event, { questionNumber: 1 })).toBe(false);
    }
    // Other client-* names are relayed as sent.
    expect(await relayed(first.socket, second.socket, first.wire, 'client-note', { any: 1 })).toBe(true);
    // Checked last: any acknowledgement would have arrived long before the events and whispers above.
    expect(first.acknowledged).toEqual([]);
    expect(second.acknowledged).toEqual([]);
  });
});

interface PusherFrame {
  event: string;
  channel?: string;
  data: unknown;
}

/** A Pusher-protocol member of the demo team's channel, signed by /broadcasting/auth as pusher-js does it. */
async function pusherMember(live: LiveKit, email: string) {
  const token = await live.login(email);
  const ws = new WebSocket(`${live.backend.url.replace('http', 'ws')}/app/spec-test?protocol=7`);
  const frames: PusherFrame[] = [];
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as PusherFrame;
    frames.push({ ...frame, data: typeof frame.data === 'string' ? (JSON.parse(frame.data) as unknown) : frame.data });
  });
  const established = async () => {
    await vi.waitFor(() => expect(frames.some((frame) => frame.event === 'pusher:connection_established')).toBe(true));
    return (frames.find((frame) => frame.event === 'pusher:connection_established')!.data as { socket_id: string }).socket_id;
  };
  const socketId = await established();
  const channel = privateChannel(live.channels.participant(live.demoParticipant));
  const signed = await live.api('POST', '/broadcasting/auth', { token, body: { socket_id: socketId, channel_name: channel } });
  ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: (signed.body as { auth: string }).auth } }));
  await vi.waitFor(() => expect(frames.some((frame) => frame.event === 'WelcomeParticipant')).toBe(true));
  const welcome = frames.find((frame) => frame.event === 'WelcomeParticipant')!;
  const whisper = (event: string, data: unknown) => ws.send(JSON.stringify({ event, channel, data }));
  return { ws, frames, welcome, whisper };
}

async function pusherPair(overrides: Record<string, string>) {
  kit = await startLiveKit({ REALTIME_APP_KEY: 'spec-test', ...overrides });
  const first = await pusherMember(kit, 'player@quiz.test');
  const second = await pusherMember(kit, 'player2@quiz.test');
  return { live: kit, first, second };
}

/** Whispers `event` from one member and reports whether the other got it within a short wait. */
async function pusherRelayed(from: Awaited<ReturnType<typeof pusherMember>>, to: Awaited<ReturnType<typeof pusherMember>>, event: string, data: unknown) {
  const before = to.frames.length;
  from.whisper(event, data);
  // A fixed wait on purpose: a relay refused is a message that never comes.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return to.frames.slice(before).some((frame) => frame.event === event);
}

describe('the spec-only switch on the Pusher-protocol wire', () => {
  it('by default: seq on events and the spec’s client events relayed', async () => {
    const { live, first, second } = await pusherPair({});
    expect(first.welcome.data).toHaveProperty(SEQ_FIELD);
    expect(await pusherRelayed(first, second, 'client-clientTyping', specPayload(live, 'client-clientTyping'))).toBe(true);
    first.ws.close();
    second.ws.close();
  });

  it("with SPEC_ONLY: no seq; the protocol's own acknowledgement and the spec's client events stay", async () => {
    const { live, first, second } = await pusherPair({ SPEC_ONLY: '1' });
    expect(first.frames.map((frame) => frame.event)).toContain('pusher_internal:subscription_succeeded');
    expect(first.welcome.data).not.toHaveProperty(SEQ_FIELD);
    for (const event of ['client-clientTyping', 'client-clientRequireAnswers']) {
      expect(await pusherRelayed(first, second, event, specPayload(live, event))).toBe(true);
      expect(await pusherRelayed(first, second, event, specPayload(live, event, live.demoParticipant + 1))).toBe(false);
    }
    first.ws.close();
    second.ws.close();
  });
});

/** The demo expert on game-expert.{id} and the demo team on its channel. */
async function expertAndTeam(overrides: Record<string, string>) {
  kit = await startLiveKit(overrides);
  const live = kit;
  const team = await join(live, await live.login('player@quiz.test'));
  const expert = await live.connect();
  const wire = privateChannel(live.channels.gameExpert(live.liveGameId));
  expert.socket.emit('subscribe', { channel: wire, auth: { headers: { Authorization: `Bearer ${live.expertToken}` } } });
  // The expert channel's first event (the spec's ParticipantCount) says the subscription worked.
  await live.waitFor(expert.events, 'ParticipantCount');
  return { live, team, expert };
}

/**
 * A round started and closed, the chat locked, unlocked and locked again: the events each channel got. The last
 * ChatLocked (the spec's, on both channels) comes after everything before it on the same socket, so an event
 * missing by then was never sent.
 */
async function playSome(overrides: Record<string, string>) {
  const { live, team, expert } = await expertAndTeam(overrides);
  const chat = (action: 'lock' | 'unlock') => live.api('POST', `${apiFamilies.chats}/chats/GAME/${live.liveGameId}/${action}`, { token: live.expertToken });
  expect((await live.expert('startTour', { tourNumber: 1 })).status).toBe(200);
  expect((await live.expert('closeTour')).status).toBe(200);
  for (const action of ['lock', 'unlock', 'lock'] as const) expect((await chat(action)).status).toBe(200);
  const lockedTwice = (events: { event: string }[]) => events.filter((e) => e.event === 'ChatLocked').length === 2;
  await vi.waitFor(() => expect(lockedTwice(expert.events) && lockedTwice(team.events)).toBe(true));
  return { expert: expert.events.map((e) => e.event), team: team.events.map((e) => e.event) };
}

describe('the spec-only switch on the expert channel', () => {
  it('by default: the additions GameStateChanged and ChatUnLocked reach the experts', async () => {
    const seen = await playSome({});
    expect(seen.expert.filter((event) => event === 'GameStateChanged')).toHaveLength(2);
    expect(seen.expert).toContain('ChatUnLocked');
    expect(seen.team).toContain('ChatUnLocked');
  });

  it('with SPEC_ONLY: only the spec’s events; the participant channel keeps its ChatUnLocked', async () => {
    const seen = await playSome({ SPEC_ONLY: '1' });
    expect(seen.expert).not.toContain('GameStateChanged');
    expect(seen.expert).not.toContain('ChatUnLocked');
    expect(seen.expert).toEqual(expect.arrayContaining(['ParticipantCount', 'SheetCountInTourChanged', 'ChatLocked']));
    expect(seen.team).toEqual(expect.arrayContaining(['GameTourStarted', 'GameTourClosed', 'ChatUnLocked']));
  });

  it('with SPEC_ONLY the outbox drops every expert-channel addition, AppealResolved included (its call is a 404 then)', () => {
    const out = createOutbox(() => [11], { specOnly: true });
    // The payload is not looked at: the outbox decides by the event's name.
    out.toExperts(3, 'GameStateChanged', {} as never);
    out.toExperts(3, 'AppealResolved', { appealId: 1, status: 'APPROVED' });
    out.toEveryone(3, 'ChatUnLocked', { gameId: 3, status: 'UNLOCKED' });
    out.toEveryone(3, 'ChatLocked', { gameId: 3, status: 'LOCKED' });
    expect(out.items.map((item) => [item.channel, item.event])).toEqual([
      ['private-participant.11', 'ChatUnLocked'],
      ['private-participant.11', 'ChatLocked'],
      ['private-game-expert.3', 'ChatLocked'],
    ]);
    const full = createOutbox(() => [11]);
    for (const event of expertChannelAdditions) full.toExperts(3, event, {} as never);
    expect(full.items.map((item) => item.event)).toEqual([...expertChannelAdditions]);
  });
});
