import { getTranslations } from 'next-intl/server';
import { isApiFailure } from '@/lib/api/api-failure';
import { getServerApi } from '@/lib/api/server-api';
import { getPathname, Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { fetchExpert, fetchExpertGames } from '../../api/expert';
import { ExpertLogoutButton } from './expert-logout-button';
import { ExpertSessionCheck } from './expert-session-check';
import { FinishedNotice } from './finished-notice';
import { formatStart } from './format-start';
import styles from './expert-games.module.css';

/**
 * The /expert page body, rendered on the server with the expert session: who is signed in, logout, and the games
 * the expert hosts or judges, each linking to its console (/expert/{id}). `finishedId`: the game the console has
 * just finished; it is named at the top when the list has it as finished.
 */
export async function ExpertGames({ locale, finishedId }: { locale: Locale; finishedId?: number }) {
  const t = await getTranslations({ locale, namespace: 'expertAccount.games' });
  const api = await getServerApi('expert', locale);
  const logout = <ExpertLogoutButton loginHref={getPathname({ href: '/expert/login', locale })} />;

  let result;
  try {
    result = await Promise.all([fetchExpert(api), fetchExpertGames(api)]);
  } catch (error) {
    if (isApiFailure(error) && error.status === 401) return <ExpertSessionCheck />;
    return (
      <div className={styles.panel}>
        <p role="alert" className={styles.problem}>
          {t('loadFailed')}
        </p>
        {logout}
      </div>
    );
  }
  const [expert, games] = result;
  const finished = games.find((game) => game.id === finishedId && game.status === 'finished');

  return (
    <div className={styles.panel}>
      {finished ? <FinishedNotice>{t('finishedNotice', { name: finished.name })}</FinishedNotice> : null}
      <div className={styles.toolbar}>
        <p className={styles.who}>{t('signedInAs', { name: expert.name, email: expert.email })}</p>
        {logout}
      </div>
      <h2 className={styles.heading}>{t('heading')}</h2>
      {games.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {games.map((game) => (
            <li key={game.id} className={styles.card}>
              <Link href={`/expert/${game.id}`} className={styles.name}>
                {game.name}
              </Link>
              <p className={styles.meta}>
                <time dateTime={game.start.toISOString()}>{formatStart(game.start, game.timezone, locale)}</time>
                {' · '}
                {game.city}
              </p>
              <p className={styles.tags}>
                <span className={styles.status} data-status={game.status}>
                  {t(`status.${game.status}`)}
                </span>
                <span>{t(`role.${game.role}`)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
