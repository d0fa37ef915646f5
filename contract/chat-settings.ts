/**
 * The game chat's limits (contract/README.md, "Game chat"): the reference backend's choices where the spec is
 * silent; the front end uses the same ones. Plain values without zod, so the web app can read them on a first load
 * (the composer's rules) without the chat's schemas.
 */
export const chatLimits = {
  /** Longest message in UTF-16 code units (what a textarea counts), after nothing is trimmed or rewritten. */
  maxLength: 500,
  /** History page size by default, and the most one page may hold. */
  pageSize: 50,
  maxPageSize: 100,
  /** Per user: at most `messages` sends inside any `windowMs`. */
  rate: { messages: 5, windowMs: 10_000 },
} as const;
