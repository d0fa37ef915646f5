'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FormAlert as FormAlertKind } from '../../api/form-failure';
import styles from '../frames/frames.module.css';

/** A form-wide problem (server down, too many attempts), announced as it appears. */
export function FormAlert({ alert, retryAfter, children }: { alert: FormAlertKind | null; retryAfter?: number; children?: ReactNode }) {
  const t = useTranslations('auth.form');
  if (!alert && !children) return null;
  return (
    <p role="alert" className={styles.alert}>
      {alert === 'tooManyAttempts' && retryAfter ? t('tooManyAttemptsIn', { seconds: retryAfter }) : alert ? t(alert) : null}
      {children}
    </p>
  );
}
