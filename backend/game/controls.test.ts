// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expertGameStateSchema } from '@/contract/schemas/expert';
import { participantEventSchemas } from '@/contract/participant-events';
import { startLiveKit, type LiveKit } from './testing/live-test-kit';

let kit: LiveKit;
beforeAll(async () => {
  kit = await startLiveKit();
});
afterAll(() => kit.close());

const state = (reply: { body: unknown }) => expertGameStateSchema.parse(reply.body);
const message = (reply: { body: unknown }) => (reply.body as { message: string }).message;

describe('expert controls: transitions and guards', () => {
  it('runs a round through start, open, close, show and scores, broadcasting each step to the teams', async () => {
    const player = await kit.login('player@quiz.test');
    const { socket, events } = await kit.connect();
    expect(await kit.subscribe(socket, kit.channels.participant(kit.demoParticipant), player)).toBe('ok');

    const opened = await kit.expert('openAnswers');
    expect(opened.status).toBe(409);
    expect(message(opened)).toBe('No round is under way.');

    const started = await kit.expert('startTour', { tourNumber: 1 });
    expect(started.status).toBe(200);
    expect(state(started)).toMatchObject({ tourNumber: 1, canAnswer: false, lastClosedTour: 0 });
    const tourStarted = await kit.waitFor(events, 'GameTourStarted');
    const payload = participantEventSchemas.GameTourStarted.parse(tourStarted.payload);
    expect(payload.presentation.questions).toHaveLength(7);
    expect(payload.presentation.questions[0]!.text.length).toBeGreaterThan(10);

    expect((await kit.expert('startTour', { tourNumber: 2 })).status).toBe(409);
    expect(state(await kit.expert('openAnswers'))).toMatchObject({ tourNumber: 1, canAnswer: true });
    await kit.waitFor(events, 'AnswersOpened');
    expect((await kit.expert('openAnswers')).status).toBe(409);
    expect((await kit.expert('finish')).status).toBe(409);

    const closed = state(await kit.expert('closeTour'));
    expect(closed).toMatchObject({ tourNumber: null, canAnswer: false, lastClosedTour: 1 });
    expect(closed.acceptingUntil).not.toBeNull();
    await kit.waitFor(events, 'GameTourClosed');
    expect((await kit.expert('closeTour')).status).toBe(409);
    expect((await kit.expert('startTour', { tourNumber: 1 })).status).toBe(409);

    expect(state(await kit.expert('showNextTour'))).toMatchObject({ lastShownTour: 1 });
    await kit.waitFor(events, 'GameTourOpened', (e) => e.payload.tourNumber === 1);
    expect((await kit.expert('showNextTour')).status).toBe(409);

    expect(state(await kit.expert('showScores'))).toMatchObject({ shownTours: 1 });
    await kit.waitFor(events, 'ScoresUpdated');
  });
});
