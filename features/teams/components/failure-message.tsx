'use client';
import { useTranslations } from 'next-intl';
import { describeTeamFailure, failureKey } from '../model/team-failure';
import styles from './teams.module.css';

/** A refused or failed call of the team, in the visitor's language (chosen by the reply's status and reason). */
export function FailureMessage({ error }: { error: unknown }) {
  const t = useTranslations('teams.failure');
  return (
    <p role="alert" className={styles.error}>
      {t(failureKey(describeTeamFailure(error)))}
    </p>
  );
}
