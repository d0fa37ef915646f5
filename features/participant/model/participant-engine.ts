import type { QueryClient } from '@tanstack/react-query';
import { clientEventWire } from '@/contract/realtime';
import type { ParticipantClientEvent, ParticipantClientEventPayload } from '@/contract/participant-events';
import type { ApiClient } from '@/lib/api/create-api-client';
import { participantKeys, participantQueries } from '../api/participant-queries';
import { postAnswers } from '../api/post-answers';
import { GRACE_MARGIN_MS } from '../realtime';
import type { ParticipantStore } from '../store';
import type { ParticipantScreen, ResultCard, StoredAnswer } from '../types';
import { createAnswerSync } from './answer-sync';
import { createDraftCache } from './draft-cache';
import { createResync } from './resync';

/** The bits of the realtime connection the screen uses outside the channel's event handlers. */
export interface RealtimeLink {
  socketId: () => string | undefined;
  whisper: (event: string, data: unknown) => void;
}

export interface ParticipantEngineDeps {
  store: ParticipantStore;
  queryClient: QueryClient;
  api: ApiClient;
  participantId: number;
  storage: Storage | null;
  syncOptions?: { debounceMs?: number; retryDelaysMs?: number[] };
}

const draftOf = (cards: ResultCard[] | undefined, tour: number | null): StoredAnswer[] =>
  tour === null ? [] : (cards?.find((card) => card.tourNumber === tour)?.answers ?? []);

/**
 * Everything of the participant screen that is not React: the draft cache, the answer sync, the resync (refetch
 * status and results, reconcile the sheet, send what the server lacks) and the link to the realtime connection.
 */
export function createParticipantEngine({ store, queryClient, api, participantId: id, storage, syncOptions }: ParticipantEngineDeps) {
  let link: RealtimeLink | null = null;
  const cache = createDraftCache(storage, id);
  const sync = createAnswerSync({
    store,
    cache,
    send: (post, key, signal) => postAnswers(api, id, post, key, { socketId: link?.socketId(), signal }),
    ...syncOptions,
  });

  /**
   * What a fetched screen must not predate: the round's state, and what the server is known to hold for each
   * question (a post's reply or a teammate's draft changes that; a reply read before it would take it back).
   */
  const knownState = () => {
    const s = store.getState();
    const held = s.sheet.map((entry) => `${entry.base.confidence ? 1 : 0}${entry.base.text}`).join('\u0000');
    return `${s.currentTour}|${s.canAnswer}|${s.lastClosedTour}|${s.isFinished}|${s.isAnswered}|${held}`;
  };
  const loaded = (screen: ParticipantScreen, draft: StoredAnswer[]) => {
    const tour = screen.currentTour;
    store.getState().actions.screenLoaded({ screen, draft, cached: tour ? cache.read(tour) : [], now: Date.now() });
  };

  const resync = createResync(
    async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const before = knownState();
        const [screen, cards] = await Promise.all([
          queryClient.fetchQuery({ ...participantQueries.status(api, id), staleTime: 0 }),
          queryClient.fetchQuery({ ...participantQueries.results(api, id), staleTime: 0 }),
        ]);
        // An event or a post's reply moved things on while we were fetching: this reply may predate it, so ask again.
        if (knownState() !== before) continue;
        loaded(screen, draftOf(cards, screen.currentTour));
        break;
      }
      void queryClient.invalidateQueries({ queryKey: participantKeys.rating(id) });
    },
    () => {
      sync.afterLoad();
      sync.retryNow();
    },
  );

  return {
    cache,
    sync,
    resync,
    linkRealtime(next: RealtimeLink | null) {
      link = next;
    },
    /** Sends one of the spec's client events to the teammates: `{participantId, data}` as `client-<name>`. */
    clientEvent<E extends ParticipantClientEvent>(name: E, data: ParticipantClientEventPayload<E>['data']) {
      link?.whisper(clientEventWire(name), { participantId: id, data });
    },
    /**
     * This screen's socket (re)joined the channel, and its state is fresh: if a round takes answers, ask the
     * teammates for the edits the server does not hold yet (spec: clientRequireAnswers).
     */
    requireAnswers(userId: number) {
      const { currentTour, canAnswer } = store.getState();
      if (currentTour !== null && canAnswer) this.clientEvent('clientRequireAnswers', { userId, tourNumber: currentTour });
    },
    socketId: () => link?.socketId(),
    /**
     * Mounted in the browser: restore cached drafts into the server-rendered sheet, send what the server lacks, and
     * retry at once when the network comes back. Returns the stop function.
     */
    start(first: ParticipantScreen, firstDraft: StoredAnswer[]): () => void {
      sync.start();
      loaded(first, firstDraft);
      sync.afterLoad();
      // A round still in its grace: its correct answers show once the grace is over (no event says so).
      const grace = first.acceptingUntil === null ? null : first.acceptingUntil - (Date.now() + store.getState().clockOffsetMs);
      const graceTimer =
        grace !== null && grace > 0
          ? setTimeout(() => void queryClient.invalidateQueries({ queryKey: participantKeys.results(id) }), grace + GRACE_MARGIN_MS)
          : undefined;
      const online = () => {
        sync.retryNow();
        void resync();
      };
      // A player switching to the stream app or closing the tab should not leave the last second of typing behind.
      const hidden = () => {
        if (document.visibilityState === 'hidden') sync.flushNow();
      };
      window.addEventListener('online', online);
      document.addEventListener('visibilitychange', hidden);
      window.addEventListener('pagehide', sync.flushNow);
      return () => {
        clearTimeout(graceTimer);
        window.removeEventListener('online', online);
        document.removeEventListener('visibilitychange', hidden);
        window.removeEventListener('pagehide', sync.flushNow);
        sync.stop();
      };
    },
  };
}
