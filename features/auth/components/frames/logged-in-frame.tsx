'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useAuthNotice } from '../../store/auth-modal-provider';
import { useNoticeText } from './frame-notice';
import styles from './frames.module.css';

/**
 * "You are logged in". After a confirmation link or a new password it says what happened first. Closing goes
 * through the dialog, so the modal's address rules apply as usual.
 */
export function LoggedInFrame() {
  const t = useTranslations('auth.loggedIn');
  const notice = useAuthNotice();
  const noticeText = useNoticeText();
  const closeRef = useRef<HTMLButtonElement>(null);
  // The form that had focus is gone; put focus on the only action instead of losing it to the page.
  useEffect(() => closeRef.current?.focus(), []);
  const reason = notice?.kind === 'email-confirmed' || notice?.kind === 'password-changed' ? noticeText(notice) : null;
  return (
    <div className={styles.frame}>
      <p role="status" className={styles.message}>
        {reason ? `${reason} ` : null}
        {t('message')}
      </p>
      <Dialog.Close asChild>
        <button ref={closeRef} type="button" className={styles.primary}>
          {t('close')}
        </button>
      </Dialog.Close>
    </div>
  );
}
