'use client';
import { useTranslations } from 'next-intl';
import { useChat } from '../store';

/** The number of unread messages for the chat tab (nothing when there are none). */
export function ChatUnreadBadge({ className }: { className?: string }) {
  const t = useTranslations('chat');
  const unread = useChat((s) => s.unread);
  if (unread === 0) return null;
  return (
    <span className={className} data-testid="chat-unread">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="visually-hidden">{t('unread', { count: unread })}</span>
    </span>
  );
}
