'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { UserText } from '@/components/ui/user-text';
import { useRemoveMember } from '../api/use-remove-member';
import type { RegistrationTeam } from '../types';
import { FailureMessage } from './failure-message';
import styles from './teams.module.css';

/** The team's players, captain first; the captain removes a player (after a confirmation) before the game starts. */
export function TeamMembers({ team }: { team: RegistrationTeam }) {
  const t = useTranslations('teams.members');
  const remove = useRemoveMember(team.participantId);
  const [confirming, setConfirming] = useState<number | null>(null);

  return (
    <section className={styles.panel} aria-labelledby="team-members-heading">
      <h3 id="team-members-heading" className={styles.subheading}>
        {t('heading')}{' '}
        <span aria-live="polite" data-testid="team-members-count">
          {t('count', { count: team.members.length, limit: team.memberLimit })}
        </span>
      </h3>
      <ul className={styles.list} aria-label={t('heading')}>
        {team.members.map((member) => (
          <li key={member.userId} className={styles.row}>
            <span>
              <UserText text={member.name} />
              {member.isCaptain ? <span className={styles.muted}> · {t('captain')}</span> : null}
            </span>
            {team.viewer.canRemove && !member.isCaptain ? (
              confirming === member.userId ? (
                <span className={styles.actions} role="group" aria-label={t('confirm', { name: member.name })}>
                  <span>{t('confirm', { name: member.name })}</span>
                  <button
                    type="button"
                    className={styles.small}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(member.userId, { onSettled: () => setConfirming(null) })}
                  >
                    {t('removeYes')}
                  </button>
                  <button type="button" className={styles.small} onClick={() => setConfirming(null)}>
                    {t('removeNo')}
                  </button>
                </span>
              ) : (
                <button type="button" className={styles.small} aria-label={t('remove', { name: member.name })} onClick={() => setConfirming(member.userId)}>
                  {t('removeShort')}
                </button>
              )
            ) : null}
          </li>
        ))}
      </ul>
      {remove.error ? <FailureMessage error={remove.error} /> : null}
    </section>
  );
}
