'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isStreamUrl } from '@/contract/schemas/expert';
import { isApiFailure } from '@/lib/api/api-failure';
import { expertQueries } from '../api/expert-queries';
import { useSetChatLocked } from '../api/use-set-chat-locked';
import { useUpdateStream } from '../api/use-update-stream';
import { useExpert } from '../store';
import { FocusKeepingButton } from '@/components/ui/focus-keeping-button';
import { useExpertServices } from './expert-provider';
import styles from './console.module.css';

/** The stream address (PATCH /experts/games/{id}) and the game chat's lock. */
export function SettingsPanel() {
  const t = useTranslations('expertConsole.settings');
  return (
    <section className={styles.panel} aria-labelledby="settings-heading">
      <h2 id="settings-heading">{t('heading')}</h2>
      <ChatLock />
      <StreamForm />
    </section>
  );
}

function ChatLock() {
  const t = useTranslations('expertConsole.settings');
  const { api, gameId } = useExpertServices();
  // GET /chats/GAME/{id} on load; ChatLocked / ChatUnLocked keep it current (the store follows both).
  const chat = useQuery(expertQueries.chat(api, gameId)).data;
  const locked = useExpert((s) => s.isChatLocked);
  const changed = useExpert((s) => s.actions.chatLockChanged);
  const lock = useSetChatLocked(api, gameId);
  const busy = lock.isPending;
  const failed = lock.isError;
  const isLocked = chat ?? locked;

  const toggle = () => {
    if (busy) return;
    lock.mutate(!isLocked, { onSuccess: (now) => changed({ locked: now }) });
  };
  return (
    <div className={styles.row}>
      <p className={styles.status} data-testid="chat-status">
        {t(isLocked ? 'chatLocked' : 'chatOpen')}
      </p>
      <FocusKeepingButton className={styles.button} unavailable={busy} aria-busy={busy} onClick={toggle}>
        {t(isLocked ? 'unlock' : 'lock')}
      </FocusKeepingButton>
      {failed ? (
        <p role="alert" className={styles.problem}>
          {t('chatFailed')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The stream address. The field is uncontrolled: a keystroke costs no render (on a slow laptop in a 2,000-team game
 * every millisecond of the main thread counts); the server's address replaces the text only while it is untouched.
 */
function StreamForm() {
  const t = useTranslations('expertConsole.settings');
  const { api, gameId } = useExpertServices();
  const save = useUpdateStream(api, gameId);
  const saved = useQuery(expertQueries.details(api, gameId)).data?.stream ?? '';
  const field = useRef<HTMLInputElement>(null);
  /** Typed since the last save: a new address from the server (another expert) must not overwrite it. */
  const edited = useRef(false);
  /** The address typed is not one (said at once, without a round trip). */
  const [notAnAddress, setNotAnAddress] = useState(false);
  useEffect(() => {
    if (field.current && !edited.current) field.current.value = saved;
  }, [saved]);

  const saving = save.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const typed = field.current?.value ?? '';
    const stream = typed.trim() === '' ? null : typed.trim();
    if (stream !== null && !isStreamUrl(stream)) {
      // Said at once, without a round trip; the field keeps the text and the focus goes back to it.
      save.reset();
      setNotAnAddress(true);
      field.current?.focus();
      return;
    }
    setNotAnAddress(false);
    // On an error what was typed stays in the field.
    save.mutate(stream, {
      onSuccess: (updated) => {
        // Typed on while it was saving: that newer text stays.
        if (field.current?.value === typed) edited.current = false;
        if (!edited.current && field.current) field.current.value = updated.stream ?? '';
      },
    });
  };
  const refused = isApiFailure(save.error) && save.error.status === 422;
  const invalid = notAnAddress || refused;
  const failed = save.isError && !refused;
  return (
    <form className={styles.row} onSubmit={submit} noValidate>
      <label className={styles.label}>
        <span>{t('stream')}</span>
        <input
          className={styles.field}
          type="url"
          inputMode="url"
          ref={field}
          defaultValue={saved}
          placeholder="https://"
          onChange={() => {
            edited.current = true;
            // Only the first keystroke after a result renders (to take the result away).
            if (notAnAddress) setNotAnAddress(false);
            if (save.isSuccess || save.isError) save.reset();
          }}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'stream-error' : 'stream-hint'}
        />
      </label>
      <FocusKeepingButton type="submit" className={styles.button} unavailable={saving} aria-busy={saving}>
        {saving ? t('saving') : t('save')}
      </FocusKeepingButton>
      <p id="stream-hint" className={styles.hint}>
        {t('streamHint')}
      </p>
      <p role="status" className={styles.ok}>
        {save.isSuccess ? t('saved') : ''}
      </p>
      {invalid ? (
        <p id="stream-error" role="alert" className={styles.problem}>
          {t('invalid')}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className={styles.problem}>
          {t('failed')}
        </p>
      ) : null}
    </form>
  );
}
