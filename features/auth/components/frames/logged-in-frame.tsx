'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import styles from './frames.module.css';

/** "You are logged in" message. Closing goes through the dialog, so the modal's address rules apply as usual. */
export function LoggedInFrame() {
  const t = useTranslations('auth.loggedIn');
  const closeRef = useRef<HTMLButtonElement>(null);
  // The form that had focus is gone; put focus on the only action instead of losing it to the page.
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div className={styles.frame}>
      <p role="status" className={styles.message}>
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
