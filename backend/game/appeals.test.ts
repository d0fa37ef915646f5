// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expertEventSchemas } from '@/contract/expert-events';
import { participantEventSchemas } from '@/contract/participant-events';
import { expertAppealSchema, expertAppealsReplySchema, nextSheetReplySchema } from '@/contract/schemas/expert';
import { appealSchema, participantListReplySchema, resultsReplySchema } from '@/contract/schemas/live';
import { startLiveKit, type LiveKit } from './testing/live-test-kit';

let kit: LiveKit;
beforeEach(async () => {
  kit = await startLiveKit();
});
afterEach(() => kit.close());

const gamePath = (path: string) => kit.live(`/experts/games/${kit.liveGameId}${path}`);

/** The demo team answers round 1 (Q1 right, Q2 wrong with confidence, Q3 empty), the expert checks it. */
async function checkedSheet() {
  const token = await kit.login('player@quiz.test');
  await kit.expert('startTour', { tourNumber: 1 });
  await kit.expert('openAnswers');
  await kit.api('POST', kit.live(`/participants/${kit.demoParticipant}/results`), {
    token,
    body: {
      tourNumber: 1,
      saving: true,
      answers: [
        { questionNumber: 1, text: 'one' },
        { questionNumber: 2, text: 'two', confidence: true },
      ],
    },
  });
  const { sheet } = nextSheetReplySchema.parse((await kit.api('POST', gamePath('/results'), { token: kit.expertToken })).body);
  await kit.api('PATCH', gamePath(`/results/${sheet!.id}`), { token: kit.expertToken, body: { '1': true, '2': false } });
  await kit.expert('closeTour');
  await kit.expert('showScores');
  return { token, resultId: sheet!.id };
}

const file = (token: string, resultId: number, body: unknown, key?: string) =>
  kit.api('POST', kit.live(`/participants/${kit.demoParticipant}/results/${resultId}/appeal`), {
    token,
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

describe('appeals', () => {
  it('are filed once per rejected question, and only there', async () => {
    const { token, resultId } = await checkedSheet();
    const experts = await kit.connect();
    const team = await kit.connect();
    expect(await kit.subscribe(experts.socket, kit.channels.gameExpert(kit.liveGameId), kit.expertToken)).toBe('ok');
    expect(await kit.subscribe(team.socket, kit.channels.participant(kit.demoParticipant), token)).toBe('ok');

    expect((await file(token, resultId, { questionNumber: 1, concern: 'It was right' })).status).toBe(422);
    expect((await file(token, resultId, { questionNumber: 3, concern: 'Empty' })).status).toBe(422);
    const created = await file(token, resultId, { questionNumber: 2, concern: '«Two» is a synonym' }, 'appeal-1');
    expect(created.status).toBe(201);
    const appeal = appealSchema.parse(created.body);
    expect(appeal).toMatchObject({ status: 'PENDING', participantAnswer: 'two', tourNumber: 1, questionNumber: 2, response: null });
    expect(await file(token, resultId, { questionNumber: 2, concern: '«Two» is a synonym' }, 'appeal-1')).toEqual(created);
    const duplicate = await file(token, resultId, { questionNumber: 2, concern: 'again' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body).toMatchObject({ errors: { questionNumber: ['An appeal for this question has already been filed.'] } });

    const newAppeal = expertEventSchemas.NewAppeal.parse((await kit.waitFor(experts.events, 'NewAppeal')).payload);
    const expertId = (kit.db.prepare("SELECT id FROM users WHERE email = 'expert@quiz.test'").get() as { id: number }).id;
    expect(newAppeal).toMatchObject({ expertId, appealId: appeal.id });
    await kit.waitFor(team.events, 'AppealCreated', (e) => (e.payload.appeal as { id: number }).id === appeal.id);
    const list = expertAppealsReplySchema.parse((await kit.api('GET', gamePath('/appeals/'), { token: kit.expertToken })).body);
    expect(list.items.map((item) => item.id)).toEqual([appeal.id]);
    expect(list.items[0]).toMatchObject({ participantAnswer: 'two', concern: '«Two» is a synonym', questionText: expect.any(String) });
  });

  it('approval makes the answer correct, re-scores and tells everyone; a second resolution is refused', async () => {
    const { token, resultId } = await checkedSheet();
    const team = await kit.connect();
    const experts = await kit.connect();
    expect(await kit.subscribe(team.socket, kit.channels.participant(kit.demoParticipant), token)).toBe('ok');
    expect(await kit.subscribe(experts.socket, kit.channels.gameExpert(kit.liveGameId), kit.expertToken)).toBe('ok');
    const appeal = appealSchema.parse((await file(token, resultId, { questionNumber: 2, concern: 'synonym' })).body);
    const before = participantListReplySchema.parse((await kit.api('GET', kit.live(`/participants/${kit.demoParticipant}/list`), { token })).body);
    const mine = () => before.items.find((item) => item.id === kit.demoParticipant)!;
    expect(mine().scoresSum).toBe(-1); // +1 then -2 (confident, wrong)

    const missing = await kit.api('PATCH', gamePath(`/appeals/${appeal.id}`), { token: kit.expertToken, body: { status: 'APPROVED' } });
    expect(missing.status).toBe(422);
    const resolved = await kit.api('PATCH', gamePath(`/appeals/${appeal.id}`), {
      token: kit.expertToken,
      body: { status: 'APPROVED', response: 'Accepted: a synonym.', expertComment: 'Add to accepted answers' },
    });
    expect(resolved.status).toBe(200);
    expect(expertAppealSchema.parse(resolved.body)).toMatchObject({
      status: 'APPROVED',
      expertComment: 'Add to accepted answers',
      resolvedBy: { name: 'Сергей Ковалёв' },
    });

    const event = participantEventSchemas.AppealResolved.parse((await kit.waitFor(team.events, 'AppealResolved')).payload);
    expect(event.appeal).toMatchObject({ id: appeal.id, status: 'APPROVED', response: 'Accepted: a synonym.' });
    const scores = participantEventSchemas.ScoresUpdated.parse(
      (await kit.waitFor(team.events, 'ScoresUpdated', (e) => (e.payload.participant as { scoresSum: number }).scoresSum === 3)).payload,
    );
    expect(scores.participant.scores).toEqual([3]); // +1 and now +2 (confident, correct)
    await kit.waitFor(experts.events, 'AppealResolved');

    const results = resultsReplySchema.parse((await kit.api('GET', kit.live(`/participants/${kit.demoParticipant}/results`), { token })).body);
    expect(results.items[0]!.appeals['2']).toMatchObject({ status: 'APPROVED' });
    expect(results.items[0]!.answers[1]).toMatchObject({ isCorrect: true, score: 2 });
    const again = await kit.api('PATCH', gamePath(`/appeals/${appeal.id}`), { token: kit.expertToken, body: { status: 'REJECTED', response: 'No' } });
    expect(again.status).toBe(409);
  });

  it('a rejection keeps the score and carries the response to the team', async () => {
    const { token, resultId } = await checkedSheet();
    const appeal = appealSchema.parse((await file(token, resultId, { questionNumber: 2, concern: 'synonym' })).body);
    const resolved = await kit.api('PATCH', gamePath(`/appeals/${appeal.id}`), {
      token: kit.expertToken,
      body: { status: 'REJECTED', response: 'Not a synonym.' },
    });
    expect(expertAppealSchema.parse(resolved.body)).toMatchObject({ status: 'REJECTED', response: 'Not a synonym.', expertComment: null });
    const results = resultsReplySchema.parse((await kit.api('GET', kit.live(`/participants/${kit.demoParticipant}/results`), { token })).body);
    expect(results.items[0]).toMatchObject({ score: -1 });
    expect(results.items[0]!.appeals['2']).toMatchObject({ status: 'REJECTED', response: 'Not a synonym.' });
  });

  it('carry their author to every member of the team, and no correct answer before the expert shows the round', async () => {
    const { token, resultId } = await checkedSheet();
    kit.clock.now += 16_000; // the round's late-answer grace is over: only the expert's "show" is missing
    const teammate = await kit.login('player2@quiz.test');
    const team = await kit.connect();
    expect(await kit.subscribe(team.socket, kit.channels.participant(kit.demoParticipant), teammate)).toBe('ok');
    const author = kit.db.prepare("SELECT id, name FROM users WHERE email = 'player@quiz.test'").get() as { id: number; name: string };

    const appeal = appealSchema.parse((await file(token, resultId, { questionNumber: 2, concern: 'synonym' })).body);
    expect(appeal).toMatchObject({ author: { userId: author.id, name: author.name }, correctAnswer: null });
    const created = participantEventSchemas.AppealCreated.parse((await kit.waitFor(team.events, 'AppealCreated')).payload);
    expect(created.appeal).toMatchObject({ author: { userId: author.id, name: author.name }, correctAnswer: null });
    const seen = async () =>
      resultsReplySchema.parse((await kit.api('GET', kit.live(`/participants/${kit.demoParticipant}/results`), { token: teammate })).body).items[0]!;
    expect((await seen()).appeals['2']).toMatchObject({ author: { userId: author.id, name: author.name }, correctAnswer: null });

    await kit.api('PATCH', gamePath(`/appeals/${appeal.id}`), { token: kit.expertToken, body: { status: 'REJECTED', response: 'No.' } });
    const resolved = participantEventSchemas.AppealResolved.parse((await kit.waitFor(team.events, 'AppealResolved')).payload);
    expect(resolved.appeal.correctAnswer).toBeNull();

    await kit.expert('showNextTour');
    const shown = await seen();
    expect(shown.appeals['2']!.correctAnswer).toEqual(expect.any(String));
    expect(shown.correctAnswers?.['2']).toBe(shown.appeals['2']!.correctAnswer);
  });
});
