'use client';
import { useTranslations } from 'next-intl';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { chatLimits } from '@/contract/schemas/chat';
import { sendBlock } from '../model/chat-rules';
import { useChat, useChatActions } from '../store';
import type { SendRefusal } from '../types';
import { useChatContext } from './chat-provider';
import styles from './chat.module.css';

const refusalKey = {
  empty: 'empty',
  'too-long': 'tooLong',
  locked: 'locked',
  round: 'round',
  'rate-limited': 'rateLimited',
  'no-connection': 'noConnection',
  'not-joined': 'noConnection',
  'renew-token': 'noConnection',
  invalid: 'invalid',
} as const satisfies Record<SendRefusal['reason'], string>;

/**
 * The message field: Enter sends, Shift+Enter starts a new line. While the chat is locked or answers are open the
 * field stays editable (the draft is kept, also across tabs) and the reason is shown; the send is refused with it.
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
  const shownRefusal = refusal;

  return (
    <form className={styles.composer} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`} className={styles.label}>
        {t('label')}
      </label>
      {/* A live region that is always there, so a lock or a round that starts while the reader types is read out. */}
      <div role="status">
        {block ? (
          <p id={`${id}-block`} className={styles.blocked} data-testid="chat-blocked">
            {t(`blocked.${block}`)}
          </p>
        ) : null}
      </div>
      <textarea
        id={`${id}-text`}
        className={styles.field}
        rows={2}
        value={draft}
        onChange={(event) => draftChanged({ text: event.target.value })}
        onKeyDown={onKeyDown}
        aria-invalid={over || undefined}
        aria-describedby={[block ? `${id}-block` : null, `${id}-count`, `${id}-hint`, shownRefusal ? `${id}-error` : null].filter(Boolean).join(' ')}
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
      {shownRefusal ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {t(`refusal.${refusalKey[shownRefusal.reason]}`, {
            max: chatLimits.maxLength,
            over: Math.max(0, draft.length - chatLimits.maxLength),
            seconds: shownRefusal.retryAfterSeconds ?? 1,
          })}
        </p>
      ) : null}
    </form>
  );
}
