import { z } from 'zod/mini';
import { DEFAULT_CAPITAL_ZONE, DEFAULT_CURRENCY, gameLanguages, gameTypes, type GameLanguageValue, type GameStatus, type GameType } from './catalogue-values';
import { appearanceSchema, gameStatusSchema, gameTypeSchema } from './game-fields';
import { personalStateShape } from './games-reply';

export { gameTypes, type GameStatus, type GameType };

const citySchema = z.object({
  id: z.int(),
  name: z.string(),
  /** IANA time zone of the city; Online games use the capital's zone. */
  timezone: z.string(),
  country: z.string(),
});
export type CityWire = z.infer<typeof citySchema>;

/** GET /cities/all?sort=name,id[&language=en]: `language` keeps the cities whose games are played in it. */
export const citiesQuerySchema = z.object({ language: z.optional(z.enum(gameLanguages)) });

/** GET /cities/all?sort=name,id */
export const citiesReplySchema = z.object({ data: z.array(citySchema) });

/**
 * Fields the catalogue can do without fall back to the spec's defaults when they are missing or of the wrong type
 * (spec: description default 'Регулярная игра' on screen, price 0, currency RUB, ...), so one odd field does not
 * hide a game. `z.catch` covers both "absent" and "wrong type".
 */
const orNull = <T extends z.ZodMiniType>(schema: T) => z.catch(z.nullable(schema), null);
const isoInstant = z.iso.datetime({ offset: true });

const playedAtSchema = z.object({
  /** Start instant, ISO 8601 with offset. */
  time: isoInstant,
  /** The game city's IANA zone. */
  timezone: z.catch(z.string().check(z.minLength(1)), DEFAULT_CAPITAL_ZONE),
  /** The capital whose clock the game is announced in (IANA zone). */
  capital: z.catch(z.string().check(z.minLength(1)), DEFAULT_CAPITAL_ZONE),
  /** The start instant written in the capital's zone, ISO 8601 with that zone's offset. */
  capitalTime: orNull(isoInstant),
});

export const gameListItemSchema = z.object({
  id: z.int(),
  name: z.string().check(z.minLength(1)),
  description: orNull(z.string()),
  image: orNull(z.string()),
  registrationAt: orNull(isoInstant),
  playedAt: playedAtSchema,
  price: z.catch(z.number().check(z.nonnegative()), 0),
  currency: z.catch(z.string().check(z.length(3)), DEFAULT_CURRENCY),
  type: gameTypeSchema,
  topic: orNull(z.string()),
  feedbackUrl: orNull(z.string()),
  /** null only when a reply lacks it: the card then shows no city. */
  cityId: orNull(z.int()),
  status: z.catch(gameStatusSchema, 'announced'),
  appearance: orNull(appearanceSchema),
  /** Missing counts as "not allowed": the card then says registration ended rather than promising a place. */
  registrationAllowed: z.catch(z.boolean(), false),
  /**
   * The language the game is played in (its city's: Russia ru, France fr, elsewhere en); a page in another language
   * does not feature the game's corporate logos in its header. null or absent when the platform does not say.
   */
  language: z.optional(z.catch(z.nullable(z.enum(gameLanguages)), null)),
  participantsCount: z.catch(z.int().check(z.nonnegative()), 0),
  /** null when unknown: "sold out" is then judged by isFewPlaces alone. */
  maxParticipants: orNull(z.int().check(z.positive())),
  isFewPlaces: z.catch(z.boolean(), false),
  ...personalStateShape,
});
export type GameListItemWire = z.infer<typeof gameListItemSchema>;

/** GET /games reply, every item checked (the reference backend's own tests hold it to this). */
export const gamesReplySchema = z.object({ count: z.int().check(z.nonnegative()), items: z.array(gameListItemSchema) });

/** GET /games query. Dates are calendar days (YYYY-MM-DD) in the game city's zone. */
export const gamesQuerySchema = z.object({
  type: z.optional(gameTypeSchema),
  date: z.optional(z.iso.date()),
  cityId: z.optional(z.coerce.number().check(z.int())),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  perPage: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 12),
  /** 'upcoming' (default) hides finished and cancelled games. */
  scope: z._default(z.enum(['upcoming', 'all']), 'upcoming'),
  /** Only games played in this language (their city's); absent: every language. */
  language: z.optional(z.enum(gameLanguages)),
});
/** What a client sends (all optional; the server applies the defaults above). */
export interface GamesQuery {
  type?: GameType;
  date?: string;
  cityId?: number;
  page?: number;
  perPage?: number;
  scope?: 'upcoming' | 'all';
  language?: GameLanguageValue;
}
