import { getFormatter, getTranslations } from 'next-intl/server';
import { isApiFailure } from '@/lib/api/api-failure';
import { getServerApi } from '@/lib/api/server-api';
import type { Locale } from '@/lib/i18n/routing';
import { getQueryClient } from '@/lib/query/make-query-client';
import { catalogueQueries } from '../api/catalogue-queries';
import styles from './upcoming-games.module.css';

/** The upcoming games, rendered on the server from GET /games and GET /cities/all. */
export async function UpcomingGames({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const format = await getFormatter({ locale });
  const api = await getServerApi('player', locale);
  const queryClient = getQueryClient();

  let result;
  try {
    const cities = await queryClient.fetchQuery(catalogueQueries.cities(api));
    const byId = new Map(cities.map((c) => [c.id, c]));
    result = await queryClient.fetchQuery(catalogueQueries.games(api, { perPage: 12 }, byId));
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    return (
      <p role="alert" className={styles.state}>
        {t('loadError')}
      </p>
    );
  }

  if (result.games.length === 0) return <p className={styles.state}>{t('empty')}</p>;

  return (
    <section aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading" className={styles.heading}>
        {t('heading')} <span className={styles.count}>{t('gamesCount', { count: result.count })}</span>
      </h2>
      <ul className={styles.list} data-testid="games-list">
        {result.games.map((game) => (
          <li key={game.id} className={styles.item}>
            <h3 className={styles.name}>{game.name}</h3>
            <p className={styles.meta}>
              <time dateTime={game.startsAt.toISOString()}>
                {format.dateTime(game.startsAt, {
                  day: '2-digit',
                  month: 'long',
                  hour: '2-digit',
                  minute: '2-digit',
                  timeZone: game.capitalTimezone,
                })}
              </time>
              {game.city ? <span> · {game.city.name}</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
