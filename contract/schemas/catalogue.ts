import { z } from 'zod';

export const citySchema = z.object({
  id: z.number().int(),
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
export const appearanceSchema = z
  .object({
    cardHeader: z.string().nullable(),
    corporate: z.boolean(),
    logos: z.array(z.object({ src: z.string(), href: z.string().nullable(), alt: z.string() })),
    showHeader: z.boolean(),
    showFooter: z.boolean(),
    showInvite: z.boolean(),
    mainColor: z.string(),
  })
  .partial();
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
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  registrationAt: z.iso.datetime({ offset: true }).nullable(),
  playedAt: playedAtSchema,
  price: z.number().nonnegative(),
  currency: z.string().length(3),
  type: gameTypeSchema,
  topic: z.string().nullable(),
  feedbackUrl: z.string().nullable(),
  cityId: z.number().int(),
  status: gameStatusSchema,
  appearance: appearanceSchema.nullable(),
  registrationAllowed: z.boolean(),
  participantsCount: z.number().int().nonnegative(),
  maxParticipants: z.number().int().positive(),
  isFewPlaces: z.boolean(),
  /** Only for an authenticated player: whether one of their teams is registered. */
  isRegistered: z.boolean().optional(),
});
export type GameListItemWire = z.infer<typeof gameListItemSchema>;

/** GET /games reply. */
export const gamesReplySchema = z.object({ count: z.number().int().nonnegative(), items: z.array(gameListItemSchema) });

/** GET /games query. Dates are calendar days (YYYY-MM-DD) in the game city's zone. */
export const gamesQuerySchema = z.object({
  type: gameTypeSchema.optional(),
  date: z.iso.date().optional(),
  cityId: z.coerce.number().int().optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(12),
  /** 'upcoming' (default) hides finished and cancelled games. */
  scope: z.enum(['upcoming', 'all']).default('upcoming'),
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
