// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiFamilies } from '@/contract/families';
import { participantEventSchemas } from '@/contract/participant-events';
import { expertGameStateSchema } from '@/contract/schemas/expert';
import { participantMechanicsReplySchema } from '@/contract/schemas/live';
import { startLiveKit, type LiveKit } from './testing/live-test-kit';

let kit: LiveKit;
beforeEach(async () => {
  kit = await startLiveKit();
});
afterEach(() => kit.close());

const mechanicsPath = () => kit.live(`/experts/games/${kit.liveGameId}/mechanics`);
const chatPath = (suffix = '') => `${apiFamilies.chats}/chats/GAME/${kit.liveGameId}${suffix}`;

describe('TUTS buzzer', () => {
  it('keeps the press order, refuses a second press and inactive presses, and clears', async () => {
    const bots = await kit.botTeams(3);
    const watcher = await kit.connect();
    const experts = await kit.connect();
    expect(await kit.subscribe(watcher.socket, kit.channels.participant(bots[2]!.participantId), bots[2]!.token)).toBe('ok');
    expect(await kit.subscribe(experts.socket, kit.channels.gameExpert(kit.liveGameId), kit.expertToken)).toBe('ok');
    const press = (index: number) =>
      kit.api('POST', kit.live(`/participants/${bots[index]!.participantId}/mechanics`), { token: bots[index]!.token, body: { method: 'TUTS', order: 99 } });

    expect((await press(0)).status).toBe(409);
    const activated = expertGameStateSchema.parse((await kit.api('POST', mechanicsPath(), { token: kit.expertToken, body: { method: 'TUTS' } })).body);
    expect(activated.mechanics.TUTS).toEqual({ active: true, reactions: [] });
    await kit.waitFor(watcher.events, 'ReactionsUpdated', (e) => e.payload.active === true);

    const first = participantMechanicsReplySchema.parse((await press(1)).body);
    const second = participantMechanicsReplySchema.parse((await press(0)).body);
    expect(first.reaction).toMatchObject({ participantId: bots[1]!.participantId, order: 1, name: 'Bot team 2' });
    expect(second.reactions.map((r) => r.participantId)).toEqual([bots[1]!.participantId, bots[0]!.participantId]);
    const twice = await press(1);
    expect(twice.status).toBe(422);
    expect(twice.body).toMatchObject({ errors: { method: ['Your team has already pressed the buzzer.'] } });

    const occurred = await kit.waitFor(watcher.events, 'ReactionOccurred', (e) => (e.payload.reaction as { order: number }).order === 2);
    expect(participantEventSchemas.ReactionOccurred.parse(occurred.payload).reaction.participantId).toBe(bots[0]!.participantId);
    await kit.waitFor(experts.events, 'ReactionOccurred');

    const cleared = expertGameStateSchema.parse((await kit.api('PATCH', mechanicsPath(), { token: kit.expertToken, body: { mechanic: 'TUTS' } })).body);
    expect(cleared.mechanics.TUTS).toEqual({ active: true, reactions: [] });
    await kit.waitFor(watcher.events, 'ReactionsCleared');
    expect((await press(1)).status).toBe(200);

    const off = expertGameStateSchema.parse((await kit.api('PATCH', mechanicsPath(), { token: kit.expertToken, body: {} })).body);
    expect(off.mechanics.TUTS.active).toBe(false);
    await kit.waitFor(watcher.events, 'ReactionsUpdated', (e) => e.payload.active === false);
  });
});

describe('chat lock', () => {
  it('players read the status, staff lock and unlock, everyone hears it', async () => {
    const player = await kit.login('player@quiz.test');
    const team = await kit.connect();
    const experts = await kit.connect();
    expect(await kit.subscribe(team.socket, kit.channels.participant(kit.demoParticipant), player)).toBe('ok');
    expect(await kit.subscribe(experts.socket, kit.channels.gameExpert(kit.liveGameId), kit.expertToken)).toBe('ok');
    expect((await kit.api('GET', chatPath(), { token: player })).body).toEqual({ status: 'UNLOCKED' });
    expect((await kit.api('POST', chatPath('/lock'), { token: player })).status).toBe(403);

    expect((await kit.api('POST', chatPath('/lock'), { token: kit.expertToken })).body).toEqual({ status: 'LOCKED' });
    expect((await kit.waitFor(team.events, 'ChatLocked')).payload).toMatchObject({ status: 'LOCKED', gameId: kit.liveGameId });
    await kit.waitFor(experts.events, 'ChatLocked');
    expect((await kit.api('GET', chatPath(), { token: player })).body).toEqual({ status: 'LOCKED' });

    expect((await kit.api('POST', chatPath('/unlock'), { token: kit.expertToken })).body).toEqual({ status: 'UNLOCKED' });
    await kit.waitFor(team.events, 'ChatUnLocked');
    await kit.waitFor(experts.events, 'ChatUnLocked');

    const [bot] = await kit.botTeams(1);
    const outsider = await kit.login('player2@quiz.test');
    expect((await kit.api('GET', chatPath(), { token: bot!.token })).status).toBe(200);
    expect((await kit.api('GET', `${apiFamilies.chats}/chats/GAME/999999`, { token: outsider })).status).toBe(404);
  });
});
