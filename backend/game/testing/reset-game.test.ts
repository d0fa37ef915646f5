// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiFamilies } from '@/contract/families';
import { expertGameStateSchema, nextSheetReplySchema } from '@/contract/schemas/expert';
import { resultsReplySchema } from '@/contract/schemas/live';
import { startLiveKit, type LiveKit } from './live-test-kit';
import { resetGameEngine } from './reset-game';

let kit: LiveKit;
beforeEach(async () => {
  kit = await startLiveKit();
});
afterEach(() => kit.close());

const gamePath = (path: string) => kit.live(`/experts/games/${kit.liveGameId}${path}`);
const state = async () => expertGameStateSchema.parse((await kit.api('GET', gamePath('/currentTour'), { token: kit.expertToken })).body);

describe('resetGameEngine (e2e retries)', () => {
  it('takes a played and finished game back to round 1 waiting, with its teams able to play again', async () => {
    const token = await kit.login('player@quiz.test');
    const answers = [{ questionNumber: 1, text: 'one' }];
    await kit.expert('startTour', { tourNumber: 1 });
    await kit.expert('openAnswers');
    await kit.api('POST', kit.live(`/participants/${kit.demoParticipant}/results`), { token, body: { tourNumber: 1, saving: true, answers } });
    const sheet = nextSheetReplySchema.parse((await kit.api('POST', gamePath('/results'), { token: kit.expertToken })).body).sheet!;
    await kit.api('PATCH', gamePath(`/results/${sheet.id}`), { token: kit.expertToken, body: { '1': true } });
    await kit.expert('closeTour');
    await kit.api('POST', gamePath('/mechanics'), { token: kit.expertToken, body: { method: 'TUTS' } });
    await kit.api('POST', kit.live(`/participants/${kit.demoParticipant}/mechanics`), { token, body: { method: 'TUTS', order: 1 } });
    await kit.api('POST', `${apiFamilies.chats}/chats/GAME/${kit.liveGameId}/lock`, { token: kit.expertToken });
    expect((await kit.expert('finish')).status).toBe(200);

    resetGameEngine(kit.db, kit.liveGameId, kit.clock.now);

    expect(await state()).toMatchObject({
      tourNumber: null,
      lastClosedTour: 0,
      lastShownTour: 0,
      isFinished: false,
      sheetsInStack: 0,
      chatStatus: 'UNLOCKED',
      mechanics: { TUTS: { active: false, reactions: [] } },
    });
    const screen = await kit.api('GET', kit.live(`/participants/${kit.demoParticipant}/status`), { token });
    expect(screen.body).toMatchObject({ status: 'READY' });
    expect(resultsReplySchema.parse((await kit.api('GET', kit.live(`/participants/${kit.demoParticipant}/results`), { token })).body).items).toEqual([]);
    // Round 1 again, and the team's answer is taken.
    expect((await kit.expert('startTour', { tourNumber: 1 })).status).toBe(200);
    await kit.expert('openAnswers');
    const again = await kit.api('POST', kit.live(`/participants/${kit.demoParticipant}/results`), { token, body: { tourNumber: 1, saving: true, answers } });
    expect(again.status).toBeLessThan(300);
  });
});
