'use client';
import { useLocale, useTranslations } from 'next-intl';
import { memo } from 'react';
import { balancedBidi } from '@/contract/user-text';
import type { Locale } from '@/lib/i18n/routing';
import { formatMessageTime } from '../model/format-time';
import type { ChatMessage } from '../types';
import { MessageText } from './message-text';
import styles from './chat.module.css';

/**
 * One message: the author's team (or "organiser" / "support"), the author, the time and the text. The reader's own
 * messages are marked in words (for screen readers) and by their look.
 */
export const ChatMessageItem = memo(function ChatMessageItem({ message, own }: { message: ChatMessage; own: boolean }) {
  const t = useTranslations('chat.message');
  const locale = useLocale() as Locale;
  const who =
    message.author.role === 'staff' ? t('organiser') : message.author.role === 'support' ? t('support') : (message.author.teamName ?? message.author.name);
  return (
    <article className={styles.message} data-own={own || undefined}>
      <header className={styles.meta}>
        <span className={styles.team} dir="auto">
          {balancedBidi(who)}
        </span>
        <span className={styles.author} dir="auto">
          {balancedBidi(message.author.name)}
        </span>
        {own ? <span className={styles.you}>{t('you')}</span> : null}
        <time className={styles.time} dateTime={new Date(message.createdAt).toISOString()}>
          {formatMessageTime(message.createdAt, locale)}
        </time>
      </header>
      <MessageText text={message.text} />
    </article>
  );
});
