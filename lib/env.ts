import { z } from 'zod';
import { apiFamilies, apiFamilyNames, type ApiFamily } from '@/contract/families';
import { oauthProviders, type OAuthProvider } from '@/contract/schemas/accounts';
import type { ThirdPartyScripts } from './config/public-config';

/**
 * The one place the web app reads process.env (server and proxy only; never import it from a client component). Parsed once at start; a bad value stops the server with a list of
 * every problem. Defaults point at the embedded reference backend, so no .env is needed to run locally.
 */
const url = z.url({ protocol: /^https?$/ });
const port = z.coerce.number().int().min(1).max(65535);
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), url.optional());
/** An origin (scheme, host, optional port; `*.` for subdomains), as a CSP source: no path, query or fragment. */
const scriptOrigin = z
  .string()
  .regex(/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i, 'expected origins such as https://widget.example.com, without a path')
  .transform((o) => o.toLowerCase());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    BACKEND_PORT: port.default(4000),
    /** Public origin of this site, used in absolute links (.ics files, share links, OAuth return URLs). */
    SITE_URL: optionalUrl,
    /** Origin at which this server reaches itself (it refreshes its in-memory copies of the home page from there). */
    SITE_INTERNAL_ORIGIN: optionalUrl,
    /** Origin of the platform API as the browser reaches it. */
    API_ORIGIN: optionalUrl,
    /** Origin of the platform API as this server reaches it (inside a cluster it may differ). */
    API_INTERNAL_ORIGIN: optionalUrl,
    API_IAM_URL: optionalUrl,
    API_LIVE_URL: optionalUrl,
    API_BASE_URL: optionalUrl,
    API_BASE_MAIN_URL: optionalUrl,
    API_LEGACY_URL: optionalUrl,
    API_PARTY_URL: optionalUrl,
    API_CHATS_URL: optionalUrl,
    REALTIME_BROADCASTER: z.enum(['socket.io', 'pusher', 'reverb']).default('socket.io'),
    REALTIME_HOST: z.string().min(1).optional(),
    REALTIME_PORT: port.optional(),
    REALTIME_KEY: z.string().default('quiz-local'),
    REALTIME_TLS: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Private-channel authorisation endpoint of the platform (Pusher/Reverb broadcasters). */
    REALTIME_AUTH_ENDPOINT: optionalUrl,
    CHAT_SOCKET_URL: optionalUrl,
    SENTRY_DSN: optionalUrl,
    SENTRY_ENVIRONMENT: z.string().default('local'),
    LINK_PARTY: url.default('https://party.example.com'),
    LINK_PORTAL: url.default('https://portal.example.com'),
    LINK_FRANCHISE: url.default('https://franchise.example.com'),
    LINK_CORP: url.default('https://corp.example.com'),
    LINK_SCHEDULE: url.default('https://schedule.example.com'),
    LINK_CHATBOT: url.default('https://t.me/quiz_support_bot'),
    /** The games' public live broadcasts (the root store's `live` menu link): the header's "Live" button (ru). */
    LINK_LIVE: url.default('https://live.example.com'),
    /** A test game to try the game screen before a real one (locale setting `testGame`); unset: no link is shown. */
    LINK_TEST_GAME: optionalUrl,
    /**
     * Addresses of the footer's documents that are not files in public/docs, comma-separated `{name}-{locale}=url`
     * (e.g. `rules-ru=https://cdn.example.com/rules.pdf,faq-ru=https://cdn.example.com/faq.pdf`). See docs/shell.md.
     */
    DOCUMENT_URLS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().regex(/^(terms|privacy|rules|faq)-(ru|en|fr)=https?:\/\/\S+$/, 'expected entries such as rules-ru=https://cdn.example.com/rules.pdf'),
        ),
      )
      .transform((entries) => Object.fromEntries(entries.map((entry) => entry.split(/=(.*)/s, 2) as [string, string]))),
    /**
     * The card payment widget's script (CloudPayments' interface, contract/payment-widget.ts). Default: the reference
     * backend's local test widget, `{API origin}/dev/payments/widget.js` (demo mode only).
     */
    PAYMENT_WIDGET_URL: optionalUrl,
    /**
     * Origins the widget frames or calls (comma-separated, `https://*.example.com` allowed), added to the CSP's
     * frame-src and connect-src. Default: the widget script's own origin.
     */
    PAYMENT_WIDGET_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i, 'an origin such as https://widget.example.com'))),
    /** Social sign-in buttons offered in the auth modal, in order (comma-separated; empty hides them). */
    OAUTH_PROVIDERS: z
      .string()
      .default(oauthProviders.join(','))
      .transform((v) =>
        v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(oauthProviders))),
    /**
     * Third-party scripts (docs/third-party-scripts.md): each loads only when its script address is set, after the
     * page is interactive; its exact script is allowed by the CSP and its origin may be called. None by default.
     * Analytics follows Yandex Metrika's `ym(counterId, 'init' | 'hit', …)` interface; the social network's API
     * VK OpenAPI's `VK.init({apiId})`; the customer chat widget needs only its script.
     */
    ANALYTICS_SCRIPT_URL: optionalUrl,
    ANALYTICS_COUNTER_ID: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^\d{1,12}$/, 'a numeric counter id')
        .optional(),
    ),
    SOCIAL_API_SCRIPT_URL: optionalUrl,
    SOCIAL_API_APP_ID: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^\d{1,12}$/, 'a numeric application id')
        .optional(),
    ),
    CHAT_WIDGET_SCRIPT_URL: optionalUrl,
    /** Further origins those scripts call or frame (comma-separated; `wss://` allowed), e.g. a chat widget's servers. */
    THIRD_PARTY_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^(https?|wss):\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i, 'an origin such as https://chat.example.com'))),
    /**
     * Origins third-party scripts may load from (a payment widget, analytics), comma-separated: added to every page's
     * Content-Security-Policy. Empty by default: only our own scripts run.
     */
    CSP_SCRIPT_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(scriptOrigin)),
  })
  .superRefine((e, ctx) => {
    // A script without the id it is started with would load for nothing.
    if (e.ANALYTICS_SCRIPT_URL && !e.ANALYTICS_COUNTER_ID)
      ctx.addIssue({ code: 'custom', path: ['ANALYTICS_COUNTER_ID'], message: 'required with ANALYTICS_SCRIPT_URL' });
    if (e.SOCIAL_API_SCRIPT_URL && !e.SOCIAL_API_APP_ID)
      ctx.addIssue({ code: 'custom', path: ['SOCIAL_API_APP_ID'], message: 'required with SOCIAL_API_SCRIPT_URL' });
  })
  .transform((e) => {
    const trim = (u: string) => u.replace(/\/+$/, '');
    const apiOrigin = trim(e.API_ORIGIN ?? `http://localhost:${e.BACKEND_PORT}`);
    const internalOrigin = trim(e.API_INTERNAL_ORIGIN ?? apiOrigin);
    const overrides: Record<ApiFamily, string | undefined> = {
      iam: e.API_IAM_URL,
      live: e.API_LIVE_URL,
      base: e.API_BASE_URL,
      baseMain: e.API_BASE_MAIN_URL,
      legacy: e.API_LEGACY_URL,
      party: e.API_PARTY_URL,
      chats: e.API_CHATS_URL,
    };
    const familyUrls = (origin: string) =>
      Object.fromEntries(apiFamilyNames.map((f) => [f, (overrides[f] ?? `${origin}${apiFamilies[f]}`).replace(/\/$/, '')])) as Record<ApiFamily, string>;
    const apiHost = new URL(apiOrigin);
    const widgetUrl = e.PAYMENT_WIDGET_URL ?? `${apiOrigin}/dev/payments/widget.js`;
    return {
      nodeEnv: e.NODE_ENV,
      port: e.PORT,
      siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      siteInternalOrigin: trim(e.SITE_INTERNAL_ORIGIN ?? `http://127.0.0.1:${e.PORT}`),
      api: { browser: familyUrls(apiOrigin), server: familyUrls(internalOrigin) },
      realtime: {
        broadcaster: e.REALTIME_BROADCASTER,
        host: e.REALTIME_HOST ?? apiHost.hostname,
        port: e.REALTIME_PORT ?? Number(apiHost.port || (apiHost.protocol === 'https:' ? 443 : 80)),
        key: e.REALTIME_KEY,
        tls: e.REALTIME_TLS || apiHost.protocol === 'https:',
        authEndpoint: e.REALTIME_AUTH_ENDPOINT ?? `${apiOrigin}/broadcasting/auth`,
      },
      chatSocketUrl: e.CHAT_SOCKET_URL ?? apiOrigin,
      sentry: { dsn: e.SENTRY_DSN, environment: e.SENTRY_ENVIRONMENT },
      oauthProviders: [...new Set(e.OAUTH_PROVIDERS)] as OAuthProvider[],
      payment: {
        widgetUrl,
        // The script itself, as a CSP source (origin and path; a query has no place in a source expression).
        widgetScriptSource: `${new URL(widgetUrl).origin}${new URL(widgetUrl).pathname}`,
        widgetOrigins: e.PAYMENT_WIDGET_ORIGINS.length > 0 ? e.PAYMENT_WIDGET_ORIGINS : [new URL(widgetUrl).origin],
      },
      scriptOrigins: [...new Set(e.CSP_SCRIPT_ORIGINS)],
      thirdParty: thirdPartyOf(e),
      links: {
        party: e.LINK_PARTY,
        portal: e.LINK_PORTAL,
        franchise: e.LINK_FRANCHISE,
        corp: e.LINK_CORP,
        schedule: e.LINK_SCHEDULE,
        chatbot: e.LINK_CHATBOT,
        live: e.LINK_LIVE,
      },
      testGameUrl: e.LINK_TEST_GAME,
      /** `{name}-{locale}` -> address, for documents served from elsewhere (lib/config/documents.ts). */
      documentUrls: e.DOCUMENT_URLS as Readonly<Record<string, string>>,
    };
  });

export type ServerEnv = z.output<typeof envSchema>;

/** A script's address as a CSP source: origin and path (a query has no place in a source expression). */
const scriptSourceOf = (src: string) => `${new URL(src).origin}${new URL(src).pathname}`;

function thirdPartyOf(e: {
  ANALYTICS_SCRIPT_URL?: string | undefined;
  ANALYTICS_COUNTER_ID?: string | undefined;
  SOCIAL_API_SCRIPT_URL?: string | undefined;
  SOCIAL_API_APP_ID?: string | undefined;
  CHAT_WIDGET_SCRIPT_URL?: string | undefined;
  THIRD_PARTY_ORIGINS: string[];
}) {
  const scripts: ThirdPartyScripts = {
    analytics: e.ANALYTICS_SCRIPT_URL && e.ANALYTICS_COUNTER_ID ? { src: e.ANALYTICS_SCRIPT_URL, counterId: Number(e.ANALYTICS_COUNTER_ID) } : null,
    socialApi: e.SOCIAL_API_SCRIPT_URL && e.SOCIAL_API_APP_ID ? { src: e.SOCIAL_API_SCRIPT_URL, appId: Number(e.SOCIAL_API_APP_ID) } : null,
    chatWidget: e.CHAT_WIDGET_SCRIPT_URL ? { src: e.CHAT_WIDGET_SCRIPT_URL } : null,
  };
  const sources = [scripts.analytics, scripts.socialApi, scripts.chatWidget].flatMap((s) => (s ? [s.src] : []));
  return {
    scripts,
    /** For script-src: exactly the configured scripts. */
    scriptSources: sources.map(scriptSourceOf),
    /** For connect-src and frame-src: the scripts' origins and THIRD_PARTY_ORIGINS. */
    origins: [...new Set([...sources.map((src) => new URL(src).origin), ...e.THIRD_PARTY_ORIGINS.map((o) => o.toLowerCase())])],
  };
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  return result.data;
}

let cached: ServerEnv | undefined;
export const env = (): ServerEnv => (cached ??= parseEnv(process.env));
