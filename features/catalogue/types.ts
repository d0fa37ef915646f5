import type { StartedGamePhase } from '@/lib/scheduling/started-game-phase';
import type { GameStatus, GameType } from '@/contract/schemas/catalogue-values';

export interface City {
  id: number;
  name: string;
  timezone: string;
}

/** The catalogue's filters as the address carries them (`?type=&date=&city=`); absent = all. */
export interface CatalogueFilters {
  type?: GameType;
  /** Calendar day YYYY-MM-DD (in the game city's zone, as GET /games reads it). */
  date?: string;
  cityId?: number;
}

export interface CorporateLogo {
  src: string;
  href: string | null;
  alt: string;
}

/** A game as the catalogue reasons about it: wire names resolved, instants as Date, spec defaults applied. */
export interface CatalogueGame {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  type: GameType;
  topic: string | null;
  status: GameStatus;
  startsAt: Date;
  endsAt: Date;
  /** The game city's zone and the capital whose clock announces the game. */
  timezone: string;
  capitalTimezone: string;
  registrationOpensAt: Date | null;
  registrationAllowed: boolean;
  price: number;
  currency: string;
  cityId: number | null;
  participantsCount: number;
  maxParticipants: number | null;
  isFewPlaces: boolean;
  /** The language the game is played in, when the API says. */
  language: 'ru' | 'en' | 'fr' | null;
  isRegistered: boolean;
  /** The player's team's participation in the game (its game screen), when registered and the API says. */
  participantId: number | null;
  /** Logos of a corporate appearance (empty for ordinary games). */
  corporateLogos: CorporateLogo[];
}

/** One page of GET /games as read: `count` is -1 when the reply did not say; `skipped` items were malformed. */
export interface GamesPageData {
  count: number;
  games: CatalogueGame[];
  skipped: number;
}

export type RegistrationText = { kind: 'fewPlaces' } | { kind: 'open' } | { kind: 'opensLater'; opensAt: Date } | { kind: 'ended' };

/** Spec: opens later, in progress, few places left, sold out or closed, registered (+ plain open). */
export type TimelineState = 'registered' | 'inProgress' | 'soldOut' | 'closed' | 'opensLater' | 'fewPlaces' | 'open';

/** Capitals with a translated name in the messages (`catalogue.card.capital.*`); other zones show their id. */
export type CapitalKey = 'moscow' | 'paris' | 'london';

/**
 * What a card shows, computed once where the page was fetched (the server for the first page, the browser for the
 * next ones): formatted strings and states, so the list island ships no date or money formatting code and
 * hydration sees exactly the server's text.
 */
export interface CatalogueCard {
  id: number;
  name: string;
  /** null: the card shows the default description ('Регулярная игра'). */
  description: string | null;
  /** null: the default picture. */
  image: string | null;
  type: GameType;
  topic: string | null;
  cityName: string | null;
  /** ISO instants (for <time> and the calendar file). */
  startsAt: string;
  endsAt: string;
  /** The start, 'dd MMMM, HH:mm' on the capital's clock, in the page's language. */
  date: string;
  /** The end (90 minutes after the start), 'HH:mm' on the capital's clock. */
  endTime: string;
  capital: { key: CapitalKey | null; zone: string; offset: string };
  /** The start on the game city's own clock when it differs from the capital's ('dd MMMM, HH:mm'), else null. */
  localTime: string | null;
  /** Formatted price with currency; null = free. */
  price: string | null;
  registration: { kind: RegistrationText['kind']; opensAt: string | null };
  timeline: TimelineState;
  /**
   * When the game page opens (1 hour before the start), 'dd MMMM, HH:mm' on the capital's clock. Written for every
   * card, registered or not: a signed-in visitor's registrations are laid over the shared cards in the browser
   * (`model/registered-card.ts`), which then needs no date formatting code.
   */
  pageOpensAt: string;
  /**
   * For a registered team: whether the game page is open yet, and `path`, this game's own participant screen
   * (`/game/{participantId}`; `/game` when the API does not say).
   */
  gamePage: { open: boolean; path: string } | null;
  /** A started game's stage by the clock (15 and 60 minutes after the start), shown instead of the registration line. */
  started: StartedGamePhase | null;
}

export interface CardsPage {
  count: number;
  cards: CatalogueCard[];
  skipped: number;
  /**
   * Read without the visitor's session (the server's pages, shared by everyone), so nobody's registrations are in
   * it: a signed-in visitor's own are laid over it in the browser. false: read in the browser with the session.
   */
  shared: boolean;
}

/** A game one of the signed-in player's teams is registered for, and that participation (its game screen). */
export interface RegisteredGame {
  id: number;
  participantId: number | null;
}
