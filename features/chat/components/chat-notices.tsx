'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useChat, useChatActions } from '../store';

/** How long a notice stays in the region: long enough to be read, then it leaves (no stale "closed" to browse to). */
export const NOTICE_KEEP_MS = 7000;

/**
 * A polite live region for the chat's lock (and, while the chat is on screen, a round that closes or gives back
 * the chat). Mounted by ChatProvider for the whole screen, so the organiser closing or reopening the chat is read
 * out whichever tab is open; the composer's own notice is plain text (no second live region, nothing said twice).
 * The region is always in the page (empty until a notice), as screen readers need it before its content changes.
 */
export function ChatNotices() {
  const t = useTranslations('chat');
  const notice = useChat((s) => s.notice);
  const { noticeExpired } = useChatActions();

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => noticeExpired({ id: notice.id }), NOTICE_KEEP_MS);
    return () => clearTimeout(timer);
  }, [notice, noticeExpired]);

  const text =
    notice === null
      ? null
      : notice.kind === 'locked'
        ? t('composer.blocked.locked')
        : notice.kind === 'round'
          ? t('composer.blocked.round')
          : notice.kind === 'reopened'
            ? t('announce.reopened')
            : t('announce.roundOver');
  return (
    <div role="status" aria-live="polite" aria-relevant="additions text" className="visually-hidden" data-testid="chat-notice">
      {/* Keyed by the notice: the same words said again (locked, reopened, locked) are a new addition, read again. */}
      {notice ? <p key={notice.id}>{text}</p> : null}
    </div>
  );
}
