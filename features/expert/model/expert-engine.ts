import { focusManager, type QueryClient } from '@tanstack/react-query';
import { isEventAdditionSeen, onAdditionDiscovered } from '@/lib/api/addition-discovery';
import { isApiFailure } from '@/lib/api/api-failure';
import type { ApiClient } from '@/lib/api/create-api-client';
import { timings } from '@/lib/config/timings';
import { browserStorage } from '@/lib/state/browser-storage';
import { cancelSheet, fetchChatLocked, fetchGameState, fetchNextSheet, keepAlive, runControl, sendBlank, takeSheet } from '../api/expert-api';
import { expertKeys, expertQueries } from '../api/expert-queries';
import type { ExpertStore } from '../store';
import type { ControlAction, GameState } from '../types';
import { memoryChanged, memoryOf, readConsoleMemory, writeConsoleMemory } from './console-memory';
import type { ExpertState } from './expert-state';
import { canTakeSheet, currentBlankOf, shouldFetchSheet } from './expert-machine';
import { answerOtherTabs, otherTabHoldsSheet } from './tab-presence';

/** Keep-alive period: well inside the 60 s sheet hold, so a slow network never loses the sheet being checked. */
const KEEP_ALIVE_MS = 20_000;

/**
 * How often a console re-reads the game while the backend has not shown that it sends GameStateChanged: an expert
 * sees a colleague's round start or close within a few seconds.
 */
const FOLLOW_MS = 3000;

/** What a colleague's control or chat switch changes: a re-read that finds any of it changed meanwhile is stale. */
const followedFields = (state: ExpertState): string =>
  JSON.stringify([
    state.currentTour,
    state.canPlayersAnswer,
    state.lastClosedTour,
    state.lastShownTour,
    state.isFinished,
    state.mechanics.TUTS.active,
    state.isChatLocked,
  ]);

export interface ExpertEngineDeps {
  store: ExpertStore;
  queryClient: QueryClient;
  api: ApiClient;
  gameId: number;
  openLockMs?: number;
  scoresReleaseMs?: number;
  /** Where the tab remembers checking and the open lock across a reload (the browser's sessionStorage). */
  storage?: Storage;
  /**
   * How long a new tab waits for the console's other tabs to say they hold a sheet before giving back a left-over
   * hold. Generous: a tab that is still hydrating answers late, and the release is not urgent.
   */
  otherTabsWaitMs?: number;
  /** How often the game is re-read while the backend has not shown it sends GameStateChanged (FOLLOW_MS). */
  followMs?: number;
}

/** A failed call as the console reports it: the HTTP status (0 = no network) and a refused transition (409). */
export interface ControlFailure {
  status: number;
  /** A refusal's (409) own reason, in the page's language ("the game has not opened yet…"), when the server gave one. */
  reason: string | null;
}

const failureOf = (error: unknown): ControlFailure =>
  isApiFailure(error) ? { status: error.status, reason: error.status === 409 && error.error ? error.error : null } : { status: 0, reason: null };

/**
 * Everything of the console that is not React: controls with their locks, the sheet fetch rule, sending,
 * cancelling, keep-alive and the resync after every (re)connect.
 */
export function createExpertEngine({
  store,
  queryClient,
  api,
  gameId,
  openLockMs = timings.openAnswersLockMs,
  scoresReleaseMs = timings.showScoresReleaseMs,
  storage = browserStorage('session') ?? undefined,
  otherTabsWaitMs = 2000,
  followMs = FOLLOW_MS,
}: ExpertEngineDeps) {
  const actions = () => store.getState().actions;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  };

  /** GET .../answers, read once and kept (the game's content does not change); a failure is tried again next time. */
  const correctAnswers = () => queryClient.ensureQueryData(expertQueries.answers(api, gameId));

  /**
   * Spec: fetch a sheet only when checking is on, none is current, none is being fetched, the stack has some.
   * `reclaim` (after a reload mid-check) asks even with an empty stack: the count leaves out the sheet this expert
   * still holds, and the stack hands an expert their own hold first.
   */
  async function maybeFetchSheet(reclaim = false): Promise<void> {
    const state = store.getState();
    if (!(shouldFetchSheet(state) || (reclaim && shouldFetchSheet({ ...state, sheetsCount: 1 })))) return;
    actions().sheetRequested({});
    try {
      // The correct answers first (once per console): no sheet is taken that could not be shown with them.
      const { blank, stack } = await fetchNextSheet(api, gameId, await correctAnswers());
      actions().sheetReceived({ blank, stack });
    } catch {
      // Spec: a failed fetch is ignored silently; the next count change tries again.
      actions().sheetFetchFailed({});
    }
  }

  async function control(action: ControlAction): Promise<ControlFailure | null> {
    const state = store.getState();
    actions().controlStarted({ action, now: Date.now(), lockMs: openLockMs });
    try {
      const next = await runControl(api, gameId, action, action === 'startTour' ? state.inputTour : undefined);
      actions().controlSucceeded({ action, state: next });
      queryClient.setQueryData(expertKeys.state(gameId), next);
      // The reply carries the stack count (closing a round fills it): the fetch rule need not wait for the channel.
      void maybeFetchSheet();
      if (action === 'finish') void queryClient.invalidateQueries({ queryKey: expertKeys.details(gameId) });
      // A round started or closed here: "Identical answers" shows its answers without a Refresh.
      if (action === 'startTour' || action === 'closeTour') void queryClient.invalidateQueries({ queryKey: expertKeys.allGroups(gameId) });
      return null;
    } catch (error) {
      actions().controlFailed({ action });
      // A refused transition (409): another expert moved the game on; show the real state.
      void resync();
      return failureOf(error);
    } finally {
      if (action === 'showScores') later(scoresReleaseMs, () => actions().scoresReleased({}));
    }
  }

  async function send(): Promise<ControlFailure | null> {
    const blank = currentBlankOf(store.getState());
    if (!blank || store.getState().checking.sending) return null;
    actions().blankSendStarted({});
    try {
      const { stack } = await sendBlank(api, gameId, blank);
      actions().blankResolved({ id: blank.id, stack });
      // The sheet's answers are decided now: the groups of its round say so.
      void queryClient.invalidateQueries({ queryKey: expertKeys.groups(gameId, blank.tourNumber) }, { cancelRefetch: false });
      void maybeFetchSheet();
      return null;
    } catch (error) {
      const failure = failureOf(error);
      if (failure.status === 409) {
        // Checked or held by another expert meanwhile (this hold had lapsed): sending again can never work.
        actions().blankLost({ id: blank.id });
        // Or the game was finished meanwhile (results are final): the state says which, and checking ends then.
        if (!store.getState().isFinished) void resync();
        void maybeFetchSheet();
      } else actions().blankSendFailed({});
      return failure;
    }
  }

  /**
   * Opens one team's sheet (from an answer group) in the checking panel, held like a sheet from the stack. Refused
   * while a sheet is current or on its way. Returns the failure, or null when the sheet is open (or nothing was done).
   */
  async function openSheet(sheetId: number): Promise<ControlFailure | null> {
    if (!canTakeSheet(store.getState())) return null;
    actions().sheetTakeStarted({});
    try {
      const { blank, stack } = await takeSheet(api, gameId, sheetId, await correctAnswers());
      actions().sheetTaken({ blank, stack });
      return null;
    } catch (error) {
      const failure = failureOf(error);
      // 409: another expert holds it or it is checked already.
      actions().sheetTakeFailed({ unavailable: failure.status === 409 });
      // Count changes were skipped while the take was under way: the fetch rule gets its turn now.
      void maybeFetchSheet();
      return failure;
    }
  }

  function startChecking() {
    actions().checkingStarted({});
    void maybeFetchSheet();
  }

  /** A release that did not get through is tried again with the next keep-alive (which would extend the hold). */
  let releaseOwed = false;
  function release() {
    releaseOwed = false;
    void cancelSheet(api, gameId).catch(() => {
      releaseOwed = true;
    });
  }

  function stopChecking() {
    actions().checkingStopped({});
    release();
  }

  let resyncing: Promise<void> | null = null;
  let again = false;
  /** Refetch the state (again when asked meanwhile), then the appeals and the chat status; then the fetch rule. */
  function resync(): Promise<void> {
    if (resyncing) {
      again = true;
      return resyncing;
    }
    resyncing = (async () => {
      do {
        again = false;
        try {
          const state = await queryClient.fetchQuery({ ...expertQueries.state(api, gameId), staleTime: 0 });
          actions().stateLoaded({ state });
        } catch {
          // The next reconnect or sequence gap tries again.
        }
      } while (again);
      void queryClient.invalidateQueries({ queryKey: expertKeys.appeals(gameId) });
      void queryClient.invalidateQueries({ queryKey: expertKeys.chat(gameId) });
      void maybeFetchSheet();
    })().finally(() => {
      resyncing = null;
    });
    return resyncing;
  }

  /**
   * A state another expert's control made (their GameStateChanged, or a re-read that found the game moved on):
   * applied and announced in the words of this console's own controls, cached, and the answer groups and the
   * sheet fetch rule looked at again.
   */
  function follow(state: GameState) {
    const before = store.getState();
    actions().gameStateChanged({ state });
    queryClient.setQueryData(expertKeys.state(gameId), state);
    // A round started or closed (late answers may still come in after closing): its groups are different now.
    if (before.currentTour !== state.tourNumber || before.lastClosedTour !== state.lastClosedTour) {
      void queryClient.invalidateQueries({ queryKey: expertKeys.allGroups(gameId) }, { cancelRefetch: false });
    }
    void maybeFetchSheet();
  }

  let followingUp: Promise<void> | null = null;
  /**
   * The spec's way to stay in step with colleagues (its expert channel has no GameStateChanged, ChatUnLocked or
   * AppealResolved): re-read the chat status, the state and the appeals, and apply them as those events are applied.
   * Does nothing once the backend has shown it sends GameStateChanged.
   */
  function followUp(): Promise<void> {
    if (isEventAdditionSeen('expertGameStateChanged')) return Promise.resolve();
    followingUp ??= (async () => {
      const before = followedFields(store.getState());
      const [chat, state] = await Promise.allSettled([fetchChatLocked(api, gameId), fetchGameState(api, gameId)]);
      // Something newer was applied while the reads were under way (this console's own control or chat switch, an
      // event, a resync): it stands, and the next re-read looks again. A failed read is silent likewise.
      const current = store.getState();
      if (current.pending === null && followedFields(current) === before) {
        // The chat first: the state carries the chat status too and would apply it without the announcement.
        if (chat.status === 'fulfilled') {
          actions().chatLockChanged({ locked: chat.value });
          queryClient.setQueryData(expertKeys.chat(gameId), chat.value);
        }
        if (state.status === 'fulfilled') follow(state.value);
      }
      // The list and any appeal open in detail: a colleague's verdict shows.
      void queryClient.invalidateQueries({ queryKey: expertKeys.appeals(gameId) }, { cancelRefetch: false });
    })().finally(() => {
      followingUp = null;
    });
    return followingUp;
  }

  /**
   * While the backend has not shown it sends GameStateChanged: a re-read every followMs while the tab is visible
   * (TanStack's focusManager, as its refetchInterval does), and at once when the tab is shown again or the window
   * gets the focus. The first GameStateChanged stops it for the page load. Returns the stop function.
   */
  function followColleagues(): () => void {
    if (typeof window === 'undefined' || isEventAdditionSeen('expertGameStateChanged')) return () => {};
    const now = () => void followUp();
    const tick = setInterval(() => {
      if (focusManager.isFocused()) now();
    }, followMs);
    const unsubscribeVisible = focusManager.subscribe((visible) => {
      if (visible) now();
    });
    window.addEventListener('focus', now);
    const unsubscribeDiscovery = onAdditionDiscovered(() => {
      if (isEventAdditionSeen('expertGameStateChanged')) stop();
    });
    function stop() {
      clearInterval(tick);
      unsubscribeVisible();
      window.removeEventListener('focus', now);
      unsubscribeDiscovery();
    }
    return stop;
  }

  return {
    control,
    send,
    openSheet,
    startChecking,
    stopChecking,
    maybeFetchSheet,
    resync,
    follow,
    followUp,
    /**
     * Mounted in the browser: picks up where this tab's previous page left off, then keeps alive while the console
     * is open and remembers what a reload needs. Returns the stop function.
     */
    start(): () => void {
      const memory = readConsoleMemory(storage, gameId);
      if (memory && memory.openLockedUntil > Date.now()) actions().openLockRestored({ until: memory.openLockedUntil });
      if (memory && memory.checked.length > 0) actions().checkedRestored({ sheets: memory.checked });
      // Checking before the reload: its held sheet comes back (the stack hands an expert their own hold first).
      // Otherwise a hold of this expert may be left over (a closed or crashed tab, a lost stop) that keep-alives
      // would extend for ever: it goes back to the stack, unless another tab of this console is checking it.
      const stopAnswering = answerOtherTabs(gameId, () => currentBlankOf(store.getState()) !== null);
      let stopped = false;
      if (memory?.checking) {
        actions().checkingStarted({});
        void maybeFetchSheet(true);
      } else {
        void otherTabHoldsSheet(gameId, otherTabsWaitMs).then((held) => {
          if (!held && !stopped && !store.getState().checking.on) release();
        });
      }
      let remembered = memoryOf(store.getState());
      let finished = store.getState().isFinished;
      const unsubscribe = store.subscribe((state) => {
        // The game was finished (here or by another expert): a sheet this expert holds can no longer be checked.
        if (state.isFinished && !finished) release();
        finished = state.isFinished;
        const next = memoryOf(state);
        if (!memoryChanged(next, remembered)) return;
        remembered = next;
        writeConsoleMemory(storage, gameId, next);
      });
      const beat = setInterval(() => {
        if (releaseOwed) release();
        void keepAlive(api, gameId).catch(() => undefined);
      }, KEEP_ALIVE_MS);
      void keepAlive(api, gameId).catch(() => undefined);
      const stopFollowing = followColleagues();
      return () => {
        stopped = true;
        stopFollowing();
        stopAnswering();
        unsubscribe();
        clearInterval(beat);
        timers.forEach(clearTimeout);
        timers.clear();
      };
    },
  };
}

export type ExpertEngine = ReturnType<typeof createExpertEngine>;
