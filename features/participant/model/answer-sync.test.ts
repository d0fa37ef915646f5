import { ApiFailure } from '@/lib/api/api-failure';
import type { AnswersPost } from '../api/post-answers';
import { createParticipantStore } from '../store';
import { screen, SERVER_NOW } from '../testing/fixtures';
import type { StoredSheet } from '../types';
import { createAnswerSync } from './answer-sync';
import { createDraftCache } from './draft-cache';
import { participantReducer } from './participant-machine';
import { initialParticipantState } from './participant-state';
import { syncMark } from './sheet';

interface Call {
  post: AnswersPost;
  key: string;
  signal: AbortSignal;
  resolve: (sheet: StoredSheet) => void;
  reject: (error: unknown) => void;
}

const network = () => new ApiFailure({ status: 0, statusText: 'Network error', error: 'offline', kind: 'network' });
const http = (status: number, errors?: Record<string, string[]>) =>
  new ApiFailure({ status, statusText: 'x', error: 'refused', details: errors ? { message: 'x', errors } : null, kind: 'http' });

/** What the server would reply: exactly what was posted, stored. */
const reply = (post: AnswersPost, submitted = post.saving): StoredSheet => ({
  resultId: 1,
  tourNumber: post.tourNumber,
  status: submitted ? 'SUBMITTED' : 'DRAFT',
  isAnswered: submitted,
  acceptingUntil: null,
  answers: post.answers.map((a) => ({ ...a, updatedAt: SERVER_NOW })),
});

function setup(
  overrides: Parameters<typeof screen>[0] = { currentTour: 1, canAnswer: true },
  storage: Storage | null = localStorage,
  network = { online: true },
) {
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
  const cache = createDraftCache(storage, s.id);
  const calls: Call[] = [];
  let n = 0;
  const sync = createAnswerSync({
    store,
    cache,
    send: (post, key, signal) =>
      new Promise<StoredSheet>((resolve, reject) => {
        calls.push({ post, key, signal, resolve, reject });
        // As the API client does: an aborted post fails with kind aborted.
        signal.addEventListener('abort', () => reject(new ApiFailure({ status: 0, statusText: 'Aborted', error: 'x', kind: 'aborted' })));
      }),
    retryDelaysMs: [1000, 2000],
    now: () => SERVER_NOW,
    newKey: () => `key-${++n}`,
    isOnline: () => network.online,
  });
  sync.start();
  const marks = () => store.getState().sheet.map(syncMark);
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { store, cache, sync, calls, marks, settle };
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('answer sync', () => {
  it('debounces typing by 1000 ms into one draft post of the changed answers only', async () => {
    const { sync, calls, marks } = setup();
    sync.typed(1, { text: 'М', confidence: false });
    await vi.advanceTimersByTimeAsync(400);
    sync.typed(1, { text: 'Мо', confidence: false });
    sync.typed(3, { text: 'Рим', confidence: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(0);
    expect(marks()).toEqual(['pending', 'empty', 'pending']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.post).toEqual({
      tourNumber: 1,
      saving: false,
      answers: [
        { questionNumber: 1, text: 'Мо', confidence: false, editedAt: expect.any(Number) },
        { questionNumber: 3, text: 'Рим', confidence: true, editedAt: expect.any(Number) },
      ],
    });
    expect(marks()).toEqual(['sending', 'empty', 'sending']);
  });

  it('posts the draft at once when the page is hidden, without waiting for the debounce', async () => {
    const { sync, calls, settle } = setup();
    sync.typed(1, { text: 'Рим', confidence: false });
    sync.flushNow();
    await settle();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
  });

  it('writes every keystroke to the draft cache at once', () => {
    const { sync, cache } = setup();
    sync.typed(2, { text: 'Оз', confidence: false });
    expect(cache.read(1).find((e) => e.questionNumber === 2)?.text).toBe('Оз');
  });

  it('marks answers received from the reply; edits made meanwhile go out next, with a new key', async () => {
    const { sync, calls, marks, settle } = setup();
    sync.typed(1, { text: 'Рим', confidence: false });
    await vi.advanceTimersByTimeAsync(1000);
    sync.typed(2, { text: 'Оз', confidence: false });
    calls[0]!.resolve(reply(calls[0]!.post));
    await settle();
    expect(marks()).toEqual(['received', 'pending', 'empty']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.post.answers).toEqual([{ questionNumber: 2, text: 'Оз', confidence: false, editedAt: expect.any(Number) }]);
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
  });

  it('retries a failed post with the same key while the payload is the same, and at once when back online', async () => {
    const { sync, calls, marks, settle } = setup();
    sync.typed(1, { text: 'Рим', confidence: false });
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.reject(network());
    await settle();
    expect(marks()).toEqual(['pending', 'empty', 'empty']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    expect(calls[1]!.post).toEqual(calls[0]!.post);

    calls[1]!.reject(http(503));
    await settle();
    // Back online: no waiting for the 2 s back-off.
    sync.retryNow();
    expect(calls).toHaveLength(3);
    expect(calls[2]!.key).toBe(calls[0]!.key);
    calls[2]!.resolve(reply(calls[2]!.post));
    await settle();
    expect(marks()).toEqual(['received', 'empty', 'empty']);
  });

  it('too many posts (429): waits as long as the server says, then sends the newest text once, in order, nothing lost', async () => {
    const { sync, calls, marks, store, settle } = setup();
    const tooMany = (seconds: number) =>
      new ApiFailure({ status: 429, statusText: 'Too Many Requests', error: 'x', details: { message: 'x' }, kind: 'http', retryAfterSeconds: seconds });
    sync.typed(1, { text: 'Р', confidence: false });
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.reject(tooMany(5));
    await settle();
    expect(marks()).toEqual(['pending', 'empty', 'empty']);

    // Typing goes on during the wait: kept, and not posted before the wait ends (not even on a reconnect).
    sync.typed(1, { text: 'Рим', confidence: false });
    sync.typed(2, { text: 'Оз', confidence: true });
    await vi.advanceTimersByTimeAsync(1500);
    sync.retryNow();
    await vi.advanceTimersByTimeAsync(3400);
    expect(calls).toHaveLength(1);
    expect(marks()).toEqual(['pending', 'pending', 'empty']);

    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.post).toEqual({
      tourNumber: 1,
      answers: [
        { questionNumber: 1, text: 'Рим', confidence: false, editedAt: expect.any(Number) },
        { questionNumber: 2, text: 'Оз', confidence: true, editedAt: expect.any(Number) },
      ],
      saving: false,
    });
    expect(calls[1]!.key).not.toBe(calls[0]!.key);

    // A submit pressed while the next wait runs is kept (saving=true) and goes with the sheet as it is then.
    calls[1]!.reject(tooMany(3));
    await settle();
    sync.typed(3, { text: 'Нил', confidence: false });
    sync.submit();
    await vi.advanceTimersByTimeAsync(2900);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(3);
    expect(calls[2]!.post.saving).toBe(true);
    expect(calls[2]!.post.answers.map((a) => a.text)).toEqual(['Рим', 'Оз', 'Нил']);
    calls[2]!.resolve(reply(calls[2]!.post));
    await settle();
    expect(store.getState()).toMatchObject({ isAnswered: true, submitting: false, sheet: [] });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(3);
  });

  it('when the connection comes back, a post still under way is replaced by the same post with the same key', async () => {
    const { sync, calls, marks, settle } = setup();
    sync.typed(1, { text: 'Рим', confidence: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    // The reply to this post never comes (it went out on a connection that died); the channel resubscribes.
    sync.retryNow();
    await settle();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    expect(calls[1]!.post).toEqual(calls[0]!.post);
    expect(marks()).toEqual(['sending', 'empty', 'empty']);
    calls[1]!.resolve(reply(calls[1]!.post));
    await settle();
    expect(marks()).toEqual(['received', 'empty', 'empty']);
    // Nothing else goes out: the replaced post is not retried on top.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(2);
  });

  it('a submit under way that is replaced keeps saving=true', async () => {
    const { sync, calls, settle } = setup();
    sync.typed(1, { text: 'Рим', confidence: false });
    sync.submit();
    expect(calls[0]!.post.saving).toBe(true);
    sync.retryNow();
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.post.saving).toBe(true);
    expect(calls[1]!.key).toBe(calls[0]!.key);
  });

  it('posts nothing while the browser is offline (the answer stays "not sent yet"), then at once when back online', async () => {
    const network = { online: false };
    const { sync, calls, marks, settle } = setup(undefined, undefined, network);
    sync.typed(1, { text: 'Рим', confidence: false });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(0);
    expect(marks()).toEqual(['pending', 'empty', 'empty']);
    network.online = true;
    sync.retryNow();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.post.answers).toEqual([{ questionNumber: 1, text: 'Рим', confidence: false, editedAt: expect.any(Number) }]);
    calls[0]!.resolve(reply(calls[0]!.post));
    await settle();
    expect(marks()).toEqual(['received', 'empty', 'empty']);
  });

  it('a changed payload after a failure is a new send with a new key', async () => {
    const { sync, calls, settle } = setup();
    sync.typed(1, { text: 'Ри', confidence: false });
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.reject(network());
    await settle();
    sync.typed(1, { text: 'Рим', confidence: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[1]!.post.answers[0]!.text).toBe('Рим');
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
  });

  it('a refusal (409) is final: no retries', async () => {
    const { sync, calls, store, settle } = setup();
    sync.typed(1, { text: 'Рим', confidence: false });
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.reject(http(409));
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(store.getState().announcement?.key).toBe('sendFailed');
  });

  it('a key the server saw with another body (422 idempotencyKey) is replaced once', async () => {
    const { sync, calls, settle } = setup();
    sync.typed(1, { text: 'Рим', confidence: false });
    await vi.advanceTimersByTimeAsync(1000);
    calls[0]!.reject(http(422, { idempotencyKey: ['used'] }));
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
  });

  it('the send button posts with saving=true now, locking answering until the reply', async () => {
    const { sync, calls, store, settle } = setup();
    sync.typed(1, { text: 'Рим', confidence: false });
    sync.submit();
    await settle();
    expect(calls[0]!.post.saving).toBe(true);
    expect(store.getState().submitting).toBe(true);
    calls[0]!.resolve(reply(calls[0]!.post));
    await settle();
    expect(store.getState()).toMatchObject({ isAnswered: true, submitting: false, sheet: [] });
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
  });

  it('collects a closed round from the cache (saving=true), retrying within the grace, then clears the cache', async () => {
    const { sync, calls, store, cache, settle } = setup();
    sync.typed(2, { text: 'Оз', confidence: false });
    // After a reload during the grace the sheet is gone from the screen: the cache has it.
    store.getState().actions.tourClosed({ tourNumber: 1, lastClosedTour: 1, acceptingUntil: SERVER_NOW + 15_000, collecting: true });
    sync.collect(1);
    await settle();
    expect(calls[0]!.post).toEqual({
      tourNumber: 1,
      saving: true,
      answers: [{ questionNumber: 2, text: 'Оз', confidence: false, editedAt: expect.any(Number) }],
    });
    calls[0]!.reject(network());
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    calls[1]!.resolve(reply(calls[1]!.post));
    await settle();
    expect(store.getState().collect).toEqual({ tourNumber: 1, state: 'received' });
    expect(cache.read(1)).toEqual([]);
  });

  it('collects the round even where the browser keeps no drafts (taken before the close clears the sheet)', async () => {
    const { sync, calls, store, settle } = setup({ currentTour: 1, canAnswer: true }, null);
    sync.typed(3, { text: 'Осло', confidence: true });
    sync.collect(1);
    store.getState().actions.tourClosed({ tourNumber: 1, lastClosedTour: 1, acceptingUntil: SERVER_NOW + 15_000, collecting: true });
    await settle();
    calls[0]!.reject(network());
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[1]!.post).toEqual({
      tourNumber: 1,
      saving: true,
      answers: [{ questionNumber: 3, text: 'Осло', confidence: true, editedAt: expect.any(Number) }],
    });
  });

  it('after the grace a failed collection is final', async () => {
    const { sync, calls, store, settle } = setup();
    sync.typed(1, { text: 'Рим', confidence: false });
    store.getState().actions.tourClosed({ tourNumber: 1, lastClosedTour: 1, acceptingUntil: SERVER_NOW - 1, collecting: true });
    sync.collect(1);
    await settle();
    calls[0]!.reject(network());
    await settle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
    expect(store.getState().collect?.state).toBe('failed');
  });

  it('after a reload, unsent drafts of the current round go out at once; a closed round in its grace is collected', async () => {
    const first = setup();
    first.sync.typed(1, { text: 'Рим', confidence: false });
    first.sync.stop();
    // Reload mid-round: a new screen finds the draft in the cache and sends it without waiting for the debounce.
    const reloaded = setup();
    reloaded.store
      .getState()
      .actions.screenLoaded({ screen: screen({ currentTour: 1, canAnswer: true }), draft: [], cached: reloaded.cache.read(1), now: SERVER_NOW });
    reloaded.sync.afterLoad();
    await reloaded.settle();
    expect(reloaded.calls[0]!.post).toMatchObject({ tourNumber: 1, saving: false, answers: [{ questionNumber: 1, text: 'Рим' }] });
    reloaded.sync.stop();

    // Reload after the close, inside the grace.
    const closed = setup({ currentTour: null, lastClosedTour: 1, acceptingUntil: new Date(SERVER_NOW + 10_000).toISOString() });
    closed.sync.afterLoad();
    await closed.settle();
    expect(closed.calls[0]!.post).toMatchObject({ tourNumber: 1, saving: true });
  });
});
