'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApiClient } from '@/lib/api/create-api-client';
import { browserStorage } from '@/lib/state/browser-storage';
import { participantBrowserApi } from '../api/browser-participant-api';
import { participantReducer } from '../model/participant-machine';
import { createParticipantEngine } from '../model/participant-engine';
import { initialParticipantState } from '../model/participant-state';
import { createParticipantStore, ParticipantStoreContext } from '../store';
import type { GameTab, ParticipantScreen, StoredAnswer, Viewer } from '../types';
import { ParticipantServicesContext, type ParticipantServices } from './participant-services';

export interface ParticipantProviderProps {
  screen: ParticipantScreen;
  /** The team's draft of the round under way (GET results), for a member who joins mid-round. */
  draft: StoredAnswer[];
  viewer: Viewer | null;
  initialTab: GameTab;
  streamEnabled: boolean;
  children: ReactNode;
  /** Tests pass their own client and storage; the app uses the player's browser client and localStorage. */
  api?: ApiClient;
  storage?: Storage | null;
  syncOptions?: { debounceMs?: number; retryDelaysMs?: number[] };
}

/**
 * The participant screen's state: the store (live round state) and the engine (draft cache, answer sync, resync).
 * Rendered on the server from the server's data alone; in the browser it then restores cached drafts (after
 * hydration, so the markup matches) and sends whatever the server lacks.
 */
export function ParticipantProvider({
  screen,
  draft,
  viewer,
  initialTab,
  streamEnabled,
  children,
  api = participantBrowserApi,
  storage,
  syncOptions,
}: ParticipantProviderProps) {
  const queryClient = useQueryClient();
  const id = screen.id;
  const [store] = useState(() =>
    createParticipantStore(
      participantReducer(initialParticipantState(screen, { tab: initialTab, streamEnabled }), {
        type: 'screenLoaded',
        screen,
        draft,
        cached: [],
        now: screen.serverTime,
      }),
    ),
  );
  const [engine] = useState(() =>
    createParticipantEngine({ store, queryClient, api, participantId: id, storage: storage === undefined ? browserStorage('local') : storage, syncOptions }),
  );
  const [first] = useState(() => ({ screen, draft }));
  useEffect(() => engine.start(first.screen, first.draft), [engine, first]);

  const services = useMemo<ParticipantServices>(
    () => ({
      participantId: id,
      initialScreen: first.screen,
      api,
      cache: engine.cache,
      sync: engine.sync,
      viewer,
      resync: engine.resync,
      linkRealtime: engine.linkRealtime,
      whisperTyping: (tourNumber, questionNumber) => {
        if (viewer) engine.clientEvent('clientTyping', { userId: viewer.id, userName: viewer.name, tourNumber, questionNumber });
      },
      requireAnswers: () => {
        if (viewer) engine.requireAnswers(viewer.id);
      },
    }),
    [api, engine, first, id, viewer],
  );

  return (
    <ParticipantStoreContext.Provider value={store}>
      <ParticipantServicesContext.Provider value={services}>{children}</ParticipantServicesContext.Provider>
    </ParticipantStoreContext.Provider>
  );
}
