'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isStreamUrl } from '@/contract/schemas/expert';
import { isApiFailure } from '@/lib/api/api-failure';
import { setChatLocked, updateStream } from '../api/expert-api';
import { expertKeys, expertQueries } from '../api/expert-queries';
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
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const isLocked = chat ?? locked;

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const now = await setChatLocked(api, gameId, !isLocked);
      queryClient.setQueryData(expertKeys.chat(gameId), now);
      changed({ locked: now });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.row}>
      <p className={styles.status} data-testid="chat-status">
        {t(isLocked ? 'chatLocked' : 'chatOpen')}
      </p>
      <FocusKeepingButton className={styles.button} unavailable={busy} aria-busy={busy} onClick={() => void toggle()}>
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
  const queryClient = useQueryClient();
  const saved = useQuery(expertQueries.details(api, gameId)).data?.stream ?? '';
  const field = useRef<HTMLInputElement>(null);
  /** Typed since the last save: a new address from the server (another expert) must not overwrite it. */
  const edited = useRef(false);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'invalid' | 'failed'>('idle');
  useEffect(() => {
    if (field.current && !edited.current) field.current.value = saved;
  }, [saved]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'saving') return;
    const typed = field.current?.value ?? '';
    const stream = typed.trim() === '' ? null : typed.trim();
    if (stream !== null && !isStreamUrl(stream)) {
      // Said at once, without a round trip; the field keeps the text and the focus goes back to it.
      setState('invalid');
      field.current?.focus();
      return;
    }
    setState('saving');
    try {
      const updated = await updateStream(api, gameId, stream);
      // Typed on while it was saving: that newer text stays.
      if (field.current?.value === typed) edited.current = false;
      queryClient.setQueryData(expertKeys.details(gameId), updated);
      if (!edited.current && field.current) field.current.value = updated.stream ?? '';
      setState('saved');
    } catch (error) {
      // What was typed stays in the field.
      setState(isApiFailure(error) && error.status === 422 ? 'invalid' : 'failed');
    }
  };
  const invalid = state === 'invalid';
  return (
    <form className={styles.row} onSubmit={(event) => void submit(event)} noValidate>
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
            if (state !== 'idle' && state !== 'saving') setState('idle');
          }}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'stream-error' : 'stream-hint'}
        />
      </label>
      <FocusKeepingButton type="submit" className={styles.button} unavailable={state === 'saving'} aria-busy={state === 'saving'}>
        {state === 'saving' ? t('saving') : t('save')}
      </FocusKeepingButton>
      <p id="stream-hint" className={styles.hint}>
        {t('streamHint')}
      </p>
      <p role="status" className={styles.ok}>
        {state === 'saved' ? t('saved') : ''}
      </p>
      {invalid ? (
        <p id="stream-error" role="alert" className={styles.problem}>
          {t('invalid')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className={styles.problem}>
          {t('failed')}
        </p>
      ) : null}
    </form>
  );
}
