'use client';
import type { Locale } from '@/lib/i18n/routing';
import type { City } from '../types';
import type { CardsPageLoader, RegisteredGamesLoader } from './catalogue-queries';

/**
 * The browser's loader: the API client, reply schemas and date formatting arrive with the first filter change or
 * "show more", not with the page (the first page comes from the server already formatted).
 */
export const browserCardsLoader =
  (locale: Locale, cities: readonly City[]): CardsPageLoader =>
  async (filters, page, signal) => {
    const [{ loadCardsPage }, { getBrowserApi }] = await Promise.all([import('./load-cards-page'), import('@/lib/api/browser-api')]);
    return loadCardsPage(getBrowserApi('player'), locale, cities, filters, page, signal);
  };

/** The signed-in visitor's registrations among the server's first page: the API client and one small schema. */
export const browserRegisteredGamesLoader =
  (locale: Locale): RegisteredGamesLoader =>
  async (filters, signal) => {
    const [{ fetchRegisteredGames }, { getBrowserApi }] = await Promise.all([import('./fetch-registered-games'), import('@/lib/api/browser-api')]);
    return fetchRegisteredGames(getBrowserApi('player'), locale, filters, signal);
  };
