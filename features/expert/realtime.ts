import type { QueryClient } from '@tanstack/react-query';
import { safeParse, type $ZodType } from 'zod/v4/core';
import type { ExpertChannelEvent } from '@/contract/realtime';
import { expertEventSchemas, type ExpertEventPayload } from '@/contract/expert-events';
import { markEventAdditionSeen } from '@/lib/api/addition-discovery';
import { expertKeys } from './api/expert-queries';
import { sortReactions, toGameState, toReaction } from './api/to-expert';
import type { ExpertStore } from './store';
import type { GameState } from './types';

export interface ExpertRealtimeDeps {
  store: ExpertStore;
  queryClient: QueryClient;
  gameId: number;
  /** A count changed: the sheet fetch rule is looked at again (a failed fetch is retried this way). */
  countChanged: () => void;
  /** Another expert's control changed the game (`engine.follow`: the same path as a re-read's state). */
  stateChanged: (state: GameState) => void;
  /** Re-reads what the additions of this channel would say, while the backend has not shown it sends them. */
  followUp: () => void;
  report: (problem: { event: string; issue: string }) => void;
  /** Count events are applied together at most this often (a burst of 2,000 must not re-render 2,000 times). */
  coalesceMs?: number;
  /** The answer groups are refetched at most this often while sheets arrive (each refetch reads every answer). */
  groupsRefreshMs?: number;
}

/** Count updates waiting for the next flush: only the latest of each matters. */
interface PendingCounts {
  stack?: number;
  inTour?: { tourNumber: number | null; count: number };
  participants?: number;
}

/**
 * Maps the events of `game-expert.{id}` to store actions and query invalidations. Every payload is parsed with the
 * contract's schema; a malformed one is reported and ignored. The three counters are coalesced: the last value
 * of a burst is what the expert sees, one render later.
 */
export function createExpertHandlers(deps: ExpertRealtimeDeps): Record<ExpertChannelEvent, (payload: unknown) => void> {
  const { store, queryClient, gameId } = deps;
  const actions = () => store.getState().actions;
  const coalesceMs = deps.coalesceMs ?? 50;
  let pending: PendingCounts = {};
  let scheduled = false;

  // "Identical answers" follows the game by itself: sheets arriving, sheets checked (a round starting or closing:
  // `stateChanged`). Only a mounted groups query refetches; during a burst at most once per groupsRefreshMs (the
  // last change included).
  const groupsRefreshMs = deps.groupsRefreshMs ?? 1000;
  let groupsTimer: ReturnType<typeof setTimeout> | null = null;
  const refreshGroups = () => void queryClient.invalidateQueries({ queryKey: expertKeys.allGroups(gameId) }, { cancelRefetch: false });
  const groupsChanged = () => {
    if (groupsTimer) return;
    groupsTimer = setTimeout(() => {
      groupsTimer = null;
      refreshGroups();
    }, groupsRefreshMs);
  };

  const flush = () => {
    scheduled = false;
    const counts = pending;
    pending = {};
    if (counts.participants !== undefined) actions().participantsCounted({ count: counts.participants });
    if (counts.inTour) actions().sheetsInTourCounted(counts.inTour);
    if (counts.inTour || counts.stack !== undefined) groupsChanged();
    if (counts.stack !== undefined) {
      actions().sheetsCounted({ stack: counts.stack });
      deps.countChanged();
    }
  };
  const queue = (change: PendingCounts) => {
    pending = { ...pending, ...change };
    if (scheduled) return;
    scheduled = true;
    if (coalesceMs <= 0) flush();
    else setTimeout(flush, coalesceMs);
  };

  const on =
    <E extends ExpertChannelEvent>(event: E, handle: (payload: ExpertEventPayload<E>) => void) =>
    (payload: unknown) => {
      const result = safeParse(expertEventSchemas[event] as unknown as $ZodType<ExpertEventPayload<E>>, payload);
      if (!result.success) return deps.report({ event, issue: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
      handle(result.data);
    };

  return {
    SheetCountInStackChanged: on('SheetCountInStackChanged', (p) => queue({ stack: p.totalSheetCountInStack })),
    SheetCountInTourChanged: on('SheetCountInTourChanged', (p) => queue({ inTour: { tourNumber: p.tourNumber, count: p.totalSheetCountInTour } })),
    ParticipantJoined: on('ParticipantJoined', (p) => queue({ participants: p.count })),
    ParticipantLeft: on('ParticipantLeft', (p) => queue({ participants: p.count })),
    ParticipantCount: on('ParticipantCount', (p) => queue({ participants: p.count })),
    NewAppeal: on('NewAppeal', (p) => {
      const before = store.getState().appeals.length;
      actions().newAppeal({ expertId: p.expertId, appealId: p.appealId });
      if (store.getState().appeals.length !== before) void queryClient.invalidateQueries({ queryKey: expertKeys.appeals(gameId) });
    }),
    AppealResolved: on('AppealResolved', () => void queryClient.invalidateQueries({ queryKey: expertKeys.appeals(gameId) })),
    ReactionOccurred: on('ReactionOccurred', (p) => actions().reactionOccurred({ reaction: toReaction(p.reaction) })),
    ReactionsCleared: on('ReactionsCleared', () => actions().reactionsCleared({})),
    ReactionsUpdated: on('ReactionsUpdated', (p) => actions().reactionsUpdated({ active: p.active, reactions: sortReactions(p.reactions.map(toReaction)) })),
    ChatLocked: on('ChatLocked', () => {
      actions().chatLockChanged({ locked: true });
      queryClient.setQueryData(expertKeys.chat(gameId), true);
    }),
    ChatUnLocked: on('ChatUnLocked', () => {
      actions().chatLockChanged({ locked: false });
      queryClient.setQueryData(expertKeys.chat(gameId), false);
    }),
    // Spec: the game is reloaded (the stream or the appearance changed); without GameStateChanged, the state too.
    UpdateParticipantScreenRequired: on('UpdateParticipantScreenRequired', () => {
      void queryClient.invalidateQueries({ queryKey: expertKeys.details(gameId) });
      deps.followUp();
    }),
    // Another expert's control: this console follows. An addition: its first arrival shows the backend sends it,
    // and the re-reading that stands in for it stops (lib/api/addition-discovery.ts).
    GameStateChanged: on('GameStateChanged', (p) => {
      markEventAdditionSeen('expertGameStateChanged');
      deps.stateChanged(toGameState(p.state));
    }),
  };
}
