/** Every timing of the product spec (section 9) in one place, in milliseconds unless the name says otherwise. */
export const timings = {
  socketRetryMs: 1000,
  answerDebounceMs: 1000,
  openAnswersLockMs: 10_000,
  showScoresReleaseMs: 1000,
  supportAutoCloseMs: 3000,
  linkCopiedNoticeMs: 4000,
  chunkReloadGuardMs: 60_000,
  progressBarDurationMs: 5000,
  progressBarThrottleMs: 200,
  dataFetchDelayMs: 200,
  linkPrefetchIdleMs: 2000,
  apiRetries: 3,
  /** Not in the spec: how long one API attempt may wait for its whole reply before it is retried (uploads: 4x). */
  apiAttemptTimeoutMs: 15_000,
} as const;

/** Cookie lifetimes (spec section 9). */
export const cookieLifetimes = {
  loginDays: 5,
  oauthDays: 1,
  providerMinutes: 30,
  localeDays: 365,
} as const;

export const MODAL_DEFAULT_MAX_WIDTH_PX = 360;
export const GAME_LENGTH_MINUTES = 90;
export const STREAM_OPENS_BEFORE_START_MINUTES = 60;
export const COPYRIGHT_YEAR = 2022;
/**
 * Started-game helpers (spec section 9: "60 min and 15 min after start"): the moments a started game's card and page
 * change what they tell the player (lib/scheduling/started-game-phase.ts, docs/shell.md).
 */
export const STARTED_GAME_HELPER_MINUTES = { justStarted: 15, finalRounds: 60 } as const;
