'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiFailure } from '@/lib/api/api-failure';
import { usePostAppeal } from '../../api/use-post-appeal';
import { keyForSend, type PendingSend } from '../../model/idempotency';
import { useParticipantServices } from '../participant-services';
import styles from './results.module.css';

const MAX_CONCERN = 1000;

/**
 * An appeal on a rejected answer: one per question, with the team's concern. On any error the text stays and the
 * reason is shown; a retry of the same text reuses its idempotency key (never two appeals).
 */
export function AppealForm({
  resultId,
  questionNumber,
  onSent,
  onDraft,
}: {
  resultId: number;
  questionNumber: number;
  onSent: () => void;
  /** The text as typed (also '' when the form opens): the card keeps it if the form gives way to a status. */
  onDraft?: (draft: string) => void;
}) {
  const t = useTranslations('participant.appeal');
  const { api, participantId } = useParticipantServices();
  const appeal = usePostAppeal(api, participantId);
  const [open, setOpen] = useState(false);
  const [concern, setConcern] = useState('');
  /** The form's own check (an empty text is never sent); the server's refusals are the mutation's error. */
  const [empty, setEmpty] = useState(false);
  const pending = useRef<PendingSend | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const id = useId();

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
    setEmpty(false);
    appeal.reset();
  };

  useEffect(() => {
    if (open) field.current?.focus();
    else if (returnFocus.current) toggle.current?.focus();
    returnFocus.current = false;
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = concern.trim();
    setEmpty(!text);
    if (!text) return appeal.reset();
    pending.current = keyForSend(pending.current, JSON.stringify({ resultId, questionNumber, text }));
    appeal.mutate(
      { resultId, request: { concern: text, questionNumber }, idempotencyKey: pending.current.key },
      {
        onSuccess: () => {
          pending.current = null;
          onSent();
        },
        onError: (failure) => {
          // A refusal is final for this text; a network error keeps the key so a retry cannot file a second appeal.
          if (isApiFailure(failure) && failure.kind === 'http') pending.current = null;
        },
      },
    );
  };
  const sending = appeal.isPending;
  const error = empty ? t('required') : appeal.error ? (refusalText(appeal.error) ?? t('failed')) : null;

  if (!open) {
    return (
      <button
        ref={toggle}
        type="button"
        className={styles.link}
        onClick={() => {
          setOpen(true);
          onDraft?.(concern);
        }}
        aria-label={t('openLabel', { number: questionNumber })}
      >
        {t('open')}
      </button>
    );
  }
  return (
    <form
      className={styles.appealForm}
      onSubmit={submit}
      noValidate
      aria-label={t('formLabel', { number: questionNumber })}
      // Escape closes the form like "Cancel"; the text stays for when it opens again.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !sending) {
          event.preventDefault();
          close();
        }
      }}
    >
      <label htmlFor={`${id}-concern`}>{t('concern')}</label>
      <textarea
        ref={field}
        id={`${id}-concern`}
        value={concern}
        maxLength={MAX_CONCERN}
        rows={3}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(e) => {
          setConcern(e.target.value);
          onDraft?.(e.target.value);
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={styles.hint}>
          {t('hint')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={sending}>
          {sending ? t('sending') : t('send')}
        </button>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

/** The server's line for the field it refused, if it named one. */
function refusalText(failure: Error): string | undefined {
  const fields = isApiFailure(failure) ? failure.fieldErrors : {};
  return fields.concern?.[0] ?? fields.questionNumber?.[0];
}
