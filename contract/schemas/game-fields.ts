import { z } from 'zod/mini';
import { gameStatuses, gameTypes } from './catalogue-values';

// A game's fields that the catalogue, the game screen, the console and the expert's game list all read. Kept apart
// from the catalogue's replies so that a screen builds only the schemas of what it reads.

export const gameTypeSchema = z.enum(gameTypes);
export const gameStatusSchema = z.enum(gameStatuses);

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
