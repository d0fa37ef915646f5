'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { channels } from '@/contract/realtime';
import { useChannel } from '@/lib/realtime/use-channel';
import { useConnectionChanges } from '@/lib/realtime/use-connection-changes';
import { useConnectionView } from '@/lib/realtime/use-connection-view';
import { createExpertHandlers } from '../realtime';
import { useExpertStore } from '../store';
import { useExpertServices } from './expert-provider';
import styles from './console.module.css';

/**
 * Keeps the console joined to `game-expert.{id}` (the spec's join-expert; leaving the screen unsubscribes, its
 * leave-expert): events go to the store, every (re)subscribe and sequence gap resyncs, and connection changes are
 * announced (lost: assertive; back: polite).
 */
export function ExpertChannel() {
  const store = useExpertStore();
  const { gameId, engine } = useExpertServices();
  const queryClient = useQueryClient();
  const events = useMemo(
    () =>
      createExpertHandlers({
        store,
        queryClient,
        gameId,
        countChanged: () => void engine.maybeFetchSheet(),
        stateChanged: engine.follow,
        followUp: () => void engine.followUp(),
        report: ({ event, issue }) => console.warn('[expert] malformed event ignored', event, issue),
      }),
    [engine, gameId, queryClient, store],
  );
  const [refused, setRefused] = useState(false);
  useChannel(channels.gameExpert(gameId), {
    events,
    onResync: () => {
      setRefused(false);
      void engine.resync();
    },
    onRefused: (status) => setRefused(status === 403),
  });

  useConnectionChanges(useConnectionView(), {
    onLost: () => store.getState().actions.connectionLost({}),
    onBack: () => store.getState().actions.connectionBack({}),
  });

  return refused ? <ChannelRefused /> : null;
}

function ChannelRefused() {
  const t = useTranslations('expertConsole.connection');
  return (
    <p role="alert" className={styles.problem}>
      {t('refused')}
    </p>
  );
}
