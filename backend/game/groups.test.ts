// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerGroupDecisionReplySchema, answerGroupsReplySchema, nextSheetReplySchema } from '@/contract/schemas/expert';
import { resultsReplySchema } from '@/contract/schemas/live';
import { startLiveKit, type LiveKit } from './testing/live-test-kit';

let kit: LiveKit;
beforeEach(async () => {
  kit = await startLiveKit();
});
afterEach(() => kit.close());

const gamePath = (path: string) => kit.live(`/experts/games/${kit.liveGameId}${path}`);

describe('answer groups', () => {
  it('groups normalised answers per question and applies one decision to every team', async () => {
    await kit.expert('startTour', { tourNumber: 1 });
    await kit.expert('openAnswers');
    const accepted = answerGroupsReplySchema.parse((await kit.api('GET', gamePath('/answers/groups?tourNumber=1'), { token: kit.expertToken })).body)
      .questions[0]!.answer;
    const bots = await kit.botTeams(4);
    // The same answer three ways (case, punctuation, Latin look-alikes), a fourth team differs and also answers Q2.
    const lookAlikes = accepted.replace(/о/g, 'o').replace(/а/g, 'a').replace(/е/g, 'e');
    const wordings = [`${accepted}`, `  ${accepted.toUpperCase()}!`, `«${lookAlikes}»`, 'something else'];
    for (const [index, bot] of bots.entries()) {
      const answers = [{ questionNumber: 1, text: wordings[index]! }];
      if (index === 3) answers.push({ questionNumber: 2, text: 'x' });
      await kit.api('POST', kit.live(`/participants/${bot.participantId}/results`), { token: bot.token, body: { tourNumber: 1, saving: true, answers } });
    }
    const reply = answerGroupsReplySchema.parse((await kit.api('GET', gamePath('/answers/groups?tourNumber=1'), { token: kit.expertToken })).body);
    const q1 = reply.questions[0]!;
    expect(q1.groups.map((group) => group.count)).toEqual([3, 1]);
    expect(q1.groups[0]).toMatchObject({ suggested: true, decision: null, mixed: false });
    expect(q1.groups[0]!.variants).toHaveLength(3);
    expect(q1.groups[0]!.participantIds.sort()).toEqual(
      bots
        .slice(0, 3)
        .map((bot) => bot.participantId)
        .sort(),
    );

    const decided = answerGroupDecisionReplySchema.parse(
      (
        await kit.api('PATCH', gamePath('/answers/groups'), {
          token: kit.expertToken,
          body: { tourNumber: 1, questionNumber: 1, key: q1.groups[0]!.key, isCorrect: true },
        })
      ).body,
    );
    // The three sheets had only that answer: they are checked by the decision.
    expect(decided).toEqual({ updatedAnswers: 3, checkedSheets: 3, totalSheetCountInStack: 1 });
    const checked = resultsReplySchema.parse(
      (await kit.api('GET', kit.live(`/participants/${bots[0]!.participantId}/results`), { token: bots[0]!.token })).body,
    );
    expect(checked.items[0]).toMatchObject({ isChecked: true, score: 1 });

    // The fourth sheet still needs Q2; its Q1 is pre-filled once decided, and the team sees nothing of it yet.
    const other = q1.groups[1]!;
    await kit.api('PATCH', gamePath('/answers/groups'), {
      token: kit.expertToken,
      body: { tourNumber: 1, questionNumber: 1, key: other.key, isCorrect: false },
    });
    const { sheet } = nextSheetReplySchema.parse((await kit.api('POST', gamePath('/results'), { token: kit.expertToken })).body);
    expect(sheet!.participantId).toBe(bots[3]!.participantId);
    expect(sheet!.answers[0]).toMatchObject({ isCorrect: false, suggested: false, normalised: 'something else' });
    expect(sheet!.answers[1]).toMatchObject({ isCorrect: null });
    const hidden = resultsReplySchema.parse(
      (await kit.api('GET', kit.live(`/participants/${bots[3]!.participantId}/results`), { token: bots[3]!.token })).body,
    );
    expect(hidden.items[0]!.answers[0]).toMatchObject({ isCorrect: null, score: null });

    // Changing a decision re-scores sheets already checked.
    const flipped = answerGroupDecisionReplySchema.parse(
      (
        await kit.api('PATCH', gamePath('/answers/groups'), {
          token: kit.expertToken,
          body: { tourNumber: 1, questionNumber: 1, key: q1.groups[0]!.key, isCorrect: false },
        })
      ).body,
    );
    expect(flipped.updatedAnswers).toBe(3);
    const rescored = resultsReplySchema.parse(
      (await kit.api('GET', kit.live(`/participants/${bots[1]!.participantId}/results`), { token: bots[1]!.token })).body,
    );
    expect(rescored.items[0]).toMatchObject({ score: 0 });
    expect((await kit.api('GET', gamePath('/answers/groups?tourNumber=9'), { token: kit.expertToken })).status).toBe(422);
  });
});
