'use client';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { UserText } from '@/components/ui/user-text';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { teamsApi } from '../api/teams-api';
import { teamQueries } from '../api/teams-queries';
import { formatGameTime } from '../model/format-game-time';
import { describeTeamFailure } from '../model/team-failure';
import { FailureMessage } from './failure-message';
import { InviteAnswer } from './invite-answer';
import styles from './teams.module.css';

export interface InviteScreenProps {
  token: string;
  /** The signed-in player's id, null for a visitor without an account, undefined while the session is read. */
  viewerId: number | null | undefined;
  onLogIn: () => void;
}

/**
 * `/share?invite=…`: the invite as its holder sees it (the game, its start in the visitor's language on the clock of
 * the game's capital, the team, who invited), what it means for them now and what they can do next. Never a 403:
 * every outcome is a state of this page (contract/README.md, "Teams and invitations").
 */
export function InviteScreen({ token, viewerId, onLogIn }: InviteScreenProps) {
  const t = useTranslations('teams.invite');
  const locale = useLocale() as Locale;
  const viewer = viewerId ?? 'anonymous';
  const invite = useQuery({ ...teamQueries.invite(teamsApi, token, viewer), enabled: viewerId !== undefined });

  const heading = (
    <h1 className={styles.heading} id="invite-heading">
      {t('title')}
    </h1>
  );
  if (invite.isPending) {
    return (
      <section className={styles.screen} aria-labelledby="invite-heading">
        {heading}
        <p className={styles.muted}>{t('loading')}</p>
      </section>
    );
  }
  if (invite.isError) {
    const unknown = describeTeamFailure(invite.error).kind === 'notFound';
    return (
      <section className={styles.screen} aria-labelledby="invite-heading">
        {heading}
        {unknown ? <p className={styles.text}>{t('unknown')}</p> : <FailureMessage error={invite.error} />}
        <div className={styles.actions}>
          {unknown ? null : (
            <button type="button" className={styles.secondary} onClick={() => void invite.refetch()}>
              {t('retry')}
            </button>
          )}
          <Link href="/" className={styles.secondary}>
            {t('schedule')}
          </Link>
        </div>
      </section>
    );
  }

  const { data } = invite;
  return (
    <section className={styles.screen} aria-labelledby="invite-heading">
      {heading}
      <dl className={styles.facts}>
        <dt>{t('game')}</dt>
        <dd dir="auto">
          <UserText text={data.game.name} />
        </dd>
        <dt>{t('when')}</dt>
        <dd>{formatGameTime(data.game.startsAt, data.game.capitalZone, locale)}</dd>
        <dt>{t('team')}</dt>
        <dd dir="auto">
          <UserText text={data.team.name} />
        </dd>
        <dt>{t('invitedBy')}</dt>
        <dd dir="auto">
          <UserText text={data.invitedBy} />
        </dd>
        <dt>{t('members')}</dt>
        <dd>{t('membersCount', { count: data.team.membersCount, limit: data.team.memberLimit })}</dd>
      </dl>
      <div role="status" className={styles.panel}>
        <p className={styles.text} data-testid="invite-outcome">
          <strong>{t(`outcome.${data.outcome}`)}</strong>
        </p>
        {data.otherTeam !== null ? (
          <p className={styles.text}>
            {t('otherTeam')} <UserText text={data.otherTeam} />
          </p>
        ) : null}
        {data.outcome === 'pending' && !data.signedIn ? <p className={styles.muted}>{t('logInFirst')}</p> : null}
      </div>
      <InviteAnswer token={token} viewer={viewer} invite={data} onLogIn={onLogIn} />
    </section>
  );
}
