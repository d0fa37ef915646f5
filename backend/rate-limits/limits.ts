import type { Clock } from '../time/clock';
import { createRateLimiter, type RateLimit, type RateLimiter } from './rate-limiter';

/**
 * Every request limit of the reference backend, by name (docs/security/rate-limits-and-text.md). The per-address
 * ones stop one machine spraying many e-mails; they are sized so that a real person, or a room of players behind
 * one address, never meets them, and the end-to-end suites (every browser on 127.0.0.1) never do either.
 */
const rateLimits = {
  /** Failed logins (player and staff) per e-mail and client address, as Laravel's login throttle; a success clears it. */
  loginFailuresPerEmail: { limit: 5, windowMs: 60_000 },
  /** Failed logins per client address, whatever the e-mail (password spraying); a success does not clear it. */
  loginFailuresPerAddress: { limit: 20, windowMs: 60_000 },
  /** Letters asked for (recovery, confirmation resend) per e-mail and client address. */
  lettersPerEmail: { limit: 5, windowMs: 60_000 },
  /** Letters asked for per client address, whatever the e-mail (mailbox flooding, address probing). */
  lettersPerAddress: { limit: 10, windowMs: 60_000 },
  /** Registration attempts per client address (refused ones count: the duplicate check tells who has an account). */
  signUpsPerAddress: { limit: 10, windowMs: 60_000 },
  /** Newsletter and private-event requests per client address. */
  subscriptionsPerAddress: { limit: 10, windowMs: 60_000 },
  /**
   * Answer posts per player of a team (participant and user). A player's screen posts at most about once a second
   * (the 1000 ms typing debounce, plus submits and resends); twice that, sustained for a minute, is a flood.
   */
  answerPostsPerPlayer: { limit: 120, windowMs: 60_000 },
  /** Team creations per requester (account, or guest registration token) and address. */
  teamWritesPerRequester: { limit: 10, windowMs: 60_000 },
  /** Game registrations per requester and address (a double click is one: the Idempotency-Key answers it). */
  registrationsPerRequester: { limit: 10, windowMs: 60_000 },
  /** Payment intents and pay-later per requester and address. */
  paymentsPerRequester: { limit: 10, windowMs: 60_000 },
  /**
   * Invite links made, revoked, accepted or declined, and members removed, per requester (account, or the link for
   * a visitor declining without one) and address. Reading a link is not limited: its token is 256 random bits.
   */
  inviteWritesPerRequester: { limit: 20, windowMs: 60_000 },
  /** Promo checks per e-mail and address, so codes cannot be guessed quickly. */
  promoChecksPerEmail: { limit: 30, windowMs: 60_000 },
  /** Private game orders per account and address (each may write to the sales team). */
  privateOrdersPerRequester: { limit: 10, windowMs: 60_000 },
  /** Promo-code pack purchases per requester (account, or the buyer's e-mail) and address. */
  promoPurchasesPerRequester: { limit: 10, windowMs: 60_000 },
  /**
   * Support requests per client address (each may carry 25 MiB of files and sends a letter): plenty for people
   * asking for help, even a room of them behind one address, and a ceiling for a script filling the desk.
   */
  supportRequestsPerAddress: { limit: 20, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof rateLimits;
export type RateLimitSettings = Record<RateLimitName, RateLimit>;

/**
 * Teammates see each other's drafts (ClientTyping) at most once per this window per player; a burst of posts is
 * sent as its first post at once and then the latest text at the end of each window (never dropped).
 */
export const TYPING_BROADCAST_WINDOW_MS = 500;

/** The limits counted per client address alone: the ones ADDRESS_LIMIT_SCALE multiplies. */
const perAddress: readonly RateLimitName[] = ['loginFailuresPerAddress', 'lettersPerAddress', 'signUpsPerAddress', 'subscriptionsPerAddress'];

/**
 * One limiter per limit, built once per backend instance; tests may replace any limit. `addressScale` multiplies
 * the per-address limits (config.addressLimitScale), for places where many clients share one address.
 */
export function createRateLimiters(now: Clock, overrides: Partial<RateLimitSettings> = {}, addressScale = 1): Record<RateLimitName, RateLimiter> {
  const names = Object.keys(rateLimits) as RateLimitName[];
  const limitOf = (name: RateLimitName): RateLimit => {
    const limit = overrides[name] ?? rateLimits[name];
    return perAddress.includes(name) ? { ...limit, limit: limit.limit * addressScale } : limit;
  };
  return Object.fromEntries(names.map((name) => [name, createRateLimiter(limitOf(name), now)])) as Record<RateLimitName, RateLimiter>;
}
