// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appealSchema, resultsReplySchema } from '@/contract/schemas/live';
import { nextSheetReplySchema } from '@/contract/schemas/expert';
import { startLiveKit, type LiveKit } from './testing/live-test-kit';

let kit: LiveKit;
beforeEach(async () => {
  kit = await startLiveKit();
});
afterEach(() => kit.close());

const gamePath = (path: string) => kit.live(`/experts/games/${kit.liveGameId}${path}`);

describe('a finished game', () => {
  it('refuses every call that would change its results, in the request’s language', async () => {
    const token = await kit.login('player@quiz.test');
    const [bot] = await kit.botTeams(1);
    await kit.expert('startTour', { tourNumber: 1 });
    await kit.expert('openAnswers');
    const answers = [
      { questionNumber: 1, text: 'one' },
      { questionNumber: 2, text: 'two' },
    ];
    await kit.api('POST', kit.live(`/participants/${kit.demoParticipant}/results`), { token, body: { tourNumber: 1, saving: true, answers } });
    await kit.api('POST', kit.live(`/participants/${bot!.participantId}/results`), { token: bot!.token, body: { tourNumber: 1, saving: true, answers } });
    const first = nextSheetReplySchema.parse((await kit.api('POST', gamePath('/results'), { token: kit.expertToken })).body).sheet!;
    expect(first.participantId).toBe(kit.demoParticipant);
    await kit.api('PATCH', gamePath(`/results/${first.id}`), { token: kit.expertToken, body: { '1': true, '2': false } });
    await kit.expert('closeTour');
    const appeal = appealSchema.parse(
      (
        await kit.api('POST', kit.live(`/participants/${kit.demoParticipant}/results/${first.id}/appeal`), {
          token,
          body: { questionNumber: 2, concern: 'Right' },
        })
      ).body,
    );
    const second = nextSheetReplySchema.parse((await kit.api('POST', gamePath('/results'), { token: kit.expertToken })).body).sheet!;
    expect((await kit.expert('finish')).status).toBe(200);

    const final = { message: 'The game is finished: its results are final and can no longer be changed.' };
    const resolve = await kit.api('PATCH', gamePath(`/appeals/${appeal.id}`), { token: kit.expertToken, body: { status: 'APPROVED', response: 'Yes' } });
    expect(resolve).toEqual({ status: 409, body: final });
    const decide = await kit.api('PATCH', gamePath('/answers/groups'), {
      token: kit.expertToken,
      body: { tourNumber: 1, questionNumber: 2, key: 'two', isCorrect: true },
    });
    expect(decide).toEqual({ status: 409, body: final });
    const check = await kit.api('PATCH', gamePath(`/results/${second.id}`), { token: kit.expertToken, body: { '1': true, '2': true } });
    expect(check).toEqual({ status: 409, body: final });
    const french = await kit.api('PATCH', gamePath(`/results/${second.id}`), {
      token: kit.expertToken,
      body: { '1': true },
      headers: { 'Accept-Language': 'fr' },
    });
    expect(french.body).toEqual({ message: 'La partie est terminée : ses résultats sont définitifs et ne peuvent plus changer.' });
    const russian = await kit.api('PATCH', gamePath(`/appeals/${appeal.id}`), {
      token: kit.expertToken,
      body: { status: 'REJECTED', response: 'Нет' },
      headers: { 'Accept-Language': 'ru' },
    });
    expect(russian.body).toEqual({ message: 'Игра завершена: её результаты окончательные и больше не меняются.' });

    // Nothing changed: the team keeps its one point, the appeal is still pending.
    const results = resultsReplySchema.parse((await kit.api('GET', kit.live(`/participants/${kit.demoParticipant}/results`), { token })).body);
    expect(results.items[0]).toMatchObject({ score: 1 });
    expect((await kit.api('GET', gamePath(`/appeals/${appeal.id}`), { token: kit.expertToken })).body).toMatchObject({ status: 'PENDING' });
  });
});
