// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveKit, type LiveKit } from '../game/testing/live-test-kit';
import { createBot } from './bot';
import { BOT_PASSWORD, ensureBotTeams, findLiveGameId } from './bot-teams';
import { createStats } from './stats';

let kit: LiveKit;
beforeAll(async () => {
  kit = await startLiveKit();
});
afterAll(() => kit.close());

describe('simulator bots', () => {
  it('are created once however often the simulator runs', () => {
    const first = ensureBotTeams(kit.db, { gameId: kit.liveGameId, count: 2 });
    const again = ensureBotTeams(kit.db, { gameId: kit.liveGameId, count: 3 });
    expect(again.slice(0, 2)).toEqual(first);
    expect(new Set(again.map((bot) => bot.participantId)).size).toBe(3);
    expect(findLiveGameId(kit.db)).toBe(kit.liveGameId);
  });

  it('play a round through the API and sockets: every typed answer stored exactly once', async () => {
    const stats = createStats();
    const identities = ensureBotTeams(kit.db, { gameId: kit.liveGameId, count: 3 });
    const bots = identities.map((identity) => createBot({ baseUrl: kit.backend.url, password: BOT_PASSWORD, identity, stats, typingMs: 300 }));
    await Promise.all(bots.map((bot) => bot.start()));
    expect(stats.get('subscribed')).toBe(3);
    await kit.expert('startTour', { tourNumber: 1 });
    await kit.expert('openAnswers');
    const deadline = Date.now() + 5000;
    while (stats.get('submitPosts') < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await kit.expert('closeTour');
    // A fixed wait: the bots resubmit at a random moment within 1.5 s of the close, with no signal when all have.
    await new Promise((resolve) => setTimeout(resolve, 1800));
    await Promise.all(bots.map((bot) => bot.verify()));
    bots.forEach((bot) => bot.stop());
    expect(stats.get('answersTyped')).toBe(21);
    expect(stats.get('answersStored')).toBe(21);
    expect(stats.get('sheetsSubmitted')).toBe(3);
    expect(stats.get('event:AnswersReceived')).toBe(3);
    expect(stats.get('missedEvents') + stats.get('duplicatedEvents') + stats.get('answersMissing')).toBe(0);
  });
});

describe('simulator bots against a backend built to the spec (SPEC_ONLY: no subscription_succeeded, no seq)', () => {
  it('take the welcome as the sign the subscribe worked and play a round', async () => {
    const spec = await startLiveKit({ SPEC_ONLY: '1' });
    try {
      const stats = createStats();
      const identities = ensureBotTeams(spec.db, { gameId: spec.liveGameId, count: 2 });
      const bots = identities.map((identity) => createBot({ baseUrl: spec.backend.url, password: BOT_PASSWORD, identity, stats, typingMs: 300 }));
      await Promise.all(bots.map((bot) => bot.start()));
      expect(stats.get('subscribed')).toBe(2);
      await spec.expert('startTour', { tourNumber: 1 });
      await spec.expert('openAnswers');
      const deadline = Date.now() + 5000;
      while (stats.get('submitPosts') < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      await spec.expert('closeTour');
      await new Promise((resolve) => setTimeout(resolve, 1800));
      await Promise.all(bots.map((bot) => bot.verify()));
      bots.forEach((bot) => bot.stop());
      expect(stats.get('answersStored')).toBe(14);
      expect(stats.get('sheetsSubmitted')).toBe(2);
      expect(stats.get('answersMissing')).toBe(0);
    } finally {
      await spec.close();
    }
  });
});
