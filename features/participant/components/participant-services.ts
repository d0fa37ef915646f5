'use client';
import { createContext, useContext } from 'react';
import type { ApiClient } from '@/lib/api/create-api-client';
import type { AnswerSync } from '../model/answer-sync';
import type { DraftCache } from '../model/draft-cache';
import type { RealtimeLink } from '../model/participant-engine';
import type { ParticipantScreen, Viewer } from '../types';

/** What the screen's components need besides the store: the API, the answer sync, who is playing. */
export interface ParticipantServices {
  participantId: number;
  /** The screen as the server rendered it: the fallback until the status query has data. */
  initialScreen: ParticipantScreen;
  api: ApiClient;
  cache: DraftCache;
  sync: AnswerSync;
  viewer: Viewer | null;
  /** Refetch the screen's state and reconcile the sheet. */
  resync: () => Promise<void>;
  /** Tells teammates "X is typing question N" (the spec's clientTyping; throttled by the caller). */
  whisperTyping: (tourNumber: number, questionNumber: number) => void;
  /** After every (re)join of the channel: asks teammates for their unsent drafts while a round takes answers. */
  requireAnswers: () => void;
  /** The channel binding hands over the realtime connection once it exists (null when it goes). */
  linkRealtime: (link: RealtimeLink | null) => void;
}

export const ParticipantServicesContext = createContext<ParticipantServices | null>(null);

export function useParticipantServices(): ParticipantServices {
  const services = useContext(ParticipantServicesContext);
  if (!services) throw new Error('Participant hooks need a <ParticipantProvider> above them');
  return services;
}
