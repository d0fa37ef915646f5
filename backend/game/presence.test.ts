// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expertEventSchemas } from '@/contract/expert-events';
import { participantEventSchemas } from '@/contract/participant-events';
import { participantListReplySchema } from '@/contract/schemas/live';
import { startLiveKit, type LiveKit } from './testing/live-test-kit';

let kit: LiveKit;
beforeEach(async () => {
  kit = await startLiveKit();
});
afterEach(() => kit.close());

describe('presence', () => {
  it('counts distinct team members, tells the team and the experts, and ignores staff watching', async () => {
    const [one, two] = [await kit.login('player@quiz.test'), await kit.login('player2@quiz.test')];
    const channel = kit.channels.participant(kit.demoParticipant);
    const experts = await kit.connect();
    expect(await kit.subscribe(experts.socket, kit.channels.gameExpert(kit.liveGameId), kit.expertToken)).toBe('ok');
    expect(expertEventSchemas.ParticipantCount.parse((await kit.waitFor(experts.events, 'ParticipantCount')).payload).count).toBe(0);

    const a = await kit.connect();
    expect(await kit.subscribe(a.socket, channel, one)).toBe('ok');
    const welcome = participantEventSchemas.WelcomeParticipant.parse((await kit.waitFor(a.events, 'WelcomeParticipant')).payload);
    expect(welcome).toMatchObject({ participantId: kit.demoParticipant, teammatesOnline: 1, currentTour: null });
    await kit.waitFor(a.events, 'TeammatesCount', (e) => e.payload.count === 1);
    await kit.waitFor(a.events, 'SendIcqChatId');
    const joined = expertEventSchemas.ParticipantJoined.parse((await kit.waitFor(experts.events, 'ParticipantJoined')).payload);
    expect(joined).toMatchObject({ participantId: kit.demoParticipant, name: 'Эрудиты', count: 1 });

    // The same user in a second tab is not a second teammate; the other member is.
    const sameUser = await kit.connect();
    expect(await kit.subscribe(sameUser.socket, channel, one)).toBe('ok');
    const b = await kit.connect();
    expect(await kit.subscribe(b.socket, channel, two)).toBe('ok');
    const teammate = participantEventSchemas.TeammateJoined.parse((await kit.waitFor(a.events, 'TeammateJoined', (e) => e.payload.count === 2)).payload);
    expect(teammate.userName).toBe('Мария Соколова');
    const staff = await kit.connect();
    expect(await kit.subscribe(staff.socket, channel, kit.expertToken)).toBe('ok');
    const list = participantListReplySchema.parse((await kit.api('GET', kit.live(`/participants/${kit.demoParticipant}/list`), { token: one })).body);
    expect(list.items.find((item) => item.id === kit.demoParticipant)?.playersOnline).toBe(2);

    // Other teams hear about it, coalesced.
    const [bot] = await kit.botTeams(1);
    const botSocket = await kit.connect();
    expect(await kit.subscribe(botSocket.socket, kit.channels.participant(bot!.participantId), bot!.token)).toBe('ok');
    b.socket.close();
    const left = await kit.waitFor(a.events, 'TeammateLeft');
    expect(left.payload).toMatchObject({ userName: 'Мария Соколова', count: 1 });
    const news = participantEventSchemas.ParticipantJoined.parse((await kit.waitFor(botSocket.events, 'ParticipantJoined', () => true, 3000)).payload);
    expect(news.participants.map((p) => p.participantId)).toContain(kit.demoParticipant);

    a.socket.close();
    sameUser.socket.emit('unsubscribe', { channel: `private-${channel}` });
    const gone = await kit.waitFor(experts.events, 'ParticipantLeft', (e) => e.payload.participantId === kit.demoParticipant);
    expect(gone.payload).toMatchObject({ playersOnline: 0 });
    await kit.waitFor(experts.events, 'ParticipantCount', (e) => e.payload.count === 1);
  });
});
