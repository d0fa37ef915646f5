import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/routing';
import { GAMES_PER_PAGE } from '../model/filters';
import type { CardsPage, CatalogueFilters, RegisteredGame } from '../types';

/**
 * Query keys of the catalogue, generic to specific. Filters are part of the key, so each filter set has its pages.
 * (Cities are not a browser query: the server reads them once and passes them to the island as props.)
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  gamesAll: (locale: Locale) => [...catalogueKeys.all, 'games', locale] as const,
  games: (locale: Locale, filters: CatalogueFilters) => [...catalogueKeys.gamesAll(locale), filters] as const,
  registered: (locale: Locale, filters: CatalogueFilters) => [...catalogueKeys.all, 'registered', locale, filters] as const,
};

/**
 * Loads one page of cards. The server passes one that calls the API directly; the browser one imports the fetching
 * and formatting code (zod schemas, date-fns) only when a filter or "show more" first needs it.
 */
export type CardsPageLoader = (filters: CatalogueFilters, page: number, signal: AbortSignal) => Promise<CardsPage>;

/** Reads the signed-in visitor's registrations among the first page for the filters (the page a server renders). */
export type RegisteredGamesLoader = (filters: CatalogueFilters, signal: AbortSignal) => Promise<RegisteredGame[]>;

/** How many cards the pages hold so far. */
const loaded = (pages: CardsPage[]) => pages.reduce((sum, page) => sum + page.cards.length + page.skipped, 0);

export const catalogueQueries = {
  /** Pages of games ("show more" appends the next page). */
  games: (load: CardsPageLoader, locale: Locale, filters: CatalogueFilters) =>
    infiniteQueryOptions({
      queryKey: catalogueKeys.games(locale, filters),
      queryFn: ({ pageParam, signal }) => load(filters, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => {
        // With the total unknown (count -1), a full page suggests there may be more.
        const more = last.count >= 0 ? loaded(pages) < last.count : last.cards.length + last.skipped >= GAMES_PER_PAGE;
        return more && last.cards.length + last.skipped > 0 ? pages.length + 1 : undefined;
      },
      staleTime: 60_000,
    }),
  /**
   * The visitor's registrations among the server's first page, laid over its shared cards (`withRegistrations`).
   * As fresh as the list it completes.
   */
  registered: (load: RegisteredGamesLoader, locale: Locale, filters: CatalogueFilters) =>
    queryOptions({
      queryKey: catalogueKeys.registered(locale, filters),
      // The time travels with the reply: "the game page is open" is judged when it was read, as the cards' states are.
      queryFn: async ({ signal }) => ({ games: await load(filters, signal), readAt: Date.now() }),
      staleTime: 60_000,
    }),
};
