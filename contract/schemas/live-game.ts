import { z } from 'zod/mini';

// Game-wide reads of the live game: the rating, the registered teams, the chat's lock status.
// contract/schemas/live.ts re-exports everything here, so either import works.

const id = z.int().check(z.positive());
const count = z.int().check(z.nonnegative());
const number = z.int().check(z.positive());

export const cityRefSchema = z.object({ id, name: z.string() });

/**
 * A row of the rating: scores of revealed rounds only (`scores[i]` is round i + 1). The spec's list names `id`,
 * `scoresSum` and `scores`; the rest are the reference backend's additions, optional so a platform that sends only
 * the spec's fields parses (the screen then takes names from GET games/{id}/participants and computes places:
 * contract/README.md, "Spec-only switch").
 */
const ratingItemSchema = z.object({
  id,
  scoresSum: z.int(),
  scores: z.array(z.int()),
  name: z.optional(z.string()),
  city: z.optional(z.nullable(cityRefSchema)),
  /** Competition ranking (ties share the best place: 1, 2, 2, 4); null before the first showScores. */
  place: z.optional(z.nullable(number)),
  playersOnline: z.optional(count),
});
export type RatingItemWire = z.infer<typeof ratingItemSchema>;

/** GET participants/{id}/list: every participant of the game (not CANCELLED), best first once scores show. */
export const participantListReplySchema = z.object({
  items: z.array(ratingItemSchema),
  scoresShown: z.optional(z.boolean()),
  /** How many rounds the rating includes (the closed rounds at the last showScores; all after finish). */
  shownTours: z.optional(count),
  total: z.optional(count),
});
export type ParticipantListReply = z.infer<typeof participantListReplySchema>;

/** GET {baseMain}/games/{id}/participants: the registered teams (public; not CANCELLED), by name. */
const teamRefSchema = z.object({ id, name: z.string(), city: z.nullable(cityRefSchema) });
export const gameParticipantsReplySchema = z.object({ items: z.array(teamRefSchema) });

const chatStatuses = ['UNLOCKED', 'LOCKED'] as const;
export const chatStatusSchema = z.enum(chatStatuses);
/** GET chats/GAME/{gameId}; also the reply of POST .../lock and .../unlock. */
export const chatStatusReplySchema = z.object({ status: chatStatusSchema });
export type ChatStatus = z.infer<typeof chatStatusSchema>;
