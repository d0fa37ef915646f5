'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { isStepMessageKey } from '../model/step-schemas';
import styles from './registration.module.css';

/** A field error set from a server reply: its text is shown as the server wrote it (in the page's language). */
export const SERVER_ERROR = 'server';

/** The text of a field error: the server's words, or our own key of `registration.errors`. */
export function useErrorText() {
  const t = useTranslations('registration.errors');
  return (error: FieldError | undefined): string | null => {
    if (!error) return null;
    if (error.type === SERVER_ERROR && error.message) return error.message;
    return isStepMessageKey(error.message) ? t(error.message) : t('invalid');
  };
}

/** A problem of the whole form (too many attempts), announced as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  );
}
