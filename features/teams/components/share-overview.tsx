'use client';
import { useTranslations } from 'next-intl';
import { TeamLinkBox } from './team-link-box';
import styles from './teams.module.css';

/**
 * `/share` without an invite: what to send friends — the link of a game's registration (`?game=12`) or of the
 * platform, to copy — and how a team invites its players (from the game page's "Invite to team").
 */
export function ShareOverview({ title, link, forGame }: { title: string; link: string; forGame: boolean }) {
  const t = useTranslations('teams.share');
  return (
    <section className={styles.screen} aria-labelledby="share-heading">
      <h1 className={styles.heading} id="share-heading">
        {title}
      </h1>
      <p className={styles.text}>{forGame ? t('introGame') : t('intro')}</p>
      <TeamLinkBox link={link} label={forGame ? t('gameLink') : t('siteLink')} />
      <p className={styles.muted}>{t('teamHint')}</p>
    </section>
  );
}
