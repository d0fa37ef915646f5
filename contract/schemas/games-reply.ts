import { z } from 'zod/mini';

/**
 * A games list item's fields that depend on who asks (GET /games with a player's session). Kept apart from the
 * item's full schema (catalogue.ts) so that a page which only needs a player's own states, the members' shared
 * home page, reads them without building and running the whole item schema (dates, prices, appearance).
 */
export const personalStateShape = {
  /** Only for an authenticated player: whether one of their teams is registered. */
  isRegistered: z.optional(z.catch(z.boolean(), false)),
  /**
   * With `isRegistered`: that team's participation in this game, whose screen is `/game/{participantId}` (a card's
   * "go to game" opens that game, not whichever game is live). Absent from a platform that does not say.
   */
  participantId: z.optional(z.catch(z.nullable(z.int().check(z.positive())), null)),
};

/** A games list item read only for the asking player's own state. */
export const gamePersonalStateSchema = z.object({ id: z.int(), ...personalStateShape });

/**
 * GET /games reply as the front end reads it: items are parsed one by one (with the full item schema or the
 * personal one) so a malformed game is skipped instead of failing the list; a missing or wrong `count` becomes -1
 * ("unknown").
 */
export const gamesReplyLenientSchema = z.object({
  count: z.catch(z.int().check(z.nonnegative()), -1),
  items: z.array(z.unknown()),
});
