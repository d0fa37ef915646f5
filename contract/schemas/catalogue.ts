import { z } from 'zod/mini';

export const citySchema = z.object({
  id: z.int(),
  name: z.string(),
  /** IANA time zone of the city; Online games use the capital's zone. */
  timezone: z.string(),
  country: z.string(),
});
export type CityWire = z.infer<typeof citySchema>;

/** GET /cities/all?sort=name,id */
export const citiesReplySchema = z.object({ data: z.array(citySchema) });

export const gameTypes = ['classic', 'special', 'family', 'themed', 'newbies'] as const;
export const gameTypeSchema = z.enum(gameTypes);
export type GameType = z.infer<typeof gameTypeSchema>;

export const gameStatuses = ['announced', 'registration', 'live', 'finished', 'cancelled'] as const;
export const gameStatusSchema = z.enum(gameStatuses);
export type GameStatus = z.infer<typeof gameStatusSchema>;

/** Optional per-game look; every key has a product default (spec: "map of optional keys with defaults"). */
export const appearanceSchema = z.partial(
  z.object({
    cardHeader: z.nullable(z.string()),
    corporate: z.boolean(),
    logos: z.array(z.object({ src: z.string(), href: z.nullable(z.string()), alt: z.string() })),
    showHeader: z.boolean(),
    showFooter: z.boolean(),
    showInvite: z.boolean(),
    mainColor: z.string(),
  }),
);
export type AppearanceWire = z.infer<typeof appearanceSchema>;

export const playedAtSchema = z.object({
  /** Start instant, ISO 8601 with offset. */
  time: z.iso.datetime({ offset: true }),
  /** The game city's IANA zone. */
  timezone: z.string(),
  /** The capital whose clock the game is announced in (IANA zone). */
  capital: z.string(),
  /** The start instant written in the capital's zone, ISO 8601 with that zone's offset. */
  capitalTime: z.iso.datetime({ offset: true }),
});

export const gameListItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.nullable(z.string()),
  image: z.nullable(z.string()),
  registrationAt: z.nullable(z.iso.datetime({ offset: true })),
  playedAt: playedAtSchema,
  price: z.number().check(z.nonnegative()),
  currency: z.string().check(z.length(3)),
  type: gameTypeSchema,
  topic: z.nullable(z.string()),
  feedbackUrl: z.nullable(z.string()),
  cityId: z.int(),
  status: gameStatusSchema,
  appearance: z.nullable(appearanceSchema),
  registrationAllowed: z.boolean(),
  participantsCount: z.int().check(z.nonnegative()),
  maxParticipants: z.int().check(z.positive()),
  isFewPlaces: z.boolean(),
  /** Only for an authenticated player: whether one of their teams is registered. */
  isRegistered: z.optional(z.boolean()),
});
export type GameListItemWire = z.infer<typeof gameListItemSchema>;

/** GET /games reply. */
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
});
/** What a client sends (all optional; the server applies the defaults above). */
export interface GamesQuery {
  type?: GameType;
  date?: string;
  cityId?: number;
  page?: number;
  perPage?: number;
  scope?: 'upcoming' | 'all';
}
