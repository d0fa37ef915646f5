'use client';
import type { ReactNode } from 'react';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { ParticipantChannel } from './participant-channel';
import { ParticipantProvider, type ParticipantProviderProps } from './participant-provider';

/**
 * The live screen's client root: one realtime connection (player session), the screen's store and answer sync,
 * and the channel binding. Everything inside, the site header included, can use the screen's hooks.
 */
export function LiveParticipantRoot({ children, ...props }: Omit<ParticipantProviderProps, 'api' | 'storage' | 'syncOptions'> & { children: ReactNode }) {
  return (
    <RealtimeProvider scope="player">
      <ParticipantProvider {...props}>
        <ParticipantChannel />
        {children}
      </ParticipantProvider>
    </RealtimeProvider>
  );
}
