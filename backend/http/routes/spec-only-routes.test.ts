// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { apiFamilies } from '@/contract/families';
import { participantListReplySchema } from '@/contract/schemas/live';
import { startLiveKit, type LiveKit } from '../../game/testing/live-test-kit';

let kit: LiveKit | undefined;
afterEach(async () => {
  await kit?.close();
  kit = undefined;
});

/** Each addition beyond the spec, called as its user would (the appeal resolution by a player: 403 when present). */
async function callAdditions(live: LiveKit) {
  const player = await live.login('player@quiz.test');
  const game = `/experts/games/${live.liveGameId}`;
  const expert = { token: live.expertToken };
  return {
    'GET participants/mine': await live.api('GET', live.live('/participants/mine'), { token: player }),
    'GET answers/groups': await live.api('GET', live.live(`${game}/answers/groups?tourNumber=1`), expert),
    'PATCH answers/groups': await live.api('PATCH', live.live(`${game}/answers/groups`), { ...expert, body: {} }),
    'PATCH appeals/{id}': await live.api('PATCH', live.live(`${game}/appeals/1`), { token: player, body: {} }),
    'GET chat messages': await live.api('GET', `${apiFamilies.chats}/chats/GAME/${live.liveGameId}/messages`, { token: player }),
  };
}

/** Spec calls next to the additions: they answer in both modes. */
async function callSpec(live: LiveKit) {
  const player = await live.login('player@quiz.test');
  const game = `/experts/games/${live.liveGameId}`;
  return [
    await live.api('GET', live.live(`/participants/${live.demoParticipant}/status`), { token: player }),
    await live.api('GET', live.live(`${game}/answers`), { token: live.expertToken }),
    await live.api('GET', live.live(`${game}/appeals/`), { token: live.expertToken }),
    await live.api('GET', `${apiFamilies.chats}/chats/GAME/${live.liveGameId}`, { token: player }),
  ].map((reply) => reply.status);
}

describe('the spec-only switch on the HTTP API', () => {
  it('by default every addition is served', async () => {
    kit = await startLiveKit();
    const replies = await callAdditions(kit);
    expect(replies['GET participants/mine'].status).toBe(200);
    expect(replies['GET answers/groups'].status).toBe(200);
    expect(replies['PATCH answers/groups'].status).toBe(422);
    expect(replies['PATCH appeals/{id}'].status).toBe(403);
    expect(replies['GET chat messages'].status).toBe(200);
    expect(await callSpec(kit)).toEqual([200, 200, 200, 200]);
  });

  it('with SPEC_ONLY every addition answers 404 like an unknown path, and the spec calls still answer', async () => {
    kit = await startLiveKit({ SPEC_ONLY: '1' });
    const replies = await callAdditions(kit);
    for (const [name, reply] of Object.entries(replies)) {
      expect({ name, status: reply.status, body: reply.body }).toEqual({ name, status: 404, body: { message: 'Not Found' } });
    }
    expect(await callSpec(kit)).toEqual([200, 200, 200, 200]);
  });

  it('with SPEC_ONLY the rating list carries only the spec’s fields (id, scoresSum, scores), still parsed by the contract', async () => {
    const listOf = async (live: LiveKit) =>
      (await live.api('GET', live.live(`/participants/${live.demoParticipant}/list`), { token: await live.login('player@quiz.test') })).body;
    kit = await startLiveKit();
    const full = participantListReplySchema.parse(await listOf(kit));
    expect(full.items[0]).toEqual(expect.objectContaining({ name: expect.any(String), place: null, playersOnline: expect.any(Number) }));
    expect(full).toEqual(expect.objectContaining({ scoresShown: false, shownTours: 0, total: full.items.length }));
    await kit.close();

    kit = await startLiveKit({ SPEC_ONLY: '1' });
    const body = (await listOf(kit)) as { items: object[] };
    expect(Object.keys(body)).toEqual(['items']);
    expect(body.items).toHaveLength(full.items.length);
    for (const item of body.items) expect(Object.keys(item).sort()).toEqual(['id', 'scores', 'scoresSum']);
    expect(participantListReplySchema.safeParse(body).success).toBe(true);
  });
});
