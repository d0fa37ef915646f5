import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { UserText } from '@/components/ui/user-text';
import type { Locale } from '@/lib/i18n/routing';
import { inviteLink } from '../model/invite-link';
import type { PrivateGame } from '../types';
import { GameFacts } from './game-facts';
import { GamePageLink } from './game-page-link';
import { InviteLinkBox } from './invite-link-box';
import styles from './private-games.module.css';

/**
 * One private game (`/private/{id}`): its details in the visitor's language; for the organiser the invite link for
 * teams and the registered teams; for a visitor with a team in it, the team and the game page link (from 1 hour
 * before the start); otherwise the registration through the invite link (`register`, composed by the page).
 */
export async function PrivateGameView({ locale, game, siteUrl, register }: { locale: Locale; game: PrivateGame; siteUrl: string; register: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'privateGames.game' });
  return (
    <main id="main" className={styles.page}>
      <section className={styles.section} aria-labelledby="private-game-title">
        <h1 id="private-game-title">
          <UserText text={game.name} />
        </h1>
        <p className={styles.muted}>{t(`role.${game.role}`)}</p>
        <GameFacts locale={locale} game={game} />
        {game.organiserPaid ? <p>{t('organiserPaid')}</p> : null}
      </section>

      {game.mine ? (
        <section className={styles.panel} aria-labelledby="private-game-mine">
          <h2 id="private-game-mine">{t('mineTitle')}</h2>
          <p>{t.rich('mine', { team: () => <UserText text={game.mine!.teamName} /> })}</p>
          <GamePageLink participantId={game.mine.id} opensAt={game.opensAt} />
        </section>
      ) : (
        <section className={styles.panel} aria-labelledby="private-game-register">
          <h2 id="private-game-register">{t('registerTitle')}</h2>
          <p>{t('registerText')}</p>
          {register}
        </section>
      )}

      {game.role === 'organiser' && game.inviteToken ? (
        <section className={styles.section} aria-labelledby="private-game-organiser">
          <h2 id="private-game-organiser">{t('organiserTitle')}</h2>
          <InviteLinkBox locale={locale} label={t('inviteLink')} link={inviteLink(siteUrl, locale, game.id, game.inviteToken)} />
          <p className={styles.muted}>{t('inviteNote')}</p>
          <h3>{t('teamsTitle', { count: game.teams?.length ?? 0, limit: game.teamsLimit })}</h3>
          {game.teams && game.teams.length > 0 ? (
            <ul className={styles.teams} data-testid="registered-teams">
              {game.teams.map((team) => (
                <li key={team.id}>
                  <UserText text={team.name} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('noTeams')}</p>
          )}
        </section>
      ) : null}
    </main>
  );
}
