import { QueryClient } from '@tanstack/react-query';
import { participantKeys } from './api/participant-queries';
import type { AnswersPost } from './api/post-answers';
import { createAnswerSync } from './model/answer-sync';
import { createDraftCache } from './model/draft-cache';
import { participantReducer } from './model/participant-machine';
import { initialParticipantState } from './model/participant-state';
import { createParticipantHandlers, WHISPER_TYPING } from './realtime';
import { createParticipantStore } from './store';
import { iso, screen, SERVER_NOW } from './testing/fixtures';
import type { Rating } from './types';

function setup(overrides: Parameters<typeof screen>[0] = { currentTour: 1, canAnswer: true }) {
  localStorage.clear();
  const s = screen(overrides);
  const store = createParticipantStore(
    participantReducer(initialParticipantState(s, { tab: 'rating', streamEnabled: true }), {
      type: 'screenLoaded',
      screen: s,
      draft: [],
      cached: [],
      now: SERVER_NOW,
    }),
  );
  const cache = createDraftCache(localStorage, s.id);
  const posts: AnswersPost[] = [];
  const sync = createAnswerSync({ store, cache, send: (post) => (posts.push(post), new Promise(() => {})), now: () => SERVER_NOW });
  sync.start();
  const queryClient = new QueryClient();
  const problems: string[] = [];
  let resyncs = 0;
  const handlers = createParticipantHandlers({
    participantId: s.id,
    store,
    sync,
    cache,
    queryClient,
    socketId: () => 'my-socket',
    resync: () => resyncs++,
    report: ({ event }) => problems.push(event),
    now: () => SERVER_NOW,
    ratingJitterMs: 0,
  });
  const fire = (event: string, payload: Record<string, unknown>) => handlers[event]!({ seq: 1, ...payload });
  return { store, sync, queryClient, handlers, fire, posts, problems, resyncs: () => resyncs };
}

const answer = (questionNumber: number, text: string, updatedAt = SERVER_NOW + 5000) => ({
  questionNumber,
  text,
  confidence: false,
  updatedAt: iso(updatedAt),
});

describe('participant channel events', () => {
  it('has a handler for every server event of participant.{id} and the whispers', () => {
    const { handlers } = setup();
    expect(Object.keys(handlers)).toEqual(
      expect.arrayContaining(['GameTourStarted', 'ClientTyping', 'TeammateLeft', WHISPER_TYPING, 'client-require-answers']),
    );
    expect(Object.keys(handlers)).toHaveLength(27);
  });

  it('reports and ignores a malformed payload (never a crash, never a state change)', () => {
    const { store, fire, handlers, problems } = setup();
    const before = store.getState();
    fire('GameTourStarted', { tourNumber: 'two' });
    fire('TeammatesCount', { count: -1 });
    handlers.AnswersOpened!({ tourNumber: 0, canAnswer: true, seq: 1 });
    handlers.ClientTyping!(null);
    expect(store.getState()).toBe(before);
    expect(problems).toEqual(['GameTourStarted', 'TeammatesCount', 'AnswersOpened', 'ClientTyping']);
  });

  it('a membership change (an invite accepted, a member removed) sets the team size, says who, and is counted', () => {
    const { fire, store } = setup();
    const before = store.getState().membershipVersion;
    fire('TeammateJoined', { userId: 9, userName: 'Аня', count: 1 });
    expect(store.getState()).toMatchObject({ teammatesOnline: 1, membershipVersion: before });
    fire('TeammateJoined', { userId: 9, userName: 'Аня', count: 1, change: 'accepted', membersCount: 4 });
    expect(store.getState()).toMatchObject({
      membersCount: 4,
      membershipVersion: before + 1,
      announcement: { key: 'teammateJoined', values: { name: 'Аня' } },
    });
    fire('TeammatesCount', { count: 2, membersCount: 4 });
    expect(store.getState()).toMatchObject({ teammatesOnline: 2, membersCount: 4 });
    fire('TeammateLeft', { userId: 9, userName: 'Аня', count: 1, change: 'removed', membersCount: 3 });
    expect(store.getState()).toMatchObject({ teammatesOnline: 1, membersCount: 3, membershipVersion: before + 2, announcement: { key: 'teammateRemoved' } });
  });

  it('GameTourClosed collects the sheet with saving=true', async () => {
    const { fire, posts, store, sync } = setup();
    sync.typed(1, { text: 'Рим', confidence: false });
    fire('GameTourClosed', { tourNumber: 1, lastClosedTour: 1, closedAt: iso(SERVER_NOW), acceptingUntil: iso(SERVER_NOW + 15_000) });
    await Promise.resolve();
    expect(store.getState()).toMatchObject({ currentTour: null, lastClosedTour: 1, collect: { tourNumber: 1, state: 'sending' } });
    expect(posts).toEqual([{ tourNumber: 1, saving: true, answers: [{ questionNumber: 1, text: 'Рим', confidence: false, editedAt: expect.any(Number) }] }]);
  });

  it('GameFinished keeps an http(s) feedback link and drops any other address', () => {
    const finished = (feedbackUrl: string | null) => {
      const { fire, store } = setup({ currentTour: null });
      fire('GameFinished', { finishedAt: iso(SERVER_NOW), place: 2, scoresSum: 9, total: 12, feedbackUrl, winners: [] });
      return store.getState().finish?.feedbackUrl;
    };
    expect(finished('https://forms.quiz.test/feedback/3')).toBe('https://forms.quiz.test/feedback/3');
    expect(finished('javascript:alert(document.cookie)')).toBeNull();
    expect(finished(null)).toBeNull();
  });

  it("ClientTyping applies a teammate's draft and skips this screen's own echo", () => {
    const { fire, store } = setup();
    const typing = (socketId: string | null, text: string) =>
      fire('ClientTyping', { participantId: 7, tourNumber: 1, userId: 2, userName: 'Аня', socketId, answers: [answer(2, text)] });
    typing('my-socket', 'эхо');
    expect(store.getState().sheet[1]!.text).toBe('');
    typing('their-socket', 'Рим');
    expect(store.getState().sheet[1]!.text).toBe('Рим');
  });

  it('AnswersReceived from a teammate while this screen has unsent edits merges them in (saving=true)', async () => {
    const { fire, sync, posts, store } = setup();
    sync.typed(3, { text: 'Осло', confidence: false });
    fire('AnswersReceived', { participantId: 7, tourNumber: 1, resultId: 1, submittedAt: iso(SERVER_NOW), answers: [], userId: 2, socketId: 'their-socket' });
    await Promise.resolve();
    expect(store.getState()).toMatchObject({ isAnswered: true, sheet: [] });
    expect(posts).toEqual([{ tourNumber: 1, saving: true, answers: [{ questionNumber: 3, text: 'Осло', confidence: false, editedAt: expect.any(Number) }] }]);
  });

  it('maps the rest to store actions and query invalidations', async () => {
    const { fire, store, queryClient, resyncs } = setup({ currentTour: null });
    const rating: Rating = {
      rows: [{ id: 5, name: 'A', city: null, scoresSum: 0, scores: [], place: null, playersOnline: 0 }],
      scoresShown: false,
      shownTours: 0,
      total: 1,
    };
    queryClient.setQueryData(participantKeys.rating(7), rating);
    queryClient.setQueryData(participantKeys.results(7), []);

    fire('GameTourStarted', {
      tourNumber: 2,
      numberOfQuestions: 3,
      canAnswer: false,
      startedAt: iso(SERVER_NOW),
      presentation: { tourNumber: 2, questions: [] },
    });
    expect(store.getState()).toMatchObject({ currentTour: 2, sheetTour: 2 });
    fire('AnswersOpened', { tourNumber: 2, canAnswer: true });
    expect(store.getState().canAnswer).toBe(true);
    fire('TeammateJoined', { userId: 2, userName: 'Аня', count: 2 });
    expect(store.getState().teammatesOnline).toBe(2);
    fire('SendIcqChatId', { icqChatId: 'https://voice.test' });
    expect(store.getState().icqChatId).toBe('https://voice.test');
    fire('ReactionsUpdated', { mechanic: 'TUTS', active: true, reactions: [] });
    fire('ReactionOccurred', { mechanic: 'TUTS', reaction: { participantId: 5, name: 'A', order: 1, pressedAt: iso(SERVER_NOW) } });
    expect(store.getState().tuts.reactions).toHaveLength(1);
    fire('ParticipantJoined', { participants: [{ participantId: 5, playersOnline: 3 }], count: 40 });
    expect(queryClient.getQueryData<Rating>(participantKeys.rating(7))!.rows[0]!.playersOnline).toBe(3);
    expect(store.getState().teamsOnline).toBe(40);
    fire('AnswersChecked', { participantId: 7, tourNumber: 1, resultId: 1, score: 3 });
    expect(queryClient.getQueryState(participantKeys.results(7))?.isInvalidated).toBe(true);
    fire('ChatLocked', { gameId: 3, status: 'LOCKED' });
    expect(store.getState().chatLocked).toBe(true);
    fire('UpdateParticipantScreenRequired', { gameId: 3, reason: 'stream' });
    expect(resyncs()).toBe(1);
    fire(WHISPER_TYPING, { userId: 2, userName: 'Аня', tourNumber: 2, questionNumber: 3 });
    expect(store.getState().typing).toEqual([{ userName: 'Аня', questionNumber: 3, until: SERVER_NOW + 3000 }]);
  });

  it('a welcome that disagrees with this screen resyncs', () => {
    const { fire, resyncs } = setup({ currentTour: 1, canAnswer: true });
    const welcome = { participantId: 7, gameId: 3, canAnswer: true, lastShownTour: 0, isFinished: false, teammatesOnline: 2, serverTime: iso(SERVER_NOW) };
    fire('WelcomeParticipant', { ...welcome, currentTour: 1 });
    expect(resyncs()).toBe(0);
    fire('WelcomeParticipant', { ...welcome, currentTour: 2 });
    expect(resyncs()).toBe(1);
  });
});
