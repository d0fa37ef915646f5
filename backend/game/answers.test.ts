// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expertEventSchemas } from '@/contract/expert-events';
import { participantEventSchemas } from '@/contract/participant-events';
import { resultsReplySchema, storedSheetSchema } from '@/contract/schemas/live';
import { startLiveKit, type LiveKit } from './testing/live-test-kit';

let kit: LiveKit;
beforeEach(async () => {
  kit = await startLiveKit();
});
afterEach(() => kit.close());

const post = (participantId: number, token: string, body: unknown, key?: string, headers: Record<string, string> = {}) =>
  kit.api('POST', kit.live(`/participants/${participantId}/results`), {
    token,
    body,
    headers: { ...(key ? { 'Idempotency-Key': key } : {}), ...headers },
  });

async function openRound(tourNumber = 1) {
  expect((await kit.expert('startTour', { tourNumber })).status).toBe(200);
  expect((await kit.expert('openAnswers')).status).toBe(200);
}

describe('answer posts', () => {
  it('refuses answers before they open, with a localised 422 on tourNumber', async () => {
    const token = await kit.login('player@quiz.test');
    const body = { tourNumber: 1, answers: [{ questionNumber: 1, text: 'Эверест' }], saving: false };
    const english = await post(kit.demoParticipant, token, body);
    expect(english.status).toBe(422);
    expect(english.body).toEqual({
      message: 'The given data was invalid.',
      errors: { tourNumber: ['Answers for this round are not being accepted.'] },
    });
    const russian = await post(kit.demoParticipant, token, body, undefined, { 'Accept-Language': 'ru' });
    expect((russian.body as { errors: Record<string, string[]> }).errors.tourNumber).toEqual(['Ответы на этот тур не принимаются.']);
  });

  it('is idempotent: the same key twice is one write and the same reply; another body with it is refused', async () => {
    await openRound();
    const [one, two] = [await kit.login('player@quiz.test'), await kit.login('player2@quiz.test')];
    const { socket, events } = await kit.connect();
    expect(await kit.subscribe(socket, kit.channels.participant(kit.demoParticipant), two)).toBe('ok');

    const body = { tourNumber: 1, answers: [{ questionNumber: 3, text: 'Канберра', confidence: true }], saving: false };
    const first = await post(kit.demoParticipant, one, body, 'key-1', { 'X-Socket-ID': 'socket-a' });
    expect(first.status).toBe(200);
    const sheet = storedSheetSchema.parse(first.body);
    expect(sheet).toMatchObject({ tourNumber: 1, status: 'DRAFT', isAnswered: false });
    expect(sheet.answers).toEqual([{ questionNumber: 3, text: 'Канберра', confidence: true, updatedAt: expect.any(String) }]);

    kit.clock.now += 5000;
    const again = await post(kit.demoParticipant, one, body, 'key-1');
    expect(again).toEqual(first);
    const rows = kit.db.prepare('SELECT updated_at FROM result_answers WHERE result_id = ?').all(sheet.resultId) as { updated_at: number }[];
    expect(rows).toHaveLength(1);

    const other = await post(kit.demoParticipant, one, { ...body, saving: true }, 'key-1');
    expect(other.status).toBe(422);
    expect(Object.keys((other.body as { errors: object }).errors)).toEqual(['idempotencyKey']);

    // The teammate got the draft exactly once, tagged with the author's socket so the author can skip it.
    await kit.waitFor(events, 'ClientTyping');
    // A fixed wait on purpose: asserts no second copy arrives.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const typing = events.filter((e) => e.event === 'ClientTyping').map((e) => participantEventSchemas.ClientTyping.parse(e.payload));
    expect(typing).toHaveLength(1);
    expect(typing[0]).toMatchObject({ userName: 'Иван Петров', socketId: 'socket-a', answers: [{ questionNumber: 3, text: 'Канберра' }] });
  });

  it('merges partial posts per question and shows the draft to a member who joins mid-round', async () => {
    await openRound();
    const [one, two] = [await kit.login('player@quiz.test'), await kit.login('player2@quiz.test')];
    await post(kit.demoParticipant, one, { tourNumber: 1, answers: [{ questionNumber: 1, text: 'Нил' }] }, 'a');
    await post(kit.demoParticipant, two, { tourNumber: 1, answers: [{ questionNumber: 2, text: 'Рим' }] }, 'b');
    const third = storedSheetSchema.parse((await post(kit.demoParticipant, one, { tourNumber: 1, answers: [{ questionNumber: 1, text: 'Нил!' }] }, 'c')).body);
    expect(third.answers.map((a) => [a.questionNumber, a.text])).toEqual([
      [1, 'Нил!'],
      [2, 'Рим'],
    ]);

    const results = resultsReplySchema.parse((await kit.api('GET', kit.live(`/participants/${kit.demoParticipant}/results`), { token: two })).body);
    expect(results.items).toHaveLength(1);
    expect(results.items[0]).toMatchObject({ tourNumber: 1, status: 'DRAFT', isChecked: false, correctAnswers: null });
    expect(results.items[0]!.answers.map((a) => a.text)).toEqual(['Нил!', 'Рим']);
  });

  it('keeps the newer edit whatever order the posts arrive in, and dates each answer by its edit', async () => {
    await openRound();
    const [one, two] = [await kit.login('player@quiz.test'), await kit.login('player2@quiz.test')];
    const at = (ms: number) => new Date(ms).toISOString();
    const stored = (sheet: { answers: { text: string; updatedAt: string }[] }) => ({
      text: sheet.answers[0]!.text,
      at: Date.parse(sheet.answers[0]!.updatedAt),
    });
    const t0 = kit.clock.now;
    kit.clock.now = t0 + 1000; // each player posts a second after their last keystroke
    const a = storedSheetSchema.parse(
      (await post(kit.demoParticipant, one, { tourNumber: 1, answers: [{ questionNumber: 1, text: 'Alpha', editedAt: at(t0) }] }, 'a')).body,
    );
    expect(stored(a)).toEqual({ text: 'Alpha', at: t0 });
    kit.clock.now = t0 + 1300;
    const b = storedSheetSchema.parse(
      (await post(kit.demoParticipant, two, { tourNumber: 1, answers: [{ questionNumber: 1, text: 'Bravo', editedAt: at(t0 + 300) }] }, 'b')).body,
    );
    expect(stored(b)).toEqual({ text: 'Bravo', at: t0 + 300 });

    // A post that comes late with an older edit leaves the newer one in place, and its reply says what is stored.
    kit.clock.now = t0 + 1600;
    const late = storedSheetSchema.parse(
      (await post(kit.demoParticipant, one, { tourNumber: 1, answers: [{ questionNumber: 1, text: 'Alpha!', editedAt: at(t0 + 200) }] }, 'c')).body,
    );
    expect(stored(late)).toEqual({ text: 'Bravo', at: t0 + 300 });
    // A time ahead of the server's clock counts as now.
    const ahead = storedSheetSchema.parse(
      (await post(kit.demoParticipant, one, { tourNumber: 1, answers: [{ questionNumber: 1, text: 'Charlie', editedAt: at(t0 + 60_000) }] }, 'd')).body,
    );
    expect(stored(ahead)).toEqual({ text: 'Charlie', at: t0 + 1600 });
  });

  it('checks question numbers and duplicates', async () => {
    await openRound();
    const token = await kit.login('player@quiz.test');
    const big = await post(kit.demoParticipant, token, { tourNumber: 1, answers: [{ questionNumber: 8, text: 'x' }] });
    expect(big.status).toBe(422);
    expect(big.body).toMatchObject({ errors: { 'answers.0.questionNumber': ['The question number must be between 1 and 7.'] } });
    const twice = await post(kit.demoParticipant, token, {
      tourNumber: 1,
      answers: [
        { questionNumber: 1, text: 'a' },
        { questionNumber: 1, text: 'b' },
      ],
    });
    expect(twice.status).toBe(422);
    const missing = await post(kit.demoParticipant, token, { answers: [] });
    expect(missing.body).toMatchObject({ errors: { tourNumber: expect.any(Array) } });
  });

  it('submits with saving=true: AnswersReceived to the team, the stack count to the experts', async () => {
    await openRound();
    const token = await kit.login('player@quiz.test');
    const team = await kit.connect();
    const experts = await kit.connect();
    expect(await kit.subscribe(team.socket, kit.channels.participant(kit.demoParticipant), token)).toBe('ok');
    expect(await kit.subscribe(experts.socket, kit.channels.gameExpert(kit.liveGameId), kit.expertToken)).toBe('ok');
    const reply = await post(kit.demoParticipant, token, { tourNumber: 1, answers: [{ questionNumber: 1, text: 'Эверест' }], saving: true }, 's1');
    expect(storedSheetSchema.parse(reply.body)).toMatchObject({ status: 'SUBMITTED', isAnswered: true });
    const received = participantEventSchemas.AnswersReceived.parse((await kit.waitFor(team.events, 'AnswersReceived')).payload);
    expect(received.answers).toEqual(storedSheetSchema.parse(reply.body).answers);
    const stack = await kit.waitFor(experts.events, 'SheetCountInStackChanged');
    expect(expertEventSchemas.SheetCountInStackChanged.parse(stack.payload).totalSheetCountInStack).toBe(1);
    const inTour = await kit.waitFor(experts.events, 'SheetCountInTourChanged', (e) => e.payload.totalSheetCountInTour === 1);
    expect(inTour.payload.tourNumber).toBe(1);
    const status = await kit.api('GET', kit.live(`/participants/${kit.demoParticipant}/status`), { token });
    expect(status.body).toMatchObject({ currentTour: 1, canAnswer: true, isAnswered: true });
  });
});

describe('submitting what the server holds', () => {
  it('accepts saving=true with no answers after the drafts', async () => {
    await openRound();
    const token = await kit.login('player@quiz.test');
    await post(kit.demoParticipant, token, { tourNumber: 1, answers: [{ questionNumber: 6, text: 'Сахара' }] }, 'draft');
    const submitted = storedSheetSchema.parse((await post(kit.demoParticipant, token, { tourNumber: 1, answers: [], saving: true }, 'submit')).body);
    expect(submitted).toMatchObject({ status: 'SUBMITTED', isAnswered: true, answers: [{ questionNumber: 6, text: 'Сахара' }] });
  });
});

describe('late answers after close', () => {
  it('accepts posts within the 15 s grace, refuses them after, and collects drafts left behind', async () => {
    await openRound();
    const token = await kit.login('player@quiz.test');
    const [bot] = await kit.botTeams(1);
    const botSocket = await kit.connect();
    expect(await kit.subscribe(botSocket.socket, kit.channels.participant(bot!.participantId), bot!.token)).toBe('ok');
    // The bot types a draft and never submits it.
    await post(bot!.participantId, bot!.token, { tourNumber: 1, answers: [{ questionNumber: 5, text: 'Оттава' }] }, 'bot-draft');
    expect((await kit.expert('closeTour')).status).toBe(200);

    kit.clock.now += 5000;
    const late = await post(kit.demoParticipant, token, { tourNumber: 1, answers: [{ questionNumber: 1, text: 'Эверест' }], saving: true }, 'late');
    expect(late.status).toBe(200);
    expect(storedSheetSchema.parse(late.body).acceptingUntil).not.toBeNull();

    // Halfway through the grace the teams still without a sheet are asked to resend.
    kit.clock.now += 3000;
    await kit.api('GET', kit.live(`/experts/games/${kit.liveGameId}/currentTour`), { token: kit.expertToken });
    const resend = await kit.waitFor(botSocket.events, 'ResendAnswers');
    expect(resend.payload.tourNumber).toBe(1);

    kit.clock.now += 8000;
    const tooLate = await post(kit.demoParticipant, token, { tourNumber: 1, answers: [{ questionNumber: 2, text: 'x' }], saving: true }, 'too-late');
    expect(tooLate.status).toBe(422);

    const tour = await kit.api('GET', kit.live(`/experts/games/${kit.liveGameId}/currentTour`), { token: kit.expertToken });
    expect(tour.body).toMatchObject({ sheetsInStack: 2, sheetsInTour: 2, acceptingUntil: null });
    const collected = participantEventSchemas.AnswersReceived.parse((await kit.waitFor(botSocket.events, 'AnswersReceived')).payload);
    expect(collected).toMatchObject({ userId: null, answers: [{ questionNumber: 5, text: 'Оттава' }] });
  });
});
