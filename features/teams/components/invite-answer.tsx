'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useAcceptInvite } from '../api/use-accept-invite';
import { useDeclineInvite } from '../api/use-decline-invite';
import type { InviteView } from '../types';
import { FailureMessage } from './failure-message';
import styles from './teams.module.css';

/** Outcomes in which the visitor can still say no (their own situation does not matter for a "no"). */
const declinable = new Set<InviteView['outcome']>(['pending', 'team_full', 'other_team']);

/**
 * What the visitor can do with the link now: accept (signed in) or log in first, decline; a member goes to the
 * game page; every other outcome offers the schedule.
 */
export function InviteAnswer(props: { token: string; viewer: number | 'anonymous'; invite: InviteView; onLogIn: () => void }) {
  const { invite } = props;
  const t = useTranslations('teams.invite');
  const accept = useAcceptInvite(props.token, props.viewer);
  const decline = useDeclineInvite(props.token, props.viewer);
  const busy = accept.isPending || decline.isPending;
  const member = invite.participantId !== null && (invite.outcome === 'accepted' || invite.outcome === 'member');

  return (
    <div className={styles.panel}>
      <div className={styles.actions}>
        {invite.outcome === 'pending' && invite.signedIn ? (
          <button type="button" className={styles.primary} disabled={busy} onClick={() => accept.mutate()}>
            {t('accept')}
          </button>
        ) : null}
        {invite.outcome === 'pending' && !invite.signedIn ? (
          <button type="button" className={styles.primary} aria-haspopup="dialog" onClick={props.onLogIn}>
            {t('logIn')}
          </button>
        ) : null}
        {declinable.has(invite.outcome) ? (
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => decline.mutate()}>
            {t('decline')}
          </button>
        ) : null}
        {member ? (
          <Link href={`/game/${invite.participantId}`} className={styles.primary}>
            {t('openGame')}
          </Link>
        ) : (
          <Link href="/" className={styles.secondary}>
            {t('schedule')}
          </Link>
        )}
      </div>
      {accept.error ? <FailureMessage error={accept.error} /> : null}
      {decline.error ? <FailureMessage error={decline.error} /> : null}
    </div>
  );
}
