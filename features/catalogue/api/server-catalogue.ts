import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { createApiClient } from '@/lib/api/create-api-client';
import { logApiFailure } from '@/lib/api/log-api-failure';
import { cookieNames } from '@/lib/config/cookie-names';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { catalogueLanguage } from '../model/catalogue-language';
import { featuredLogos } from '../model/featured-logos';
import { calendarDay, dayOption, upcomingDays, type DateOption } from '../model/format-game-time';
import type { CardsPage, CatalogueFilters, City, CorporateLogo, GamesPageData } from '../types';
import { fetchCities, fetchGamesPage } from './fetch-catalogue';
import { createSharedRead } from '@/lib/cache/shared-read';
import { toCardsPage } from './to-catalogue-card';

/** How long anonymous visitors share a read: short, so a new game or a taken place shows within seconds. */
const GAMES_TTL_MS = 5_000;
const CITIES_TTL_MS = 5 * 60_000;

const sharedRead = createSharedRead();

/** A client without the visitor's session: its replies are the same for everyone, so they may be shared. */
const anonymousApi = (locale: Locale) =>
  createApiClient({ baseUrls: env().api.server, getToken: () => undefined, onFailure: logApiFailure, acceptLanguage: locale });

/** Cities in the page's language (not personalised: shared by every visitor). */
export const getCities = cache((locale: Locale): Promise<City[]> =>
  sharedRead(`cities:${locale}`, CITIES_TTL_MS, () => fetchCities(anonymousApi(locale), catalogueLanguage(locale))),
);

/**
 * Whether the visitor has a player session. The server's lists are everyone's (shared below); a signed-in visitor's
 * own states (`isRegistered`, the game link) are read in the browser with their session (CatalogueIsland's
 * `personalInBrowser`), so a signed-in render costs the API what an anonymous one does.
 */
export const hasPlayerSession = cache(async () => (await cookies()).has(cookieNames.playerToken));

/**
 * One page of games for the filters, without the visitor's session: every visitor shares a reply for a few seconds.
 * React's `cache` dedupes calls within one render (the layout's header logos and the page ask for the same first page).
 */
const getGamesPage = cache(async (locale: Locale, filtersKey: string, page: number): Promise<GamesPageData> =>
  sharedRead(`games:${locale}:${filtersKey}:${page}`, GAMES_TTL_MS, () =>
    fetchGamesPage(anonymousApi(locale), JSON.parse(filtersKey) as CatalogueFilters, page, catalogueLanguage(locale)),
  ),
);

/**
 * One page as cards (formatted, states judged now), shared too: formatting a dozen games is the catalogue's own
 * share of a render, and it is the same for everyone.
 */
export const getCardsPage = cache(async (locale: Locale, filtersKey: string, page: number): Promise<CardsPage> =>
  sharedRead(`cards:${locale}:${filtersKey}:${page}`, GAMES_TTL_MS, async () => {
    const [data, cities] = await Promise.all([getGamesPage(locale, filtersKey, page), getCities(locale).catch(() => [])]);
    return toCardsPage(data, { locale, now: Date.now(), cities: new Map(cities.map((city) => [city.id, city])) }, true);
  }),
);

/** The date filter's choices: the next `days` days on the capital's clock, computed once a day per language. */
const dayChoices = new Map<string, DateOption[]>();
export function dateChoices(locale: Locale, zone: string, days: number): DateOption[] {
  const now = new Date();
  const key = `${locale}|${zone}|${days}|${calendarDay(now, zone)}`;
  let choices = dayChoices.get(key);
  if (!choices) {
    choices = upcomingDays(now, zone, locale, days);
    if (dayChoices.size > 50) dayChoices.clear();
    dayChoices.set(key, choices);
  }
  return choices;
}

/** `cache` compares arguments by identity; filters travel as a canonical JSON string. */
export const filtersKey = (filters: CatalogueFilters): string => JSON.stringify({ type: filters.type, date: filters.date, cityId: filters.cityId });

/**
 * The header's corporate logos (spec: corpAppearance, taken from a game's appearance): the first corporate game in
 * the page's language among the upcoming games a visitor sees first (the unfiltered first page). Never fails the page.
 */
export async function featuredCorporateLogos(locale: Locale): Promise<CorporateLogo[]> {
  try {
    return featuredLogos((await getGamesPage(locale, filtersKey({}), 1)).games, locale);
  } catch {
    return [];
  }
}

/** Days with upcoming games (from the first page, on each game's capital clock), soonest first; [] on failure. */
export async function upcomingGameDays(locale: Locale, limit: number): Promise<DateOption[]> {
  try {
    const page = await getGamesPage(locale, filtersKey({}), 1);
    const days = new Map<string, DateOption>();
    for (const game of page.games) {
      const option = dayOption(game.startsAt, game.capitalTimezone, locale);
      if (!days.has(option.value)) days.set(option.value, option);
    }
    return [...days.values()].sort((a, b) => a.value.localeCompare(b.value)).slice(0, limit);
  } catch {
    return [];
  }
}
