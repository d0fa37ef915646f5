'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { balancedBidi } from '@/contract/user-text';
import type { Appeal } from '../../types';
import { useParticipantServices } from '../participant-services';
import styles from './results.module.css';

/**
 * Spec: PENDING is under review, APPROVED approved, anything else rejected; with the expert's response.
 * `takeFocus`: the status replaced this member's open appeal form (sent, or a teammate's appeal came first); focus
 * would fall to <body>, so the status takes it and is read out. `unsent`: this member's own text when a teammate's
 * appeal came first (one appeal per question), shown so that it is not silently lost. The appeal is the team's:
 * every member's screen names the team and who filed it ("by you" on the author's own).
 */
export function AppealStatus({
  appeal,
  teamName,
  takeFocus = false,
  unsent = null,
}: {
  appeal: Appeal;
  teamName: string;
  takeFocus?: boolean;
  unsent?: string | null;
}) {
  const t = useTranslations('participant.appeal');
  const { viewer } = useParticipantServices();
  const box = useRef<HTMLDivElement>(null);
  const who = appeal.author === null ? 'byTeam' : appeal.author.userId === viewer?.id ? 'byMe' : 'byAuthor';
  const state = appeal.status === 'PENDING' ? 'pending' : appeal.status === 'APPROVED' ? 'approved' : 'rejected';

  useEffect(() => {
    const active = document.activeElement;
    if (takeFocus && (active === null || active === document.body)) box.current?.focus();
  }, [takeFocus]);

  return (
    <div
      ref={box}
      tabIndex={takeFocus ? -1 : undefined}
      className={styles.appeal}
      data-state={state}
      data-testid={`appeal-${appeal.tourNumber}-${appeal.questionNumber}`}
    >
      <p className={styles.appealStatus}>{t(`status.${state}`)}</p>
      <p className={styles.hint} dir="auto">
        {t(`teamConcern.${who}`, {
          team: balancedBidi(teamName),
          author: balancedBidi(appeal.author?.name ?? ''),
          concern: balancedBidi(appeal.concern),
        })}
      </p>
      {appeal.response ? <p dir="auto">{t('response', { response: balancedBidi(appeal.response) })}</p> : null}
      {unsent ? (
        <p className={styles.hint} dir="auto">
          {t('unsent', { concern: balancedBidi(unsent) })}
        </p>
      ) : null}
    </div>
  );
}
