'use client';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApiClient } from '@/lib/api/create-api-client';
import { expertBrowserApi } from '../api/browser-expert-api';
import { createExpertEngine, type ExpertEngine } from '../model/expert-engine';
import { initialExpertState } from '../model/expert-state';
import { createExpertStore, ExpertStoreContext } from '../store';
import type { GameState } from '../types';

export interface ExpertServices {
  gameId: number;
  api: ApiClient;
  engine: ExpertEngine;
}

const ExpertServicesContext = createContext<ExpertServices | null>(null);

export function useExpertServices(): ExpertServices {
  const services = useContext(ExpertServicesContext);
  if (!services) throw new Error('Expert hooks need an <ExpertProvider> above them');
  return services;
}

export interface ExpertProviderProps {
  gameId: number;
  expertId: number;
  state: GameState;
  children: ReactNode;
  /** Tests pass their own client and timings; the app uses the expert session's browser client. */
  api?: ApiClient;
  engineOptions?: { openLockMs?: number; scoresReleaseMs?: number; storage?: Storage; otherTabsWaitMs?: number; followMs?: number };
}

/** The console's state: the store (live game state) and the engine (controls, checking, keep-alive, resync). */
export function ExpertProvider({ gameId, expertId, state, children, api = expertBrowserApi, engineOptions }: ExpertProviderProps) {
  const queryClient = useQueryClient();
  const [store] = useState(() => createExpertStore(initialExpertState(gameId, expertId, state)));
  const [engine] = useState(() => createExpertEngine({ store, queryClient, api, gameId, ...engineOptions }));
  useEffect(() => engine.start(), [engine]);
  const services = useMemo(() => ({ gameId, api, engine }), [api, engine, gameId]);
  return (
    <ExpertStoreContext.Provider value={store}>
      <ExpertServicesContext.Provider value={services}>{children}</ExpertServicesContext.Provider>
    </ExpertStoreContext.Provider>
  );
}
