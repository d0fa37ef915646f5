import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { switchLocalePath } from '@/lib/i18n/locale-detection';
import type { Locale } from '@/lib/i18n/routing';
import type { PrivateGame } from '../types';
import { GameFacts } from './game-facts';
import { InviteLinkBox } from './invite-link-box';
import { inviteLink } from '../model/invite-link';
import styles from './private-games.module.css';

/**
 * The signed-in visitor's upcoming private games (organised, invited to, or played in), each linking to its page;
 * the organiser's with the copyable invite link for teams. `games` null: nobody is signed in (`login` is shown).
 */
export async function MyPrivateGames({
  locale,
  games,
  siteUrl,
  login,
}: {
  locale: Locale;
  games: readonly PrivateGame[] | null | 'unavailable';
  siteUrl: string;
  login: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'privateGames.mine' });
  return (
    <section className={styles.section} aria-labelledby="private-mine-title">
      <h2 id="private-mine-title">{t('title')}</h2>
      {games === null ? (
        <>
          <p>{t('anonymous')}</p>
          <div className={styles.actions}>{login}</div>
        </>
      ) : games === 'unavailable' ? (
        <p role="alert">{t('unavailable')}</p>
      ) : games.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {await Promise.all(
            games.map(async (game) => (
              <li key={game.id} className={styles.card} data-testid="private-game">
                <h3>
                  <a href={switchLocalePath(`/private/${game.id}`, locale)}>{game.name}</a>
                </h3>
                <p className={styles.muted}>{t(`role.${game.role}`)}</p>
                <GameFacts locale={locale} game={game} />
                {game.inviteToken ? (
                  <InviteLinkBox locale={locale} label={t('inviteLink')} link={inviteLink(siteUrl, locale, game.id, game.inviteToken)} />
                ) : null}
              </li>
            )),
          )}
        </ul>
      )}
    </section>
  );
}
