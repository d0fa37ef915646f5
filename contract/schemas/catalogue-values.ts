/**
 * The catalogue's enumerations and defaults as plain values, without zod: client code that only needs the list of
 * game types (filters, labels) imports this and does not pull the schemas (and zod) into the page's first load.
 */
export const gameTypes = ['classic', 'special', 'family', 'themed', 'newbies'] as const;
export type GameType = (typeof gameTypes)[number];

export const gameStatuses = ['announced', 'registration', 'live', 'finished', 'cancelled'] as const;
export type GameStatus = (typeof gameStatuses)[number];

/** The languages a game is played in (its city's); each site language lists the games of its own (locale settings' gameLanguage). */
export const gameLanguages = ['ru', 'en', 'fr'] as const;
export type GameLanguageValue = (typeof gameLanguages)[number];

/** Spec defaults: currency RUB; the capital clock of the platform is Moscow's. */
export const DEFAULT_CURRENCY = 'RUB';
export const DEFAULT_CAPITAL_ZONE = 'Europe/Moscow';
