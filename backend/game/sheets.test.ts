// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { participantEventSchemas } from '@/contract/participant-events';
import { checkSheetReplySchema, nextSheetReplySchema } from '@/contract/schemas/expert';
import { SHEET_LOCK_MS, resultsReplySchema } from '@/contract/schemas/live';
import { startLiveKit, type LiveKit } from './testing/live-test-kit';

let kit: LiveKit;
beforeEach(async () => {
  kit = await startLiveKit();
});
afterEach(() => kit.close());

const gamePath = (path: string) => kit.live(`/experts/games/${kit.liveGameId}${path}`);

/** `count` bot teams submit round 1 (answers open, then closed). */
async function submittedSheets(count: number) {
  expect((await kit.expert('startTour', { tourNumber: 1 })).status).toBe(200);
  expect((await kit.expert('openAnswers')).status).toBe(200);
  const bots = await kit.botTeams(count);
  for (const bot of bots) {
    const reply = await kit.api('POST', kit.live(`/participants/${bot.participantId}/results`), {
      token: bot.token,
      body: {
        tourNumber: 1,
        saving: true,
        answers: [
          { questionNumber: 1, text: `answer ${bot.index}`, confidence: true },
          { questionNumber: 2, text: 'wrong', confidence: true },
          { questionNumber: 3, text: 'right' },
        ],
      },
    });
    expect(reply.status).toBe(200);
  }
  return bots;
}

describe('the sheet stack', () => {
  it('never hands one sheet to two experts, even when they ask at the same moment', async () => {
    await submittedSheets(6);
    const other = await kit.secondExpert();
    const seen: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const replies = await Promise.all(
        [kit.expertToken, other].map((token) => kit.api('POST', gamePath('/results'), { token }).then((r) => nextSheetReplySchema.parse(r.body))),
      );
      const ids = replies.map((reply) => reply.sheet!.id);
      expect(new Set(ids).size).toBe(2);
      seen.push(...ids);
      await Promise.all(
        replies.map((reply, index) =>
          kit.api('PATCH', gamePath(`/results/${reply.sheet!.id}`), {
            token: [kit.expertToken, other][index],
            body: { '1': true, '2': false, '3': true },
          }),
        ),
      );
    }
    expect(new Set(seen).size).toBe(6);
    const empty = nextSheetReplySchema.parse((await kit.api('POST', gamePath('/results'), { token: other })).body);
    expect(empty).toEqual({ sheet: null, totalSheetCountInStack: 0 });
  });

  it('gives an expert back the sheet they hold, releases it on cancel, and lets a lapsed hold go', async () => {
    await submittedSheets(2);
    const other = await kit.secondExpert();
    const mine = nextSheetReplySchema.parse((await kit.api('POST', gamePath('/results'), { token: kit.expertToken })).body);
    expect(mine.totalSheetCountInStack).toBe(1);
    const again = nextSheetReplySchema.parse((await kit.api('POST', gamePath('/results'), { token: kit.expertToken })).body);
    expect(again.sheet!.id).toBe(mine.sheet!.id);
    expect(mine.sheet!.answers).toHaveLength(7);
    // The team's answers only: the correct ones are GET .../answers (as on the platform).
    expect(mine.sheet).not.toHaveProperty('correctAnswers');

    // Another expert cannot check a sheet held by someone else.
    const stolen = await kit.api('PATCH', gamePath(`/results/${mine.sheet!.id}`), { token: other, body: { '1': true, '2': true, '3': true } });
    expect(stolen.status).toBe(409);

    expect((await kit.api('POST', gamePath('/results/cancel'), { token: kit.expertToken })).body).toEqual({ totalSheetCountInStack: 2 });
    const theirs = nextSheetReplySchema.parse((await kit.api('POST', gamePath('/results'), { token: other })).body);
    expect(theirs.sheet!.id).toBe(mine.sheet!.id);

    // Keep-alive keeps it; silence past the lock lets it go back to the stack.
    kit.clock.now += SHEET_LOCK_MS - 1000;
    expect((await kit.api('POST', kit.live(`/experts/keep-alive/${kit.liveGameId}`), { token: other })).body).toMatchObject({
      lockedUntil: expect.any(String),
    });
    kit.clock.now += SHEET_LOCK_MS - 1000;
    const stillTheirs = nextSheetReplySchema.parse((await kit.api('POST', gamePath('/results'), { token: kit.expertToken })).body);
    expect(stillTheirs.sheet!.id).not.toBe(theirs.sheet!.id);
    await kit.api('POST', gamePath('/results/cancel'), { token: kit.expertToken });
    kit.clock.now += SHEET_LOCK_MS + 1;
    const lapsed = await kit.api('GET', gamePath('/currentTour'), { token: kit.expertToken });
    expect(lapsed.body).toMatchObject({ sheetsInStack: 2 });
  });

  it('records correctness, scores it with confidence, tells the team and refuses a second check', async () => {
    const [bot] = await submittedSheets(1);
    const team = await kit.connect();
    expect(await kit.subscribe(team.socket, kit.channels.participant(bot!.participantId), bot!.token)).toBe('ok');
    const { sheet } = nextSheetReplySchema.parse((await kit.api('POST', gamePath('/results'), { token: kit.expertToken })).body);
    const missing = await kit.api('PATCH', gamePath(`/results/${sheet!.id}`), { token: kit.expertToken, body: { '1': true } });
    expect(missing.status).toBe(422);
    expect(Object.keys((missing.body as { errors: object }).errors).sort()).toEqual(['2', '3']);

    const checked = checkSheetReplySchema.parse(
      (await kit.api('PATCH', gamePath(`/results/${sheet!.id}`), { token: kit.expertToken, body: { '1': true, '2': false, '3': true } })).body,
    );
    // +2 (confident, correct) -2 (confident, wrong) +1 (correct) = 1
    expect(checked.score).toBe(1);
    expect(checked.answers.slice(0, 4)).toEqual([
      { questionNumber: 1, isCorrect: true, score: 2 },
      { questionNumber: 2, isCorrect: false, score: -2 },
      { questionNumber: 3, isCorrect: true, score: 1 },
      { questionNumber: 4, isCorrect: false, score: 0 },
    ]);
    const event = participantEventSchemas.AnswersChecked.parse((await kit.waitFor(team.events, 'AnswersChecked')).payload);
    expect(event).toMatchObject({ resultId: sheet!.id, score: 1, tourNumber: 1 });
    expect((await kit.api('PATCH', gamePath(`/results/${sheet!.id}`), { token: kit.expertToken, body: { '1': true, '2': true, '3': true } })).status).toBe(409);

    // The team sees its marks at once; the correct answers only once the expert shows the round (and it is sealed).
    const results = () =>
      kit.api('GET', kit.live(`/participants/${bot!.participantId}/results`), { token: bot!.token }).then((r) => resultsReplySchema.parse(r.body));
    const open = (await results()).items[0]!;
    expect(open).toMatchObject({ isChecked: true, score: 1, correctAnswers: null });
    expect(open.answers[0]).toMatchObject({ isCorrect: true, score: 2, correctAnswer: null });
    await kit.expert('closeTour');
    kit.clock.now += 16_000;
    // Checked and sealed, but not shown: nothing of the correct answers yet.
    const sealed = (await results()).items[0]!;
    expect(sealed).toMatchObject({ isChecked: true, correctAnswers: null });
    expect(sealed.answers.every((answer) => answer.correctAnswer === null)).toBe(true);
    await kit.expert('showNextTour');
    const shown = (await results()).items[0]!;
    expect(shown.correctAnswers?.['1']).toEqual(expect.any(String));
    expect(shown.answers[0]!.correctAnswer).toBe(shown.correctAnswers?.['1']);
  });
});
