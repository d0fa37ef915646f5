'use client';
import { useTranslations } from 'next-intl';
import styles from '../registration.module.css';
import { OutcomeScreen } from './outcome-screen';

/** Spec: "request error". The server could not be reached; "try again" repeats the same request, nothing is lost. */
export function RequestErrorScreen({ onRetry, onBack, retrying = false }: { onRetry: () => void; onBack?: () => void; retrying?: boolean }) {
  const t = useTranslations('registration.outcome.requestError');
  return (
    <OutcomeScreen
      title={t('title')}
      testId="registration-request-error"
      supportReason="other"
      actions={
        <>
          {onBack ? (
            <button type="button" className={styles.secondary} onClick={onBack}>
              {t('back')}
            </button>
          ) : null}
          <button type="button" className={styles.primary} onClick={onRetry} disabled={retrying}>
            {t('retry')}
          </button>
        </>
      }
    >
      <p role="alert" className={styles.text}>
        {t('text')}
      </p>
    </OutcomeScreen>
  );
}
