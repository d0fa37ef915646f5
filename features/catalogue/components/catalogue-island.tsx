'use client';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { browserCardsLoader, browserRegisteredGamesLoader } from '../api/browser-cards-loader';
import { catalogueQueries } from '../api/catalogue-queries';
import type { DateOption } from '../model/format-game-time';
import { filtersToSearch, hasFilters } from '../model/filters';
import { listTotal } from '../model/list-total';
import { withRegistrations } from '../model/registered-card';
import type { CardsPage, CatalogueFilters, City } from '../types';
import { CatalogueFiltersForm, focusFirstFilter } from './catalogue-filters';
import { GameCard, GameCardSkeleton } from './game-card';
import { NoGames, type NoGamesBlocks } from './no-games';
import { useFiltersInAddress } from './use-filters-in-address';
import styles from './catalogue.module.css';

export interface CatalogueIslandProps {
  locale: Locale;
  cities: City[];
  dates: DateOption[];
  noGames: NoGamesBlocks;
  /** The server could not load the list for the address's filters: show the error (and a retry) at once. */
  serverFailed: boolean;
  /**
   * The games count as the server wrote it for its first page ("49 игр"). Showing it while the total is the same
   * keeps hydration from building the language's plural rules and number format: in CPU profiles of the home page's
   * load that first Intl construction was 25 ms of self time on the development VM (four times that under
   * Lighthouse's mobile throttling), the largest single item of the hydration. After a filter change the island
   * writes the count itself.
   */
  initialCount?: { total: number; text: string } | null;
  /**
   * The server's first page is everyone's (the members' shared home page) while this visitor is signed in: their
   * own states ("registered", the game link) are read in the browser with their session and laid over it.
   */
  personalInBrowser?: boolean;
}

const SKELETONS = 3;

/**
 * The visitor's registrations laid over the pages that were read without their session (the server's, shared by
 * every signed-in visitor): one small read after hydration, for the first page of the list shown (the one a server
 * renders). Only the games' personal fields are read and the server's cards are kept, so the browser formats nothing.
 * Pages read here (another filter, "show more", a refetch) are read with the session and need nothing laid over them.
 * While another filter's list loads, the shown list keeps its registrations (the previous read stands in).
 */
function useRegistrations(
  list: { data?: { pages: CardsPage[] }; isPlaceholderData: boolean },
  signedIn: boolean,
  locale: Locale,
  filters: CatalogueFilters,
): CardsPage[] | undefined {
  const pages = list.data?.pages;
  const load = useMemo(() => browserRegisteredGamesLoader(locale), [locale]);
  const registered = useQuery({
    ...catalogueQueries.registered(load, locale, filters),
    enabled: signedIn && !list.isPlaceholderData && (pages?.some((page) => page.shared) ?? false),
    placeholderData: keepPreviousData,
  });
  // Laid over in a transition: the read lands right after hydration, when a phone is busiest, and React then renders
  // the changed cards in slices that give way to input instead of one long task.
  const laid = useDeferredValue(signedIn ? registered.data : undefined);
  return useMemo(() => (pages && laid ? withRegistrations(pages, laid.games, laid.readAt) : pages), [pages, laid]);
}

const same = (a: CatalogueFilters, b: CatalogueFilters) => filtersToSearch(a) === filtersToSearch(b);

/**
 * The interactive part of the catalogue: filters, the list and "show more". The first page arrives in the query
 * cache from the server (HydrationBoundary); other filters and pages are fetched here, the previous list staying
 * in place (dimmed) until the new one is ready. Changes are announced in a polite live region.
 */
export function CatalogueIsland({ locale, cities, dates, noGames, serverFailed, initialCount = null, personalInBrowser = false }: CatalogueIslandProps) {
  const t = useTranslations('catalogue');
  const cityIds = useMemo(() => cities.map((city) => city.id), [cities]);
  const { filters, setFilters } = useFiltersInAddress(cityIds);
  const loader = useMemo(() => browserCardsLoader(locale, cities), [locale, cities]);
  const [initialFilters] = useState(filters);
  const [retried, setRetried] = useState(false);
  const blocked = serverFailed && !retried && same(filters, initialFilters);
  const query = useInfiniteQuery({
    ...catalogueQueries.games(loader, locale, filters),
    placeholderData: keepPreviousData,
    enabled: !blocked,
  });

  const pages = useRegistrations(query, personalInBrowser, locale, filters);
  const cards = useMemo(() => pages?.flatMap((page) => page.cards) ?? [], [pages]);
  const total = listTotal(query.data?.pages);
  const skipped = query.data?.pages.reduce((sum, page) => sum + page.skipped, 0) ?? 0;
  const settled = query.isSuccess && !query.isPlaceholderData && !query.isFetching;

  // What the live region says, derived from the last action: any change of filters (a choice here, or back and
  // forward in the history) announces the number found once the list is there; "show more" how many are shown.
  const search = filtersToSearch(filters);
  const [seenSearch, setSeenSearch] = useState(search);
  const [action, setAction] = useState<'filters' | 'more' | null>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  if (seenSearch !== search) {
    setSeenSearch(search);
    setAction('filters');
    setFocusIndex(null);
  }
  const announcement = settled && action ? (action === 'filters' ? t('found', { count: total }) : t('shown', { shown: cards.length, total })) : '';
  // After "show more" the focus moves to the first new game (the button may disappear with the last page).
  const focusOnMount = useCallback((el: HTMLHeadingElement | null) => el?.focus(), []);

  const showMore = () => {
    setAction('more');
    setFocusIndex(cards.length);
    void query.fetchNextPage();
  };
  const retry = () => {
    setRetried(true);
    if (!blocked) void query.refetch();
  };

  const header = useRef<HTMLDivElement>(null);
  const failed = !query.data && (blocked || query.isError);
  return (
    <>
      <div className={styles.header} ref={header}>
        <h2 id="games-heading" className={styles.heading}>
          {t('heading')}
          {query.data ? <span className={styles.count}>{initialCount?.total === total ? initialCount.text : t('count', { count: total })}</span> : null}
        </h2>
        <CatalogueFiltersForm filters={filters} onChange={setFilters} cities={cities} dates={dates} />
      </div>
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      {failed ? (
        <div role="alert" className={styles.state}>
          <p>{t('loadError')}</p>
          <button type="button" className={styles.reset} onClick={retry}>
            {t('retry')}
          </button>
        </div>
      ) : !query.data ? (
        <ul className={styles.list} aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <li key={i}>
              <GameCardSkeleton />
            </li>
          ))}
        </ul>
      ) : cards.length === 0 && total === 0 ? (
        <NoGames
          blocks={noGames}
          filtered={hasFilters(filters)}
          onReset={() => {
            // The reset button leaves with the empty state: focus goes to the filters it reset.
            focusFirstFilter(header.current?.querySelector('form'));
            setFilters({});
          }}
        />
      ) : (
        <>
          <ul className={styles.list} data-testid="games-list" aria-busy={query.isPlaceholderData} data-stale={query.isPlaceholderData}>
            {cards.map((card, i) => (
              <li key={card.id}>
                <GameCard card={card} eager={i < 2} headingRef={i === focusIndex ? focusOnMount : undefined} />
              </li>
            ))}
            {query.isFetchingNextPage
              ? Array.from({ length: SKELETONS }, (_, i) => (
                  <li key={`skeleton-${i}`}>
                    <GameCardSkeleton />
                  </li>
                ))
              : null}
          </ul>
          {skipped > 0 ? <p className={styles.note}>{t('skipped', { count: skipped })}</p> : null}
          {query.isFetchNextPageError ? (
            <p role="alert" className={styles.note}>
              {t('moreError')}
            </p>
          ) : null}
          {query.hasNextPage ? (
            <button type="button" className={styles.more} onClick={showMore} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t('loadingMore') : t('showMore')}
            </button>
          ) : null}
        </>
      )}
    </>
  );
}
