'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type UIEvent } from 'react';
import { VirtualList, type VirtualListHandle } from '@/components/ui/virtual-list';
import { useChat } from '../store';
import { ChatMessageItem } from './chat-message-item';
import { useChatContext } from './chat-provider';
import styles from './chat.module.css';

/** Within this many pixels of the end the reader counts as "at the latest message": new ones are followed. */
const END_THRESHOLD_PX = 48;
/** This close to the top, the previous page of history is loaded. */
const LOAD_OLDER_PX = 240;

/**
 * The messages, virtualised (only the rows in view and a few around them exist, so thousands of messages stay
 * light). Anchored to the end: a new message is followed only while the reader is at the end, never when they
 * scrolled up to read (they get a "new messages" button instead); older pages load near the top and the
 * reader's row stays where it was.
 */
export function MessageList() {
  const t = useTranslations('chat.list');
  const messages = useChat((s) => s.messages);
  const hasOlder = useChat((s) => s.hasOlder);
  const loadingOlder = useChat((s) => s.loadingOlder);
  const historyFailed = useChat((s) => s.historyFailed);
  const liveOnly = useChat((s) => s.liveOnly);
  const { session, viewerId } = useChatContext();
  const list = useRef<VirtualListHandle>(null);
  const atEnd = useRef(true);
  const [below, setBelow] = useState(0);

  const lastId = messages.at(-1)?.id ?? null;
  const lastOwn = messages.at(-1)?.author.userId === viewerId;
  const seenLast = useRef<number | null>(null);
  useEffect(() => {
    const previous = seenLast.current;
    seenLast.current = lastId;
    if (lastId === null || previous === lastId) return;
    if (previous === null || lastOwn) {
      // The first page, or the reader's own message: go to the end.
      list.current?.scrollToEnd();
      atEnd.current = true;
      setBelow(0);
    } else if (!atEnd.current) {
      setBelow((count) => count + messages.filter((m) => m.id > previous).length);
    }
  }, [lastId, lastOwn, messages]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= END_THRESHOLD_PX;
    if (atEnd.current) setBelow(0);
    if (element.scrollTop < LOAD_OLDER_PX) void session?.loadOlder();
  };

  return (
    <div className={styles.listArea}>
      <div className={styles.history}>
        {hasOlder ? (
          <button type="button" className={styles.linkButton} onClick={() => void session?.loadOlder()} disabled={loadingOlder}>
            {loadingOlder ? t('loadingOlder') : t('loadOlder')}
          </button>
        ) : hasOlder === false && messages.length > 0 && !liveOnly ? (
          <span>{t('beginning')}</span>
        ) : null}
        {historyFailed ? (
          <span role="alert">
            {t('historyFailed')}{' '}
            <button type="button" className={styles.linkButton} onClick={() => void session?.catchUp()}>
              {t('retry')}
            </button>
          </span>
        ) : null}
      </div>
      {/* A focusable region: keyboard users scroll it with the arrow keys (reaching the top loads older messages). */}
      <VirtualList
        ref={list}
        items={messages}
        estimateSize={() => 64}
        keyOf={(message) => message.id}
        measureRows
        anchor="end"
        endThreshold={END_THRESHOLD_PX}
        className={styles.scroller}
        role="region"
        aria-label={t('label')}
        onScroll={onScroll}
        data-testid="chat-scroller"
        beforeList={messages.length === 0 ? <p className={styles.empty}>{hasOlder === null ? t('loading') : t('empty')}</p> : null}
        list={{ as: 'ol', className: styles.rows, 'aria-label': t('label') }}
        renderRow={(message, row) => (
          <li {...row.props} className={styles.row}>
            <ChatMessageItem message={message} own={message.author.userId === viewerId} />
          </li>
        )}
      />
      {below > 0 ? (
        <button
          type="button"
          className={styles.jump}
          onClick={() => {
            list.current?.scrollToEnd();
            setBelow(0);
            // The button goes away: without this the focus would fall to <body>. The list is where the reader
            // went (a focusable region: the arrow keys go on from the new messages), and focusing it must not move
            // the scroll the button has just set.
            list.current?.focus({ preventScroll: true });
          }}
        >
          {t('newBelow', { count: below })}
        </button>
      ) : null}
    </div>
  );
}
