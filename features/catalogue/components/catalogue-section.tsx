import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { isApiFailure } from '@/lib/api/api-failure';
import { getLocaleSettings } from '@/lib/i18n/locale-settings';
import type { Locale } from '@/lib/i18n/routing';
import { makeQueryClient } from '@/lib/query/make-query-client';
import { capitalZone } from '@/lib/i18n/capital-zone';
import { catalogueQueries, type CardsPageLoader } from '../api/catalogue-queries';
import { dateChoices, filtersKey, getCardsPage, getCities, hasPlayerSession } from '../api/server-catalogue';
import { parseFilters, withKnownCity, type FilterSearchParams } from '../model/filters';
import { listTotal } from '../model/list-total';
import { GAMES_SECTION_ID } from '../games-section-id';
import type { City } from '../types';
import { CatalogueIsland } from './catalogue-island';
import styles from './catalogue.module.css';

/** The date filter offers the next two weeks, on the clock of the language's capital. */
const DATE_FILTER_DAYS = 14;

/** Cities are only names on the cards and filter options: without them the list still shows. */
async function citiesOrNone(locale: Locale): Promise<City[]> {
  try {
    return await getCities(locale);
  } catch (error) {
    if (isApiFailure(error)) return [];
    throw error;
  }
}

/**
 * The upcoming games, rendered on the server from GET /games and GET /cities/all with the same query options the
 * browser uses, then handed to the client island through the query cache (HydrationBoundary).
 */
export async function CatalogueSection({
  locale,
  searchParams,
  anchors,
  rethrowFailures = false,
  personalInBrowser = false,
}: {
  locale: Locale;
  searchParams: FilterSearchParams;
  /** Where the empty list's blocks point: the newsletter form and, where offered, the private-event form. */
  anchors: { subscribe: string; private: string | null };
  /**
   * A failed list read is rethrown instead of rendered. For a render stored and shared with every visitor (the
   * cached landing): Next then keeps the last good copy, or answers this one request with the error page, rather
   * than storing "we could not load the games" for everyone.
   */
  rethrowFailures?: boolean;
  /**
   * Rendered for every signed-in visitor at once (the members' shared home page): the browser reads their own
   * states. A page rendered for one request knows from the cookie.
   */
  personalInBrowser?: boolean;
}) {
  const cities = await citiesOrNone(locale);
  const filters = withKnownCity(
    parseFilters(searchParams),
    cities.map((city) => city.id),
  );
  const load: CardsPageLoader = (pageFilters, page) => getCardsPage(locale, filtersKey(pageFilters), page);

  const queryClient = makeQueryClient();
  let serverFailed = false;
  let initialCount: { total: number; text: string } | null = null;
  try {
    const data = await queryClient.fetchInfiniteQuery(catalogueQueries.games(load, locale, filters));
    const total = listTotal(data.pages);
    const t = await getTranslations({ locale, namespace: 'catalogue' });
    initialCount = { total, text: t('count', { count: total }) };
  } catch (error) {
    // 500, backend down, or a reply that is not a games list: the island shows a localised error and a retry.
    if (!isApiFailure(error) || rethrowFailures) throw error;
    serverFailed = true;
  }

  const { noGamesBlock } = getLocaleSettings(locale);
  return (
    <section id={GAMES_SECTION_ID} aria-labelledby="games-heading" className={styles.section}>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <CatalogueIsland
          locale={locale}
          cities={cities}
          dates={dateChoices(locale, capitalZone[locale], DATE_FILTER_DAYS)}
          noGames={{ ...noGamesBlock, subscribeHref: anchors.subscribe, privateHref: anchors.private }}
          serverFailed={serverFailed}
          initialCount={initialCount}
          personalInBrowser={personalInBrowser || (await hasPlayerSession())}
        />
      </HydrationBoundary>
    </section>
  );
}
