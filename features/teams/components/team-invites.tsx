'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { UserText } from '@/components/ui/user-text';
import { useRevokeInvite } from '../api/use-revoke-invite';
import type { RegistrationTeam, TeamInvite } from '../types';
import { FailureMessage } from './failure-message';
import styles from './teams.module.css';

/** The spec's team-invite state of a link as the team reads it (REJECTED says who took it back or declined). */
const stateKey = (invite: TeamInvite) => {
  if (invite.state === 'REJECTED') return invite.cancelReason === 'revoked' ? 'revoked' : 'declined';
  if (invite.state === 'PENDING' && invite.expired) return 'expired';
  return invite.state === 'ACCEPTED' ? 'accepted' : 'pending';
};

/** The team's invite links (newest first) with their states; a pending one can be revoked by the captain or its maker. */
export function TeamInvites({ team }: { team: RegistrationTeam }) {
  const t = useTranslations('teams.invites');
  const format = useFormatter();
  const revoke = useRevokeInvite(team.participantId);
  if (team.invites.length === 0) return null;
  const canRevoke = (invite: TeamInvite) =>
    invite.state === 'PENDING' && !invite.expired && (team.viewer.isCaptain || invite.invitedBy.userId === team.viewer.userId);

  return (
    <section className={styles.panel} aria-labelledby="team-invites-heading">
      <h3 id="team-invites-heading" className={styles.subheading}>
        {t('heading')}
      </h3>
      <ul className={styles.list} aria-labelledby="team-invites-heading">
        {team.invites.map((invite) => (
          <li key={invite.id} className={styles.row} data-testid="team-invite">
            <span>
              {t('madeBy')} <UserText text={invite.invitedBy.name} />
              {', '}
              {format.dateTime(invite.createdAt, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })}
              <br />
              <strong>{t(`state.${stateKey(invite)}`)}</strong>
              {invite.answeredBy ? (
                <>
                  {': '}
                  <UserText text={invite.answeredBy.name} />
                </>
              ) : null}
            </span>
            {canRevoke(invite) ? (
              <button type="button" className={styles.small} disabled={revoke.isPending} onClick={() => revoke.mutate(invite.id)}>
                {t('revoke')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {revoke.error ? <FailureMessage error={revoke.error} /> : null}
    </section>
  );
}
