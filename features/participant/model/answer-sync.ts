import { isApiFailure } from '@/lib/api/api-failure';
import { timings } from '@/lib/config/timings';
import type { AnswersPost } from '../api/post-answers';
import type { ParticipantStore } from '../store';
import type { StoredSheet } from '../types';
import type { DraftCache } from './draft-cache';
import { createKey, keyForSend, type PendingSend } from './idempotency';
import { dirtyAnswers, type AnswerValue, type SheetEntry } from './sheet';

export interface AnswerSyncDeps {
  store: ParticipantStore;
  cache: DraftCache;
  /** Posts the answers; `signal` aborts a post that `retryNow` replaces. */
  send: (post: AnswersPost, idempotencyKey: string, signal: AbortSignal) => Promise<StoredSheet>;
  debounceMs?: number;
  /** Waits between retries of a post that failed for a passing reason (network, 5xx); the last one repeats. */
  retryDelaysMs?: readonly number[];
  now?: () => number;
  newKey?: () => string;
  /** Whether the browser has a network at all (`navigator.onLine`); without one nothing is posted. */
  isOnline?: () => boolean;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

type Verdict = 'retry' | 'rekey' | 'final';

/** Network trouble, a server restart, overload or too many posts (429) pass; a refusal (409, 403, 422) does not. */
function verdictOf(error: unknown): Verdict {
  if (!isApiFailure(error)) return 'retry';
  if (error.kind === 'network' || error.kind === 'aborted') return 'retry';
  if (error.status >= 500 || error.status === 429 || error.status === 408) return 'retry';
  if (error.status === 422 && 'idempotencyKey' in error.fieldErrors) return 'rekey';
  return 'final';
}

/**
 * Gets every answer the player types to the server exactly once, whatever the network does:
 * - typing is debounced (1000 ms) into a draft post (saving=false) of the answers this player changed;
 * - send / round close / ResendAnswers post with saving=true;
 * - one post at a time (the server applies the last write, so order matters); failed posts are retried with the
 *   same idempotency key while the payload is the same, and as soon as the browser is back online or the channel
 *   resyncs; while the browser says it has no network nothing is posted, so an answer reads "not sent yet" rather
 *   than "sending…" until the `online` event sends it;
 * - the sheet is written to the draft cache on every change, so a reload picks up exactly where it was.
 */
export function createAnswerSync({
  store,
  cache,
  send,
  debounceMs = timings.answerDebounceMs,
  retryDelaysMs = [1000, 2000, 4000, 8000],
  now = Date.now,
  newKey = createKey,
  isOnline = browserOnline,
}: AnswerSyncDeps) {
  const jobs = new Map<number, { saving: boolean }>();
  /** The sheet as it was when its round was collected (the screen clears it at the close). */
  const snapshots = new Map<number, SheetEntry[]>();
  const pending = new Map<number, PendingSend>();
  const actions = () => store.getState().actions;
  let running = false;
  let active = false;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  /** The server said to wait (429): nothing is posted until the retry timer ends it. */
  let held = false;
  /** The post under way; `retryNow` replaces it, since the connection it went out on may be gone. */
  let inFlight: AbortController | null = null;

  let lastSheet = store.getState().sheet;
  const persist = (state: ReturnType<ParticipantStore['getState']>) => {
    if (state.sheet === lastSheet) return;
    lastSheet = state.sheet;
    if (state.sheetTour !== null && state.sheet.length > 0) cache.write(state.sheetTour, state.sheet);
  };
  let unsubscribe = () => {};

  const entriesFor = (tour: number): SheetEntry[] => {
    const state = store.getState();
    if (state.sheetTour === tour && state.sheet.length > 0) return state.sheet;
    return snapshots.get(tour) ?? cache.read(tour);
  };

  /** Whether the server may still take answers for the round (else a failed post is final). */
  const accepting = (tour: number): boolean => {
    const state = store.getState();
    if (state.currentTour === tour) return true;
    return state.acceptingUntil !== null && state.lastClosedTour === tour && now() + state.clockOffsetMs < state.acceptingUntil;
  };

  /** Queues a post of the round; a submit (saving=true) already queued for it is kept. */
  function enqueue(tour: number, saving: boolean) {
    jobs.set(tour, { saving: saving || (jobs.get(tour)?.saving ?? false) });
  }

  function request(tour: number, saving: boolean) {
    enqueue(tour, saving);
    void pump();
  }

  /** The next attempt after the backoff, or after the server's wait when it asked for a longer one (429). */
  function scheduleRetry(serverWaitMs = 0) {
    clearTimeout(retryTimer);
    const wait = Math.max(retryDelaysMs[Math.min(failures - 1, retryDelaysMs.length - 1)] ?? 1000, serverWaitMs);
    held = serverWaitMs > 0;
    retryTimer = setTimeout(() => {
      held = false;
      void pump();
    }, wait);
  }

  async function pump(): Promise<void> {
    // Offline, the jobs wait: retryNow() runs them when the browser is back online. Held, the retry timer runs them.
    if (running || held || !active || !isOnline()) return;
    running = true;
    try {
      while (jobs.size > 0 && active) {
        const [tour, job] = jobs.entries().next().value as [number, { saving: boolean }];
        jobs.delete(tour);
        const answers = dirtyAnswers(entriesFor(tour));
        if (!job.saving && answers.length === 0) continue;
        const post: AnswersPost = { tourNumber: tour, answers, saving: job.saving };
        const sending = keyForSend(pending.get(tour) ?? null, JSON.stringify(post), newKey);
        pending.set(tour, sending);
        actions().postStarted({ tourNumber: tour, answers, saving: job.saving });
        const flight = new AbortController();
        inFlight = flight;
        try {
          const sheet = await send(post, sending.key, flight.signal);
          pending.delete(tour);
          failures = 0;
          const posted = answers.map((a) => a.questionNumber);
          actions().postSucceeded({ tourNumber: tour, answers: sheet.answers, posted, saving: job.saving, submitted: sheet.isAnswered });
          if (job.saving && sheet.isAnswered) {
            cache.clear(tour);
            snapshots.delete(tour);
          }
        } catch (error) {
          if (flight.signal.aborted) {
            // Replaced by retryNow: sent again at once with the same key, so the server still applies it once.
            enqueue(tour, job.saving);
            continue;
          }
          const verdict = verdictOf(error);
          if (verdict === 'rekey' && failures === 0) {
            pending.delete(tour);
            failures = 1;
            enqueue(tour, job.saving);
            continue;
          }
          if (verdict !== 'final' && accepting(tour)) {
            failures++;
            enqueue(tour, job.saving);
            actions().postFailed({ tourNumber: tour, saving: job.saving, final: false });
            // Too many posts (429): wait as long as the server said. The job stays queued, so the post that goes
            // then is built from the sheet as it is by then: the newest text, in order, nothing dropped.
            scheduleRetry(isApiFailure(error) ? (error.retryAfterSeconds ?? 0) * 1000 : 0);
            return;
          }
          pending.delete(tour);
          failures = 0;
          actions().postFailed({ tourNumber: tour, saving: job.saving, final: true });
        } finally {
          inFlight = null;
        }
      }
    } finally {
      running = false;
    }
    // Requests that arrived while the last post was finishing.
    if (jobs.size > 0 && active && failures === 0) void pump();
  }

  return {
    /** The player changed an answer: store it (and the cache), post the draft after the debounce. */
    typed(questionNumber: number, value: AnswerValue) {
      const before = store.getState().sheet;
      actions().answerTyped({ questionNumber, value, now: now() });
      if (store.getState().sheet === before) return;
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        const tour = store.getState().sheetTour;
        if (tour !== null) request(tour, false);
      }, debounceMs);
    },
    /** Post the typed draft now instead of after the debounce (the page is being hidden or left). */
    flushNow() {
      const tour = store.getState().sheetTour;
      clearTimeout(debounce);
      if (tour !== null && dirtyAnswers(entriesFor(tour)).length > 0) request(tour, false);
    },
    /** The send-answers button: submit the round's sheet now. */
    submit() {
      const tour = store.getState().currentTour;
      if (tour === null) return;
      clearTimeout(debounce);
      request(tour, true);
    },
    /**
     * Round closed, ResendAnswers, or a teammate's submit with edits of ours still unsent: post with saving=true.
     * Call it before the event clears the sheet.
     */
    collect(tourNumber: number) {
      const state = store.getState();
      if (state.sheetTour === tourNumber && state.sheet.length > 0) {
        clearTimeout(debounce);
        // Kept in memory too: the cache may be unavailable, and the screen is about to clear the sheet.
        snapshots.set(tourNumber, state.sheet);
      }
      request(tourNumber, true);
    },
    /** Whether this screen holds answers of the round the server has not acknowledged. */
    hasUnsent: (tourNumber: number) => dirtyAnswers(entriesFor(tourNumber)).length > 0,
    /**
     * After the screen (re)loaded its state: send what the server lacks. Local newer text is re-sent; a round
     * already submitted, or closed and still in its grace, gets the missing answers with saving=true.
     */
    afterLoad() {
      const state = store.getState();
      if (state.sheetTour !== null && state.sheet.length > 0 && dirtyAnswers(state.sheet).length > 0) request(state.sheetTour, false);
      if (state.currentTour !== null && state.isAnswered && dirtyAnswers(cache.read(state.currentTour)).length > 0) request(state.currentTour, true);
      const closed = state.lastClosedTour;
      if (state.currentTour === null && closed > 0 && accepting(closed) && dirtyAnswers(cache.read(closed)).length > 0) request(closed, true);
      cache.keepOnly([state.currentTour, closed].filter((t): t is number => t !== null && t > 0));
    },
    /**
     * Back online or resubscribed: try what is waiting now instead of at the next retry. A post still under way
     * went out before the connection came back and may never be answered (a half-open connection), so it is
     * replaced by the same post with the same key.
     */
    retryNow() {
      // A wait the server asked for is not cut short by a reconnect; nothing is under way meanwhile.
      if (held) return;
      clearTimeout(retryTimer);
      failures = 0;
      inFlight?.abort();
      void pump();
    },
    /** Starts persisting the sheet and sending (mounted in the browser). */
    start() {
      if (active) return;
      active = true;
      lastSheet = store.getState().sheet;
      unsubscribe = store.subscribe(persist);
      void pump();
    },
    /** Stops timers and persistence (a post under way still completes); `start` resumes. */
    stop() {
      active = false;
      held = false;
      clearTimeout(debounce);
      clearTimeout(retryTimer);
      unsubscribe();
    },
  };
}

export type AnswerSync = ReturnType<typeof createAnswerSync>;
