'use client';
import { useEffect } from 'react';
import { useChatActions } from '../store';
import { ChatAnnouncer } from './chat-announcer';
import { ChatStatus } from './chat-status';
import { Composer } from './composer';
import { MessageList } from './message-list';
import styles from './chat.module.css';

/**
 * The visible chat: connection state, messages, the composer and the announcements. While it is mounted and the
 * page is visible, messages count as read.
 */
export function ChatRoom() {
  const { visibilityChanged } = useChatActions();
  useEffect(() => {
    const update = () => visibilityChanged({ visible: document.visibilityState === 'visible' });
    update();
    document.addEventListener('visibilitychange', update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      visibilityChanged({ visible: false });
    };
  }, [visibilityChanged]);

  return (
    <div className={styles.room}>
      <ChatStatus />
      <MessageList />
      <Composer />
      <ChatAnnouncer />
    </div>
  );
}
