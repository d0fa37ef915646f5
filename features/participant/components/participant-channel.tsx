'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { channels } from '@/contract/realtime';
import { useRealtime } from '@/lib/realtime/realtime-provider';
import { useChannel } from '@/lib/realtime/use-channel';
import { useConnectionChanges } from '@/lib/realtime/use-connection-changes';
import { useConnectionView } from '@/lib/realtime/use-connection-view';
import { createParticipantHandlers } from '../realtime';
import { useParticipantStore } from '../store';
import { useParticipantServices } from './participant-services';
import styles from './status/status.module.css';

const TYPING_SWEEP_MS = 1000;

/**
 * Keeps the screen joined to `participant.{id}`: events go to the store and the query cache, every (re)subscribe
 * and sequence gap resyncs, and connection changes are announced (lost: assertive; back: polite).
 */
export function ParticipantChannel() {
  const store = useParticipantStore();
  const services = useParticipantServices();
  const { participantId, sync, cache, resync, linkRealtime, requireAnswers } = services;
  const queryClient = useQueryClient();
  const { client } = useRealtime();
  const name = channels.participant(participantId);

  useEffect(() => {
    if (!client) return;
    linkRealtime({ socketId: () => client.socketId(), whisper: (event, data) => client.whisper(name, event, data) });
    return () => linkRealtime(null);
  }, [client, name, linkRealtime]);

  const events = useMemo(
    () =>
      createParticipantHandlers({
        participantId,
        store,
        sync,
        cache,
        queryClient,
        socketId: () => client?.socketId(),
        resync: () => void resync(),
        report: ({ event, issue }) => console.warn('[participant] malformed event ignored', event, issue),
      }),
    [cache, client, participantId, queryClient, resync, store, sync],
  );
  // 403: this session may not watch the team's channel (spec: tell the player to contact support with the socket id).
  const [refusedAs, setRefusedAs] = useState<string | null>(null);
  const resyncing = useRef<Promise<void>>(Promise.resolve());
  useChannel(name, {
    events,
    onResync: () => {
      setRefusedAs(null);
      resyncing.current = resync();
    },
    // Joined again (or for the first time) mid-round: once the state is fresh, teammates send what the server lacks.
    onSubscribed: () => void resyncing.current.then(requireAnswers),
    onRefused: (status) => {
      if (status === 403) setRefusedAs(client?.socketId() ?? '—');
    },
  });

  useConnectionChanges(useConnectionView(), {
    onLost: () => store.getState().actions.connectionLost({}),
    onBack: () => store.getState().actions.connectionBack({}),
  });

  useEffect(() => {
    const timer = setInterval(() => {
      if (store.getState().typing.length > 0) store.getState().actions.typingExpired({ now: Date.now() });
    }, TYPING_SWEEP_MS);
    return () => clearInterval(timer);
  }, [store]);

  return refusedAs ? <ChannelRefused socketId={refusedAs} /> : null;
}

function ChannelRefused({ socketId }: { socketId: string }) {
  const t = useTranslations('participant.connection');
  return (
    <p role="alert" className={styles.refused}>
      {t('refused', { socketId })}
    </p>
  );
}
