'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useAuthEmail, useAuthModalActions, useSentLetter } from '../../store/auth-modal-provider';
import styles from './frames.module.css';

/** "Check your e-mail": after registration, a resend, or recovery. */
export function EmailSentFrame() {
  const t = useTranslations('auth.emailSent');
  const email = useAuthEmail();
  const letter = useSentLetter();
  const { loginChosen, confirmationRequested } = useAuthModalActions();
  const closeRef = useRef<HTMLButtonElement>(null);
  // The form that had focus is gone; put focus on the main action instead of losing it to the page.
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div className={styles.frame}>
      <p role="status" className={styles.message}>
        {letter === 'recovery' ? t('recovery', { email }) : t('confirmation', { email })}
      </p>
      <p className={styles.hint}>{t('spam')}</p>
      <Dialog.Close asChild>
        <button ref={closeRef} type="button" className={styles.primary}>
          {t('close')}
        </button>
      </Dialog.Close>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => loginChosen({ email })}>
          {t('backToLogin')}
        </button>
        {letter === 'confirmation' ? (
          <button type="button" className={styles.linkButton} onClick={() => confirmationRequested({ email })}>
            {t('sendAgain')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
