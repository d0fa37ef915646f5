'use client';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { ConnectionStatus } from '@/components/status/connection-status';
import { useChatConnectionView } from '@/lib/realtime/chat/use-chat-connection-view';
import { initialJoinState, type JoinState } from '@/lib/realtime/chat/chat-join-machine';
import { useChatContext } from './chat-provider';
import styles from './chat.module.css';

const noop = () => () => {};

/**
 * The chat socket's state with the game channel's words and look (online / waiting / no connection / offline),
 * and the join's failures: the spec's alert with the socket id for support, or "log in again".
 */
export function ChatStatus() {
  const t = useTranslations('chat.connection');
  const { socket } = useChatContext();
  const view = useChatConnectionView(socket);
  const join = useSyncExternalStore<JoinState>(
    socket ? socket.state.subscribe : noop,
    () => socket?.state.getState().join ?? initialJoinState,
    () => initialJoinState,
  );
  const joining = view === 'online' && join.phase !== 'joined' && join.phase !== 'failed';
  return (
    <>
      <ConnectionStatus view={view} label={joining ? t('joining') : t(view)} testId="chat-connection" className={styles.connection} />
      {join.phase === 'failed' ? (
        <p role="alert" className={styles.error} data-testid="chat-join-failed">
          {join.failure === 'auth' ? t('authFailed') : t('joinFailed', { socketId: join.failedSocketId ?? '—' })}
        </p>
      ) : null}
    </>
  );
}
