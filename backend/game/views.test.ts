// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiFamilies } from '@/contract/families';
import { participantEventSchemas } from '@/contract/participant-events';
import { correctAnswersReplySchema, expertGameSchema, expertGameStateSchema, nextSheetReplySchema } from '@/contract/schemas/expert';
import { gameParticipantsReplySchema, myParticipationsReplySchema, participantListReplySchema, participantScreenSchema } from '@/contract/schemas/live';
import { startLiveKit, type LiveKit } from './testing/live-test-kit';

let kit: LiveKit;
beforeEach(async () => {
  kit = await startLiveKit();
});
afterEach(() => kit.close());

const gamePath = (path = '') => kit.live(`/experts/games/${kit.liveGameId}${path}`);

describe('reads and who may make them', () => {
  it('gives the team its screen, the game its participants and the player their games', async () => {
    const token = await kit.login('player@quiz.test');
    const screen = participantScreenSchema.parse((await kit.api('GET', kit.live(`/participants/${kit.demoParticipant}/status`), { token })).body);
    expect(screen).toMatchObject({
      id: kit.demoParticipant,
      gameId: kit.liveGameId,
      name: 'Эрудиты',
      currentTour: null,
      numberOfQuestions: 7,
      numberOfTours: 7,
      status: 'READY',
      hasConfidence: true,
      canAnswer: false,
      isFinished: false,
      gameLanguage: 'ru',
      email: 'player@quiz.test',
      icqChatId: expect.stringContaining('https://'),
      mechanics: ['TUTS'],
      mechanicsState: { TUTS: { active: false, reactions: [] } },
      feedbackUrl: `https://forms.quiz.test/feedback/${kit.liveGameId}`,
    });
    kit.db.prepare('UPDATE games SET feedback_url = NULL WHERE id = ?').run(kit.liveGameId);
    const withoutForm = participantScreenSchema.parse((await kit.api('GET', kit.live(`/participants/${kit.demoParticipant}/status`), { token })).body);
    expect(withoutForm.feedbackUrl).toBeNull();
    const mine = myParticipationsReplySchema.parse((await kit.api('GET', kit.live('/participants/mine'), { token })).body);
    expect(mine.items[0]).toMatchObject({ id: kit.demoParticipant, isLive: true });
    const teams = gameParticipantsReplySchema.parse((await kit.api('GET', `${apiFamilies.baseMain}/games/${kit.liveGameId}/participants`)).body);
    expect(teams.items.map((item) => item.id)).toContain(kit.demoParticipant);
    expect((await kit.api('GET', `${apiFamilies.baseMain}/games/999999/participants`)).status).toBe(404);
  });

  it("names the rating's cities in the reader's language", async () => {
    const token = await kit.login('player@quiz.test');
    const cityOfDemo = async (language: string) => {
      const reply = await kit.api('GET', kit.live(`/participants/${kit.demoParticipant}/list`), { token, headers: { 'Accept-Language': language } });
      return participantListReplySchema.parse(reply.body).items.find((item) => item.id === kit.demoParticipant)?.city?.name;
    };
    expect(await cityOfDemo('ru')).toBe('Москва');
    expect(await cityOfDemo('en')).toBe('Moscow');
    expect(await cityOfDemo('fr')).toBe('Moscou');
  });

  it('refuses strangers: 401 without a token, 403 for other teams and unassigned staff, 404 for unknown ids', async () => {
    const [bot] = await kit.botTeams(1);
    const status = kit.live(`/participants/${kit.demoParticipant}/status`);
    expect((await kit.api('GET', status)).status).toBe(401);
    const forbidden = await kit.api('GET', status, { token: bot!.token, headers: { 'Accept-Language': 'fr' } });
    expect(forbidden).toEqual({ status: 403, body: { message: 'Cette action n’est pas autorisée.' } });
    expect((await kit.api('GET', kit.live('/participants/999999/status'), { token: bot!.token })).status).toBe(404);
    expect((await kit.api('GET', gamePath(), { token: bot!.token })).status).toBe(403);
    const other = (kit.db.prepare('SELECT id FROM games WHERE id NOT IN (SELECT game_id FROM game_experts) LIMIT 1').get() as { id: number }).id;
    expect((await kit.api('POST', kit.live(`/experts/games/${other}/startTour`), { token: kit.expertToken, body: { tourNumber: 1 } })).status).toBe(403);
    // Staff assigned to the game may read a team's screen (not write it).
    expect((await kit.api('GET', status, { token: kit.expertToken })).status).toBe(200);
    const write = await kit.api('POST', kit.live(`/participants/${kit.demoParticipant}/results`), {
      token: kit.expertToken,
      body: { tourNumber: 1, answers: [] },
    });
    expect(write.status).toBe(403);
  });

  it('shows experts the game, the correct answers, and refreshes screens when the stream changes', async () => {
    const player = await kit.login('player@quiz.test');
    const team = await kit.connect();
    expect(await kit.subscribe(team.socket, kit.channels.participant(kit.demoParticipant), player)).toBe('ok');
    const game = expertGameSchema.parse((await kit.api('GET', gamePath(), { token: kit.expertToken })).body);
    expect(game).toMatchObject({ id: kit.liveGameId, numberOfTours: 7, numberOfQuestions: 7, language: 'ru', stream: null });
    const answers = correctAnswersReplySchema.parse((await kit.api('GET', gamePath('/answers?tourNumber=2'), { token: kit.expertToken })).body);
    expect(answers.items).toHaveLength(1);
    expect(answers.items[0]!.questions).toHaveLength(7);
    const all = correctAnswersReplySchema.parse((await kit.api('GET', gamePath('/answers'), { token: kit.expertToken })).body);
    const texts = all.items.flatMap((item) => item.questions.map((q) => q.text));
    expect(new Set(texts).size).toBe(49);

    const bad = await kit.api('PATCH', gamePath(), { token: kit.expertToken, body: { stream: 'javascript:alert(1)' } });
    expect(bad.status).toBe(422);
    const updated = expertGameSchema.parse(
      (await kit.api('PATCH', gamePath(), { token: kit.expertToken, body: { stream: 'https://video.quiz.test/live' } })).body,
    );
    expect(updated.stream).toBe('https://video.quiz.test/live');
    const refresh = participantEventSchemas.UpdateParticipantScreenRequired.parse((await kit.waitFor(team.events, 'UpdateParticipantScreenRequired')).payload);
    expect(refresh.reason).toBe('stream');
    expect((await kit.api('GET', kit.live(`/participants/${kit.demoParticipant}/status`), { token: player })).body).toMatchObject({
      stream: 'https://video.quiz.test/live',
    });
  });
});

describe('finish', () => {
  it('gives every team its place with ties, marks them played and stops every control', async () => {
    const bots = await kit.botTeams(3);
    const sockets = await Promise.all(
      bots.map(async (bot) => {
        const connection = await kit.connect();
        expect(await kit.subscribe(connection.socket, kit.channels.participant(bot.participantId), bot.token)).toBe('ok');
        return connection;
      }),
    );
    await kit.expert('startTour', { tourNumber: 1 });
    await kit.expert('openAnswers');
    const correct = [
      [true, true],
      [true, true],
      [true, false],
    ];
    for (const bot of bots) {
      await kit.api('POST', kit.live(`/participants/${bot.participantId}/results`), {
        token: bot.token,
        body: {
          tourNumber: 1,
          saving: true,
          answers: [
            { questionNumber: 1, text: 'a' },
            { questionNumber: 2, text: 'b' },
          ],
        },
      });
    }
    await kit.expert('closeTour');
    for (;;) {
      const { sheet } = nextSheetReplySchema.parse((await kit.api('POST', gamePath('/results'), { token: kit.expertToken })).body);
      if (!sheet) break;
      const [one, two] = correct[bots.findIndex((bot) => bot.participantId === sheet.participantId)]!;
      await kit.api('PATCH', gamePath(`/results/${sheet.id}`), { token: kit.expertToken, body: { '1': one, '2': two } });
    }
    const finished = expertGameStateSchema.parse((await kit.expert('finish')).body);
    expect(finished).toMatchObject({ isFinished: true, shownTours: 1 });
    const places = await Promise.all(
      sockets.map(async ({ events }) => participantEventSchemas.GameFinished.parse((await kit.waitFor(events, 'GameFinished')).payload)),
    );
    expect(places.map((p) => [p.place, p.scoresSum])).toEqual([
      [1, 2],
      [1, 2],
      [3, 1],
    ]);
    expect(places[0]!.winners.length).toBeGreaterThanOrEqual(3);
    const list = participantListReplySchema.parse(
      (await kit.api('GET', kit.live(`/participants/${bots[0]!.participantId}/list`), { token: bots[0]!.token })).body,
    );
    expect(list.items.slice(0, 3).map((item) => item.place)).toEqual([1, 1, 3]);
    const status = participantScreenSchema.parse(
      (await kit.api('GET', kit.live(`/participants/${bots[0]!.participantId}/status`), { token: bots[0]!.token })).body,
    );
    expect(status).toMatchObject({ isFinished: true, status: 'PLAYED' });
    const again = await kit.expert('startTour', { tourNumber: 2 });
    expect(again).toEqual({ status: 409, body: { message: 'The game is already finished.' } });
  });
});
