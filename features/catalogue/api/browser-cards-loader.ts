'use client';
import type { Locale } from '@/lib/i18n/routing';
import { importInOwnTask } from '@/lib/scheduling/import-in-own-task';
import type { City } from '../types';
import type { CardsPageLoader, RegisteredGamesLoader } from './catalogue-queries';

/**
 * The browser's loader: the API client, reply schemas and date formatting arrive with the first filter change or
 * "show more", not with the page (the first page comes from the server already formatted), in a task after the one
 * that starts the read (importInOwnTask).
 */
export const browserCardsLoader =
  (locale: Locale, cities: readonly City[]): CardsPageLoader =>
  async (filters, page, signal) => {
    const [{ loadCardsPage }, { getBrowserApi }] = await importInOwnTask(() => Promise.all([import('./load-cards-page'), import('@/lib/api/browser-api')]));
    return loadCardsPage(getBrowserApi('player'), locale, cities, filters, page, signal);
  };

/**
 * The signed-in visitor's registrations among the server's first page: the API client and one small schema, loaded
 * after the hydration's task that starts this read.
 */
export const browserRegisteredGamesLoader =
  (locale: Locale): RegisteredGamesLoader =>
  async (filters, signal) => {
    const [{ fetchRegisteredGames }, { getBrowserApi }] = await importInOwnTask(() =>
      Promise.all([import('./fetch-registered-games'), import('@/lib/api/browser-api')]),
    );
    return fetchRegisteredGames(getBrowserApi('player'), locale, filters, signal);
  };
