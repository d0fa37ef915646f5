'use client';
import { useTranslations } from 'next-intl';
import type { Appeal } from '../../types';
import styles from './results.module.css';

/** Spec: PENDING is under review, APPROVED approved, anything else rejected; with the expert's response. */
export function AppealStatus({ appeal }: { appeal: Appeal }) {
  const t = useTranslations('participant.appeal');
  const state = appeal.status === 'PENDING' ? 'pending' : appeal.status === 'APPROVED' ? 'approved' : 'rejected';
  return (
    <div className={styles.appeal} data-state={state} data-testid={`appeal-${appeal.tourNumber}-${appeal.questionNumber}`}>
      <p className={styles.appealStatus}>{t(`status.${state}`)}</p>
      <p className={styles.hint}>{t('yourConcern', { concern: appeal.concern })}</p>
      {appeal.response ? <p>{t('response', { response: appeal.response })}</p> : null}
    </div>
  );
}
