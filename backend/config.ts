import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the backend's settings are resolved against it, not the cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const port = z.coerce.number().int().min(0).max(65535);
const seconds = z.coerce.number().int().min(1);

const envSchema = z.object({
  /**
   * Demo mode: the mail outbox, the user look-up and the local OAuth consent pages under /dev, the local OAuth
   * stand-in and the seeded demo accounts. On unless NODE_ENV=production; it listens on loopback only.
   */
  DEMO_MODE: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(['1', '0', 'true', 'false'], { error: 'must be 1, 0, true or false' }))
    .transform((value) => value === '1' || value === 'true')
    .optional(),
  /**
   * Spec-only: the additions beyond the spec that contract/README.md lists ("Spec-only switch") are off, so the
   * web app can be run against exactly what a platform built to the spec offers.
   */
  SPEC_ONLY: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(['1', '0', 'true', 'false'], { error: 'must be 1, 0, true or false' }))
    .transform((value) => value === '1' || value === 'true')
    .default(false),
  NODE_ENV: z.string().optional(),
  BACKEND_PORT: port.default(4000),
  /** Default: loopback (127.0.0.1 and ::1) in demo mode, every interface (0.0.0.0) without it. */
  BACKEND_HOST: z.string().trim().min(1).optional(),
  /** The backend's own public origin, in the addresses it writes (avatars, OAuth links). */
  BACKEND_PUBLIC_ORIGIN: z.string().optional(),
  DATABASE_PATH: z.string().min(1).default('.data/quiz.sqlite'),
  WEB_ORIGINS: z.string().optional(),
  /** The web app's port; only used to derive the default WEB_ORIGINS. */
  PORT: port.default(3000),
  ACCESS_TOKEN_TTL_SECONDS: seconds.default(3600),
  /** 5 days: the same lifetime as the spec's login cookie. */
  REFRESH_TOKEN_TTL_SECONDS: seconds.default(5 * 24 * 3600),
  /**
   * A rotated refresh token presented again this soon (two tabs, a retried request) gets a fresh pair instead of
   * revoking the session. 0 turns the grace off; at most 5 minutes, since a copied token is honoured meanwhile.
   */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * 30 days: however often a session is refreshed, it ends this long after its sign-in (a stolen refresh chain
   * cannot be kept alive forever); the 5-day idle limit above still applies.
   */
  SESSION_ABSOLUTE_TTL_SECONDS: seconds.default(30 * 24 * 3600),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** The web app's public origin, used in the links of letters (default: the first of WEB_ORIGINS). */
  WEB_ORIGIN: z.string().optional(),
  /** Real OAuth apps; without an id and secret a provider is served by the local consent page. */
  OAUTH_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OAUTH_VKONTAKTE_CLIENT_ID: z.string().min(1).optional(),
  OAUTH_VKONTAKTE_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * The Pusher-protocol endpoint (`/app/{key}`, what Laravel Reverb and Pusher speak): the app key the web app is
   * configured with (its REALTIME_KEY) and the secret private-channel signatures are made with. Without a secret
   * each start makes its own; clients sign again on every (re)subscribe, so nothing outlives a restart.
   */
  REALTIME_APP_KEY: z.string().min(1).default('quiz-local'),
  /**
   * The proxies whose X-Forwarded-For names the client: comma-separated addresses and CIDR ranges (`127.0.0.1, ::1,
   * 10.0.0.0/8`), or `none`. Default: loopback in demo mode (the web server's Server Actions call from the same
   * machine), none without it. From any other peer the header is ignored.
   */
  TRUSTED_PROXIES: z.string().optional(),
  /**
   * Multiplies the per-address limits (logins, letters, sign-ups, newsletter) where many real clients share one
   * address: a NAT in front of a venue, or the end-to-end suite, whose every browser is 127.0.0.1. 1 = as named.
   */
  ADDRESS_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  REALTIME_APP_SECRET: z.string().min(16).optional(),
  /**
   * Seals the invite links a signed-in player opened, so the cabinet can give them back (GET players/me/invites)
   * while the database keeps no readable token (at least 16 characters; a fresh one per start when unset).
   */
  INVITE_SEAL_SECRET: z.string().min(16).optional(),
  /** The card provider's public id (CloudPayments' publicId), handed to the widget in every payment intent. */
  PAYMENT_PUBLIC_ID: z.string().min(1).optional(),
  /** The provider's API secret: its notifications are signed with it (HMAC-SHA256). */
  PAYMENT_API_SECRET: z.string().min(16).optional(),
  /** The local test widget: how long it waits for the provider before reporting a timeout. */
  PAYMENT_TEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** The local test provider: delay of a "confirmation later" card's webhook, `min-max` milliseconds. */
  PAYMENT_TEST_CONFIRM_DELAY_MS: z
    .string()
    .regex(/^\d{1,6}-\d{1,6}$/, 'must be min-max in milliseconds, e.g. 5000-20000')
    .default('5000-20000'),
  /** The city GET locations/guess answers when Accept-Language names no country we hold (default: the first city). */
  DEFAULT_CITY_ID: z.coerce.number().int().positive().optional(),
  /** Where requests for private games the sales team answers are sent (a copy of the request, by e-mail). */
  SALES_EMAIL: z.string().trim().email().default('sales@quiz.test'),
});

export interface OAuthClientSettings {
  clientId: string;
  clientSecret: string;
}

export interface BackendConfig {
  /** Demo mode (DEMO_MODE): /dev pages, the local OAuth stand-in and the demo accounts; loopback only. */
  demoMode: boolean;
  /**
   * SPEC_ONLY: the additions beyond the spec are off (their endpoints answer 404, broadcasts carry no seq, no
   * `subscription_succeeded`). contract/README.md, "Spec-only switch".
   */
  specOnly: boolean;
  port: number;
  /** The address to listen on; `localhost` means both loopback addresses, 127.0.0.1 and ::1. */
  host: string;
  /**
   * The backend's public origin (BACKEND_PUBLIC_ORIGIN): every address it writes into a reply (avatar URLs, OAuth
   * links) starts with it, never with the request's Host header. Port 0 stands for the port the server got.
   */
  publicOrigin: string;
  /** Absolute path, or ':memory:'. */
  databasePath: string;
  webOrigins: string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  refreshReuseGraceSeconds: number;
  sessionAbsoluteTtlSeconds: number;
  logLevel: LogLevel;
  /** Public origin of the web app (links in letters). */
  webOrigin: string;
  /** Real provider apps by provider; null = the local consent page stands in. */
  oauth: { google: OAuthClientSettings | null; vkontakte: OAuthClientSettings | null };
  /** The Pusher-protocol app: key in the connection path, secret for private-channel signatures. */
  pusherApp: { key: string; secret: string };
  /** The key the opened invite links are sealed with (INVITE_SEAL_SECRET, else a fresh one per start). */
  inviteSealSecret: string;
  /** The proxies (addresses, CIDR ranges) whose X-Forwarded-For entries are believed; empty: none. */
  trustedProxies: readonly string[];
  /** Multiplier of the per-address rate limits (ADDRESS_LIMIT_SCALE). */
  addressLimitScale: number;
  /** The card provider: what intents carry, the notifications' secret, the local test provider's timings. */
  payments: PaymentSettings;
  /** GET locations/guess falls back to this city; null = the first city. */
  defaultCityId: number | null;
  /** SALES_EMAIL: the sales team's address (requests for big private games). */
  salesEmail: string;
}

export interface PaymentSettings {
  publicId: string;
  /** HMAC secret of the provider's notifications. */
  apiSecret: string;
  /** The local test widget's wait for an answer before it reports a timeout. */
  testTimeoutMs: number;
  /** The local test provider's delay of a late confirmation. */
  testConfirmDelayMs: { min: number; max: number };
}

/** The public id of the local test provider (shaped like CloudPayments' test ids). */
const TEST_PAYMENT_PUBLIC_ID = 'test_api_00000000000000000000001';

const originSchema = z.url().refine((value) => new URL(value).origin === value, 'must be a bare origin like http://localhost:3000');

function parseOrigins(raw: string | undefined, webPort: number): { origins: string[]; problems: string[] } {
  const list = (raw ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const problems = list
    .filter((item) => !originSchema.safeParse(item).success)
    .map((item) => `WEB_ORIGINS: "${item}" must be a bare origin like http://localhost:3000`);
  if (list.length === 0) problems.push('WEB_ORIGINS: must list at least one origin');
  return { origins: list, problems };
}

/** Loopback, where the web server calls from in demo mode and development. */
const LOOPBACK_PROXIES = ['127.0.0.0/8', '::1'];

/** TRUSTED_PROXIES -> addresses and CIDR ranges; `none` trusts no one. */
function parseTrustedProxies(raw: string | undefined, demoMode: boolean): { list: string[]; problems: string[] } {
  if (raw === undefined) return { list: demoMode ? LOOPBACK_PROXIES : [], problems: [] };
  if (raw.trim().toLowerCase() === 'none') return { list: [], problems: [] };
  const list = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const problems = list
    .filter((entry) => {
      const [address = '', prefix, extra] = entry.split('/');
      const family = isIP(address);
      const bits = Number(prefix);
      return family === 0 || extra !== undefined || (prefix !== undefined && !(/^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128)));
    })
    .map((entry) => `TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (e.g. 127.0.0.1, ::1, 10.0.0.0/8)`);
  return { list, problems };
}

/** Names that reach only this machine: `localhost`, 127.0.0.0/8, ::1 (also written long or IPv4-mapped). */
function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) !== 6) return false;
  // The URL parser writes IPv6 canonically: [::1], and ::ffff:127.0.0.1 as [::ffff:7f00:1].
  const canonical = new URL(`http://[${bare}]`).hostname;
  const mapped = /^\[::ffff:([0-9a-f]{1,4}):[0-9a-f]{1,4}\]$/.exec(canonical);
  return canonical === '[::1]' || (mapped !== null && parseInt(mapped[1]!, 16) >> 8 === 127);
}

/** The start refuses a demo-mode backend on any other address: its /dev pages hand out other people's accounts. */
export function demoHostProblem(host: string): string | null {
  if (isLoopbackHost(host)) return null;
  return (
    `BACKEND_HOST: "${host}" is not a loopback address, and demo mode (DEMO_MODE) serves /dev pages and demo ` +
    'accounts that let anyone who reaches the port take over accounts. Use BACKEND_HOST=127.0.0.1, ::1 or localhost ' +
    '(the default), or turn demo mode off with DEMO_MODE=0.'
  );
}

const oauthClient = (clientId: string | undefined, clientSecret: string | undefined): OAuthClientSettings | null =>
  clientId && clientSecret ? { clientId, clientSecret } : null;

/**
 * The only place the backend reads the environment. Empty strings count as unset (as in a .env file with `KEY=`).
 * Throws one error listing every problem, so a misconfigured start fails with a readable message.
 */
export function loadBackendConfig(env: Readonly<Record<string, string | undefined>> = process.env): BackendConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const webPort = parsed.success ? parsed.data.PORT : 3000;
  const origins = parseOrigins(cleaned.WEB_ORIGINS, webPort);
  problems.push(...origins.problems);
  if (cleaned.WEB_ORIGIN !== undefined && !originSchema.safeParse(cleaned.WEB_ORIGIN).success) {
    problems.push(`WEB_ORIGIN: "${cleaned.WEB_ORIGIN}" must be a bare origin like http://localhost:3000`);
  }
  if (cleaned.BACKEND_PUBLIC_ORIGIN !== undefined && !originSchema.safeParse(cleaned.BACKEND_PUBLIC_ORIGIN).success) {
    problems.push(`BACKEND_PUBLIC_ORIGIN: "${cleaned.BACKEND_PUBLIC_ORIGIN}" must be a bare origin like http://localhost:4000`);
  }
  const demoMode = parsed.success ? (parsed.data.DEMO_MODE ?? parsed.data.NODE_ENV !== 'production') : true;
  const host = parsed.success ? (parsed.data.BACKEND_HOST ?? (demoMode ? 'localhost' : '0.0.0.0')) : 'localhost';
  if (demoMode && parsed.success) {
    const problem = demoHostProblem(host);
    if (problem) problems.push(problem);
  }
  for (const provider of ['GOOGLE', 'VKONTAKTE'] as const) {
    if (Boolean(cleaned[`OAUTH_${provider}_CLIENT_ID`]) !== Boolean(cleaned[`OAUTH_${provider}_CLIENT_SECRET`])) {
      problems.push(`OAUTH_${provider}_CLIENT_ID and OAUTH_${provider}_CLIENT_SECRET: set both or neither`);
    }
  }
  const proxies = parseTrustedProxies(cleaned.TRUSTED_PROXIES, demoMode);
  problems.push(...proxies.problems);
  const delay = /^(\d+)-(\d+)$/.exec(cleaned.PAYMENT_TEST_CONFIRM_DELAY_MS ?? '5000-20000');
  if (delay && Number(delay[1]) > Number(delay[2])) problems.push('PAYMENT_TEST_CONFIRM_DELAY_MS: min must not exceed max');
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid backend configuration:\n  - ${problems.join('\n  - ')}`);
  }

  const settings = parsed.data;
  const dbPath = settings.DATABASE_PATH;
  return {
    demoMode,
    specOnly: settings.SPEC_ONLY,
    port: settings.BACKEND_PORT,
    host,
    publicOrigin: settings.BACKEND_PUBLIC_ORIGIN ?? `http://localhost:${settings.BACKEND_PORT}`,
    databasePath: dbPath === ':memory:' || isAbsolute(dbPath) ? dbPath : resolve(REPO_ROOT, dbPath),
    webOrigins: origins.origins,
    accessTokenTtlSeconds: settings.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: settings.REFRESH_TOKEN_TTL_SECONDS,
    refreshReuseGraceSeconds: settings.REFRESH_REUSE_GRACE_SECONDS,
    sessionAbsoluteTtlSeconds: settings.SESSION_ABSOLUTE_TTL_SECONDS,
    logLevel: settings.LOG_LEVEL,
    webOrigin: settings.WEB_ORIGIN ?? origins.origins[0]!,
    oauth: {
      google: oauthClient(settings.OAUTH_GOOGLE_CLIENT_ID, settings.OAUTH_GOOGLE_CLIENT_SECRET),
      vkontakte: oauthClient(settings.OAUTH_VKONTAKTE_CLIENT_ID, settings.OAUTH_VKONTAKTE_CLIENT_SECRET),
    },
    pusherApp: { key: settings.REALTIME_APP_KEY, secret: settings.REALTIME_APP_SECRET ?? randomBytes(32).toString('hex') },
    inviteSealSecret: settings.INVITE_SEAL_SECRET ?? randomBytes(32).toString('hex'),
    trustedProxies: proxies.list,
    addressLimitScale: settings.ADDRESS_LIMIT_SCALE,
    payments: {
      publicId: settings.PAYMENT_PUBLIC_ID ?? TEST_PAYMENT_PUBLIC_ID,
      // Without a configured secret each start makes its own: only the local test provider can sign with it.
      apiSecret: settings.PAYMENT_API_SECRET ?? randomBytes(32).toString('hex'),
      testTimeoutMs: settings.PAYMENT_TEST_TIMEOUT_MS,
      testConfirmDelayMs: { min: Number(delay![1]), max: Number(delay![2]) },
    },
    defaultCityId: settings.DEFAULT_CITY_ID ?? null,
    salesEmail: settings.SALES_EMAIL,
  };
}

/**
 * Loads the repo's `.env` (if any) into the process environment for command-line starts; variables already set
 * in the environment win, as with `node --env-file`. Tests never call this: they pass their own env.
 */
export function loadDotEnvFile(path = resolve(REPO_ROOT, '.env')): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
