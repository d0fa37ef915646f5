'use client';
import { useTranslations } from 'next-intl';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { chatLimits } from '@/contract/chat-settings';
import { sendBlock } from '../model/chat-rules';
import { useChat, useChatActions } from '../store';
import { useChatContext } from './chat-provider';
import { RefusalNotice } from './refusal-notice';
import styles from './chat.module.css';

/**
 * The message field: Enter sends, Shift+Enter starts a new line. While the chat is locked or answers are open the
 * field stays editable (the draft is kept, also across tabs and a reload: use-persisted-draft.ts) and the reason
 * is shown; the send is refused with it.
 */
export function Composer() {
  const t = useTranslations('chat.composer');
  const id = useId();
  const draft = useChat((s) => s.draft);
  const sending = useChat((s) => s.sending);
  const refusal = useChat((s) => s.refusal);
  const block = useChat(sendBlock);
  const { draftChanged, sendRefused } = useChatActions();
  const { session } = useChatContext();
  const over = draft.length > chatLimits.maxLength;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (session) void session.send();
    else sendRefused({ refusal: { reason: 'no-connection' } });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className={styles.composer} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`} className={styles.label}>
        {t('label')}
      </label>
      {/* Plain text, the field's description: the change is read out by ChatNotices (mounted with the screen, so a
          lock is heard on any tab), and a second live region here would say it twice. */}
      {block ? (
        <p id={`${id}-block`} className={styles.blocked} data-testid="chat-blocked">
          {t(`blocked.${block}`)}
        </p>
      ) : null}
      <textarea
        id={`${id}-text`}
        className={styles.field}
        rows={2}
        value={draft}
        onChange={(event) => draftChanged({ text: event.target.value })}
        onKeyDown={onKeyDown}
        aria-invalid={over || undefined}
        aria-describedby={[block ? `${id}-block` : null, `${id}-count`, `${id}-hint`, refusal ? `${id}-error` : null].filter(Boolean).join(' ')}
        autoComplete="off"
      />
      <div className={styles.composerFooter}>
        <span id={`${id}-count`} className={styles.counter} data-over={over || undefined}>
          {t('counter', { count: draft.length, max: chatLimits.maxLength })}
        </span>
        <span id={`${id}-hint`} className={styles.hint}>
          {t('hint')}
        </span>
        <button type="submit" className={styles.send} aria-disabled={block !== null || sending || undefined}>
          {sending ? t('sending') : t('send')}
        </button>
      </div>
      <RefusalNotice id={`${id}-error`} refusal={refusal} draftLength={draft.length} />
    </form>
  );
}
