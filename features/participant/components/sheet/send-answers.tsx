'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useParticipant } from '../../store';
import { useParticipantServices } from '../participant-services';
import styles from './answer-sheet.module.css';

/**
 * The send-answers button of the round. Sending locks answering for the whole team, so it asks once before
 * (focus moves to the confirmation and back). Escape inside the confirmation cancels, as it would a dialog.
 */
export function SendAnswers() {
  const t = useTranslations('participant.sheet');
  const { sync } = useParticipantServices();
  const submitting = useParticipant((s) => s.submitting);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (returnFocus.current) sendRef.current?.focus();
    returnFocus.current = false;
  }, [confirming]);

  const cancel = () => {
    returnFocus.current = true;
    setConfirming(false);
  };

  if (confirming) {
    return (
      <div
        className={styles.confirm}
        role="group"
        aria-labelledby="send-confirm-text"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          cancel();
        }}
      >
        <p id="send-confirm-text">{t('confirmText')}</p>
        <button
          ref={confirmRef}
          type="button"
          className={styles.primary}
          onClick={() => {
            setConfirming(false);
            sync.submit();
          }}
        >
          {t('confirmSend')}
        </button>
        <button type="button" className={styles.secondary} onClick={cancel}>
          {t('cancel')}
        </button>
      </div>
    );
  }
  return (
    <button ref={sendRef} type="button" className={styles.primary} disabled={submitting} onClick={() => setConfirming(true)}>
      {submitting ? t('sending') : t('send')}
    </button>
  );
}
