// @vitest-environment node
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api/create-api-client';
import { testBaseUrls } from '@/tests/msw';
import { expertKeys } from './api/expert-queries';
import { createExpertEngine } from './model/expert-engine';
import { initialExpertState } from './model/expert-state';
import { createExpertHandlers } from './realtime';
import { createExpertStore } from './store';
import { gameState, gameStateWire } from './testing/fixtures';

function setup() {
  const store = createExpertStore(initialExpertState(5, 7, gameState()));
  const queryClient = new QueryClient();
  const countChanged = vi.fn();
  const report = vi.fn();
  // The engine as the console wires it (no call reaches the network here: checking is off).
  const api = createApiClient({ baseUrls: testBaseUrls, getToken: () => 'token', retries: 0 });
  const engine = createExpertEngine({ store, queryClient, api, gameId: 5 });
  const followUp = vi.fn();
  const handlers = createExpertHandlers({ store, queryClient, gameId: 5, countChanged, stateChanged: engine.follow, followUp, report, coalesceMs: 20 });
  return { store, queryClient, countChanged, report, handlers, followUp };
}

describe('game-expert channel handlers', () => {
  it('a burst of count events becomes one update with the last values, then the fetch rule is asked', async () => {
    const { store, handlers, countChanged } = setup();
    const renders = vi.fn();
    store.subscribe(renders);
    for (let i = 1; i <= 2000; i++) {
      handlers.SheetCountInStackChanged({ totalSheetCountInStack: i, seq: i * 3 });
      handlers.SheetCountInTourChanged({ tourNumber: 1, totalSheetCountInTour: i, seq: i * 3 + 1 });
      handlers.ParticipantCount({ count: i, seq: i * 3 + 2 });
    }
    expect(store.getState().sheetsCount).toBe(0);
    await vi.waitFor(() => expect(store.getState().sheetsCount).toBe(2000));
    expect(store.getState()).toMatchObject({ sheetsCountInTour: 2000, connectedParticipants: 2000 });
    expect(renders.mock.calls.length).toBeLessThanOrEqual(3);
    expect(countChanged).toHaveBeenCalledTimes(1);
  });

  it('keeps only NewAppeal for this expert, refetching the list then', () => {
    const { store, handlers, queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    handlers.NewAppeal({ expertId: 8, appealId: 3, seq: 1 });
    expect(store.getState().notification).toBe(false);
    expect(invalidate).not.toHaveBeenCalled();
    handlers.NewAppeal({ expertId: 7, appealId: 3, seq: 2 });
    expect(store.getState()).toMatchObject({ notification: true, appeals: [3] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: expertKeys.appeals(5) });
  });

  it("follows another expert's control and reports a malformed payload without applying it", () => {
    const { store, handlers, report } = setup();
    handlers.GameStateChanged({ seq: 1, action: 'startTour', state: { ...wireState(), tourNumber: 2 } });
    expect(store.getState().currentTour).toBe(2);
    handlers.ChatLocked({ seq: 2, gameId: 5, status: 'LOCKED' });
    expect(store.getState().isChatLocked).toBe(true);
    handlers.ReactionOccurred({ seq: 3, mechanic: 'TUTS', reaction: { participantId: 1, name: 'A', order: 1 } });
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ event: 'ReactionOccurred' }));
    expect(store.getState().mechanics.TUTS.reactions).toEqual([]);
  });
});

describe('identical answers follow the game', () => {
  /** A mounted groups query of round 1, counting its fetches. */
  function withGroups() {
    const kit = setup();
    const queryFn = vi.fn(() => Promise.resolve([]));
    const observer = new QueryObserver(kit.queryClient, { queryKey: expertKeys.groups(5, 1), queryFn, staleTime: 0 });
    const unsubscribe = observer.subscribe(() => undefined);
    return { ...kit, queryFn, unsubscribe };
  }

  it('refetches when the round closes and, at most once a second, while sheets arrive', async () => {
    vi.useFakeTimers();
    try {
      const { handlers, queryFn, unsubscribe, store } = withGroups();
      await vi.advanceTimersByTimeAsync(0);
      expect(queryFn).toHaveBeenCalledTimes(1);
      store.getState().actions.stateLoaded({ state: { ...gameState(), tourNumber: 1 } });
      handlers.GameStateChanged({ seq: 1, action: 'closeTour', state: { ...wireState(), tourNumber: null, lastClosedTour: 1 } });
      await vi.advanceTimersByTimeAsync(0);
      expect(queryFn).toHaveBeenCalledTimes(2);
      for (let i = 1; i <= 50; i++) handlers.SheetCountInTourChanged({ tourNumber: 1, totalSheetCountInTour: i, seq: 1 + i });
      await vi.advanceTimersByTimeAsync(100);
      expect(queryFn).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1000);
      expect(queryFn).toHaveBeenCalledTimes(3);
      unsubscribe();
    } finally {
      vi.useRealTimers();
    }
  });
});

const wireState = () => gameStateWire({ lastClosedTour: 1 });
