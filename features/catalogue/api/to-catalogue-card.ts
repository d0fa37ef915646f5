import type { Locale } from '@/lib/i18n/routing';
import { startedGamePhase } from '@/lib/scheduling/started-game-phase';
import { gamePageOpensAt, registrationText, timelineState } from '../model/card-state';
import { asRegistered } from '../model/registered-card';
import { capitalKeyOf, formatClock, formatGameDate, formatZoneOffset } from '../model/format-game-time';
import { formatPrice } from '../model/format-price';
import type { CardsPage, CatalogueCard, CatalogueGame, City, GamesPageData } from '../types';

export interface CardContext {
  locale: Locale;
  /** The instant the states are judged at (the fetch time). */
  now: number;
  cities: ReadonlyMap<number, City>;
}

/**
 * A game as its card shows it. The date and times are on the capital's clock (games are announced in capital
 * time, spec: "capital-city time"); the city's own clock is added when it differs. The price is the game's own
 * price and currency from the API, written the page's way (the locale's standard 899 RUB / 10 USD is what the
 * landing quotes; a game may cost something else, newbies games are free).
 */
export function toCatalogueCard(game: CatalogueGame, { locale, now, cities }: CardContext): CatalogueCard {
  const zone = game.capitalTimezone;
  const registration = registrationText(game, now);
  const timeline = timelineState(game, now);
  const localTime =
    formatGameDate(game.startsAt, game.timezone, locale) !== formatGameDate(game.startsAt, zone, locale)
      ? formatGameDate(game.startsAt, game.timezone, locale)
      : null;
  const card: CatalogueCard = {
    id: game.id,
    name: game.name,
    description: game.description,
    image: game.image,
    type: game.type,
    topic: game.topic,
    cityName: game.cityId === null ? null : (cities.get(game.cityId)?.name ?? null),
    startsAt: game.startsAt.toISOString(),
    endsAt: game.endsAt.toISOString(),
    date: formatGameDate(game.startsAt, zone, locale),
    endTime: formatClock(game.endsAt, zone),
    capital: { key: capitalKeyOf(zone), zone, offset: formatZoneOffset(game.startsAt, zone, locale) },
    localTime,
    price: formatPrice(game.price, game.currency, locale),
    registration: {
      kind: registration.kind,
      opensAt: registration.kind === 'opensLater' ? formatGameDate(registration.opensAt, zone, locale) : null,
    },
    timeline,
    pageOpensAt: formatGameDate(gamePageOpensAt(game), zone, locale),
    gamePage: null,
    // Only for a game that is not over: a finished or cancelled one says so through its registration line and badge.
    started: game.status === 'finished' || game.status === 'cancelled' ? null : startedGamePhase(game.startsAt.getTime(), now),
  };
  return game.isRegistered ? asRegistered(card, game.participantId, now) : card;
}

/** `shared`: read without the visitor's session (see CardsPage). */
export const toCardsPage = (page: GamesPageData, context: CardContext, shared: boolean): CardsPage => ({
  count: page.count,
  cards: page.games.map((game) => toCatalogueCard(game, context)),
  skipped: page.skipped,
  shared,
});
