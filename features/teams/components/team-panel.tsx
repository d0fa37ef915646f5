'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { INVITE_TTL_DAYS } from '@/contract/team-settings';
import { UserText } from '@/components/ui/user-text';
import { teamsApi } from '../api/teams-api';
import { TEAM_REFRESH_MS, teamQueries } from '../api/teams-queries';
import { useCreateInvite } from '../api/use-create-invite';
import { inviteLink } from '../model/invite-link';
import { FailureMessage } from './failure-message';
import { ShareTargets } from './share-targets';
import { TeamInvites } from './team-invites';
import { TeamLinkBox } from './team-link-box';
import { TeamMembers } from './team-members';
import styles from './teams.module.css';

/**
 * The team of one registration: its players, a new invite link to copy (one person each), and the links made so
 * far with their states. `live`: the page around it hears the team's membership change (the game page's channel)
 * and invalidates `teamKeys.team`, so the panel does not poll; elsewhere it reads the team again every few seconds
 * while open, so someone who accepts appears without a reload.
 */
export function TeamPanel({ participantId, shareUrl, live = false }: { participantId: number; shareUrl: string; live?: boolean }) {
  const t = useTranslations('teams.panel');
  const social = useTranslations('teams.socials');
  const team = useQuery({ ...teamQueries.team(teamsApi, participantId), refetchInterval: live ? false : TEAM_REFRESH_MS });
  const create = useCreateInvite(participantId);

  if (team.isPending) return <p className={styles.muted}>{t('loading')}</p>;
  if (team.isError) {
    return (
      <div className={styles.panel}>
        <FailureMessage error={team.error} />
        <button type="button" className={styles.secondary} onClick={() => void team.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }

  const { data } = team;
  return (
    <div className={styles.panel}>
      <dl className={styles.facts}>
        <dt>{t('team')}</dt>
        <dd dir="auto">
          <UserText text={data.teamName} />
        </dd>
        <dt>{t('game')}</dt>
        <dd dir="auto">
          <UserText text={data.gameName} />
        </dd>
      </dl>
      {data.viewer.canInvite ? (
        <div className={styles.panel}>
          <p className={styles.muted}>{t('howItWorks', { days: INVITE_TTL_DAYS })}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} disabled={create.isPending} onClick={() => create.mutate()}>
              {create.data ? t('createAnother') : t('create')}
            </button>
          </div>
          {create.data ? (
            <>
              <TeamLinkBox key={create.data.id} link={inviteLink(shareUrl, create.data.token)} label={t('linkLabel')} />
              <ShareTargets link={inviteLink(shareUrl, create.data.token)} text={social('inviteText', { team: data.teamName, game: data.gameName })} />
            </>
          ) : null}
          {create.error ? <FailureMessage error={create.error} /> : null}
        </div>
      ) : (
        <p className={styles.muted}>{t('closed')}</p>
      )}
      <TeamMembers team={data} />
      <TeamInvites team={data} />
    </div>
  );
}
