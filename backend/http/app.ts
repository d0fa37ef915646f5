import { IDEMPOTENCY_HEADER } from '@/contract/headers';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { apiFamilies } from '@/contract/families';
import { localeOf, type Locale } from '../i18n/locale';
import { translate, type MessageKey } from '../i18n/messages';
import type { Services } from '../services';
import { Refusal } from '../registration/refusal';
import { requestBodyLimit } from './body-limits';
import { ApiError, RateLimited, refusalToApiError, type ErrorBody } from '../api-errors/api-error';
import { responseHeaders } from './response-headers';
import { createAccountsRoutes } from './routes/accounts-routes';
import { createBaseRoutes } from './routes/base-routes';
import { createBroadcastingRoutes } from './routes/broadcasting-routes';
import { createCatalogueRoutes } from './routes/catalogue-routes';
import { createIamRoutes } from './routes/iam-routes';
import { createLiveChatRoutes } from './routes/live-chat-routes';
import { createLiveExpertRoutes } from './routes/live-expert-routes';
import { createLiveGameParticipantsRoutes } from './routes/live-game-participants-routes';
import { createLiveParticipantRoutes } from './routes/live-participant-routes';
import { createNewsletterRoutes } from './routes/newsletter-routes';
import { createDevPaymentsRoutes } from './routes/dev-payments-routes';
import { createRegistrationCatalogueRoutes } from './routes/registration-catalogue-routes';
import { createPartyRoutes } from './routes/party-routes';
import { createRegistrationRoutes } from './routes/registration-routes';
import { createTeamRoutes } from './routes/team-routes';
import { createCabinetRoutes } from './routes/cabinet-routes';
import { createDevInviteRoutes } from './routes/dev-invite-routes';
import { createDevGameRoutes } from './routes/dev-game-routes';
import { createDevRegistrationRoutes } from './routes/dev-registration-routes';
import { createDevSessionRoutes } from './routes/dev-session-routes';
import { createDevSupportRoutes } from './routes/dev-support-routes';
import { createDevThirdPartyRoutes } from './routes/dev-third-party-routes';
import { createSpecOnlyRoutes } from './routes/spec-only-routes';
import { createSupportRoutes } from './routes/support-routes';

/** One-time codes travel in some paths (e-mail confirmation, invite links); logs keep the route, never the code. */
const redactPath = (path: string) => path.replace(/(\/email\/confirm\/)[^/]+/, '$1[redacted]').replace(/(\/invites\/)[A-Za-z0-9_-]{20,}/, '$1[redacted]');

/** Request headers the front end may send cross-origin (bearer, refresh, idempotency, Echo's socket id). */
const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'X-Refresh-Token',
  IDEMPOTENCY_HEADER,
  'X-Socket-ID',
  'X-Registration-Token',
  'X-Purchase-Token',
];
/** Reply headers the front end reads cross-origin beyond the safelisted ones: the wait of a 429. */
const CORS_EXPOSED_HEADERS = ['Retry-After'];
const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * The whole HTTP API on one origin: every contract family is mounted at its own prefix, exactly as production
 * serves them from separate services. Families without routes yet answer 404 like any unknown path.
 */
export function createApp(services: Services) {
  const app = new Hono();
  const { logger } = services;

  // Outermost, so error replies and CORS preflights get the headers too.
  app.use('*', responseHeaders());
  app.use(
    '*',
    cors({
      // Echo the origin only when it is configured; others get no CORS headers and the browser blocks them.
      origin: (origin) => (services.config.webOrigins.includes(origin) ? origin : null),
      allowMethods: CORS_ALLOWED_METHODS,
      allowHeaders: CORS_ALLOWED_HEADERS,
      exposeHeaders: CORS_EXPOSED_HEADERS,
      credentials: true,
      maxAge: 600,
    }),
  );

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    logger.debug(`${c.req.method} ${redactPath(c.req.path)} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  });

  // Before any route reads a body: over 1 MiB is a 413 (upload routes apply their own limit instead).
  app.use('*', requestBodyLimit());

  app.get('/health', (c) => c.json({ ok: true }));

  // SPEC_ONLY: the additions beyond the spec answer 404 before their routes are reached.
  if (services.config.specOnly) app.route('/', createSpecOnlyRoutes());

  app.route('/', createAccountsRoutes(services));
  app.route('/', createBroadcastingRoutes(services));
  app.route(apiFamilies.iam, createIamRoutes(services));
  app.route(apiFamilies.base, createBaseRoutes(services));
  app.route(apiFamilies.baseMain, createCatalogueRoutes(services));
  app.route(apiFamilies.baseMain, createLiveGameParticipantsRoutes(services));
  app.route(apiFamilies.live, createLiveParticipantRoutes(services));
  app.route(apiFamilies.live, createLiveExpertRoutes(services));
  app.route(apiFamilies.chats, createLiveChatRoutes(services));
  app.route(apiFamilies.baseMain, createNewsletterRoutes(services));
  app.route(apiFamilies.base, createRegistrationRoutes(services));
  app.route(apiFamilies.base, createTeamRoutes(services));
  app.route(apiFamilies.baseMain, createRegistrationCatalogueRoutes(services));
  app.route(apiFamilies.base, createCabinetRoutes(services));
  app.route(apiFamilies.legacy, createSupportRoutes(services));
  // The local test payment provider exists only in demo mode; it delivers its webhooks through this app.
  if (services.config.demoMode)
    app.route(
      '/',
      createDevPaymentsRoutes(services, async (request) => app.fetch(request)),
    );
  // Ends a registration's hold now, as 15 minutes would (demos and end-to-end tests of the "declined" screen).
  if (services.config.demoMode) app.route('/', createDevRegistrationRoutes(services));
  // Ends an invite link's 7 days now (demos and end-to-end tests of the "expired" invite).
  if (services.config.demoMode) app.route('/', createDevInviteRoutes(services));
  app.route(apiFamilies.party, createPartyRoutes(services));
  // The support requests' view for the desk's stand-in: demo mode only, like the mail outbox.
  if (services.config.demoMode) app.route('/', createDevSupportRoutes(services));
  // A stand-in analytics counter for demos and end-to-end tests of the third-party script loading.
  if (services.config.demoMode) app.route('/', createDevThirdPartyRoutes());
  // Games, teams, experts and chat history set up through the backend (demos and end-to-end tests of the live game).
  if (services.config.demoMode) app.route('/', createDevGameRoutes(services));
  // Ends an access token's lifetime now (end-to-end tests of the silent token renewal).
  if (services.config.demoMode) app.route('/', createDevSessionRoutes(services));

  /**
   * Every error reply is written in the request's language (Accept-Language: ru, en or fr; ru by default), as
   * Laravel with laravel-lang does. Content-Language names it; Vary keeps shared caches from mixing languages.
   */
  const localised = (c: Context, body: (locale: Locale) => ErrorBody) => {
    const locale = localeOf(c);
    c.header('Content-Language', locale);
    c.header('Vary', 'Accept-Language', { append: true });
    return body(locale);
  };
  const messageOnly = (key: MessageKey) => (locale: Locale) => ({ message: translate(locale, { key }) });
  /** Hono's own refusals carry English text only; they get the framework line for their status. */
  const frameworkKeys: Partial<Record<number, MessageKey>> = {
    401: 'auth.unauthenticated',
    404: 'http.not_found',
    429: 'http.too_many_attempts',
  };
  const frameworkKey = (status: number): MessageKey => frameworkKeys[status] ?? 'http.bad_request';

  app.notFound((c) => c.json(localised(c, messageOnly('http.not_found')), 404));

  app.onError((error, c) => {
    if (error instanceof RateLimited) c.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof Refusal) {
      const http = refusalToApiError(error);
      return c.json(
        localised(c, (locale) => http.bodyFor(locale)),
        http.status,
      );
    }
    if (error instanceof ApiError)
      return c.json(
        localised(c, (locale) => error.bodyFor(locale)),
        error.status,
      );
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(localised(c, messageOnly(frameworkKey(error.status))), error.status);
    }
    // Details stay in the log; the client only learns that something failed.
    logger.error(`${c.req.method} ${redactPath(c.req.path)} failed`, { error });
    return c.json(localised(c, messageOnly('http.server_error')), 500);
  });

  return app;
}
