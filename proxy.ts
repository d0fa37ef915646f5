import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { cookieNames } from '@/lib/config/cookie-names';
import { cookieLifetimes } from '@/lib/config/timings';
import { env } from '@/lib/env';
import { detectRootLocale, localeOfPath, looksLikeLanguage, splitLocalePrefix } from '@/lib/i18n/locale-detection';
import { defaultLocale, isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { cachedLandingAudience, isLandingAddress, isUnfiltered, LANDING_PATHS, type LandingAudience } from '@/lib/routing/cached-landing';
import { documentFromCopy, isDocumentLoad, isLandingCopyRequest, isRead, landingFromCopy, type LandingDocument } from '@/lib/routing/landing-copies';
import { isOpenRegistrationGame } from '@/lib/routing/open-registration-games';
import { registrationGameIdOf } from '@/lib/routing/registration-address';
import { storedPageAddress, storedPageOf } from '@/lib/routing/stored-pages';
import { guardRedirect } from '@/lib/routing/route-guards';
import { UTM_COOKIE_DAYS, utmCookieChanges } from '@/lib/session/utm-landing';
import { buildCsp, connectOriginsOf, createNonce } from '@/lib/security/content-security-policy';

const handleI18nRouting = createIntlMiddleware(routing);

/** Internal path rendered for an unsupported language prefix: the catch-all route answers 404 in English. */
const UNKNOWN_LANGUAGE_PATH = '/en/__unknown-language';

const withPrefix = (locale: Locale, path: string) => (locale === defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`);

function isHttps(request: NextRequest) {
  return (request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')) === 'https';
}

/** Background requests of the client router must not rewrite the remembered language (only page loads do). */
const isDocumentRequest = (request: NextRequest) => {
  const dest = request.headers.get('sec-fetch-dest');
  return dest === null || dest === 'document';
};

function rememberLocale(request: NextRequest, response: NextResponse, locale: Locale) {
  if (!isDocumentRequest(request) || request.cookies.get(cookieNames.locale)?.value === locale) return;
  response.cookies.set(cookieNames.locale, locale, {
    path: '/',
    maxAge: cookieLifetimes.localeDays * 24 * 60 * 60,
    sameSite: 'lax',
    secure: isHttps(request),
  });
}

/** Remembers a landing's campaign for a later registration (30 days, as the browser-side capture does). */
function rememberUtm(request: NextRequest, response: NextResponse) {
  if (!isDocumentRequest(request)) return;
  for (const { name, value } of utmCookieChanges(request.nextUrl.searchParams)) {
    if (value) response.cookies.set(name, value, { path: '/', maxAge: UTM_COOKIE_DAYS * 24 * 60 * 60, sameSite: 'lax', secure: isHttps(request) });
    else response.cookies.delete(name);
  }
}

function secure(request: NextRequest, response: NextResponse, csp: string) {
  response.headers.set('Content-Security-Policy', csp);
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('X-Frame-Options', 'DENY');
  response.headers.set('Permissions-Policy', 'camera=(), geolocation=(), payment=(self)');
  if (isHttps(request)) response.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  return response;
}

function redirectTo(request: NextRequest, pathname: string) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.redirect(url);
}

/** The origins the browser may connect to: fixed by the environment, which is read once at start. */
let connectOrigins: string[] | undefined;
function allowedConnectOrigins() {
  if (connectOrigins) return connectOrigins;
  const config = env();
  connectOrigins = connectOriginsOf([...Object.values(config.api.browser), config.chatSocketUrl]).concat(
    config.realtime.broadcaster === 'socket.io' ? [] : ['https://*.pusher.com', 'wss://*.pusher.com'],
    config.sentry.dsn ? [new URL(config.sentry.dsn).origin] : [],
    config.payment.widgetOrigins,
    config.thirdParty.origins,
  );
  return connectOrigins;
}

/**
 * Configured third-party scripts, and the card payment widget (registration's payment step): exactly its script may
 * run (origins the real provider's script loads more from go in CSP_SCRIPT_ORIGINS), and the origins it names
 * (PAYMENT_WIDGET_ORIGINS, default the script's) may be framed and called.
 */
const paymentWidgetPolicy = () => ({
  scriptSources: [...env().scriptOrigins, env().payment.widgetScriptSource, ...env().thirdParty.scriptSources],
  frameOrigins: [...env().payment.widgetOrigins, ...env().thirdParty.origins.filter((origin) => !origin.startsWith('wss:'))],
});

type Vouch = { nonce: string } | { scriptHashes: readonly string[] };

const buildPolicy = (request: NextRequest, vouch: Vouch) =>
  buildCsp({
    ...vouch,
    ...paymentWidgetPolicy(),
    connectOrigins: allowedConnectOrigins(),
    isDev: env().nodeEnv === 'development',
    isHttps: isHttps(request),
  });

/** A response without a document of its own (a redirect, the client router's payload): no inline script runs. */
const NO_INLINE_SCRIPTS: readonly string[] = [];

/**
 * Policies by hash list and scheme. A stored copy's policy is the same for every request over the same scheme, so
 * it is built once per copy (the home page is the busiest address); a replaced copy's entries go with it.
 */
const hashedPolicies = new WeakMap<readonly string[], Map<boolean, string>>();

/** The policy of a document that vouches for its inline scripts by their hashes (see lib/security). */
function hashedPolicy(request: NextRequest, scriptHashes: readonly string[]) {
  const https = isHttps(request);
  let byScheme = hashedPolicies.get(scriptHashes);
  if (!byScheme) hashedPolicies.set(scriptHashes, (byScheme = new Map()));
  let policy = byScheme.get(https);
  if (policy === undefined) {
    policy = buildPolicy(request, { scriptHashes });
    byScheme.set(https, policy);
  }
  return policy;
}

const withoutInlineScripts = (request: NextRequest) => hashedPolicy(request, NO_INLINE_SCRIPTS);

/**
 * The unfiltered home page, the guests' or the members' copy. A page load is answered from the proxy's in-memory copy
 * (lib/routing/landing-copies.ts) with a policy listing the hashes of that copy's inline scripts; the client
 * router's requests for its payload go to the page the copy is taken from (see lib/routing/cached-landing.ts). Null when there is no
 * copy to serve: the caller renders the page for this request, with a nonce. The language and campaign cookies are
 * written as for any page. A form's POST (see isRead) is rendered for itself as well.
 */
async function cachedLanding(request: NextRequest, locale: Locale, audience: LandingAudience): Promise<NextResponse | null> {
  if (!isRead(request)) return null;
  if (isDocumentLoad(request)) return landingDocument(request, locale, audience);
  // The client router asks for the page after a login or a logout (`router.refresh()`): the answer must keep the
  // layout the page already shows, or the header and its open modal ("You are logged in") would be rebuilt.
  // The members' copy has a layout of its own (it assumes a session), so this one request is rendered for itself.
  if (audience === 'member') return null;
  return landingPayload(request, locale, audience);
}

/** The client router's request answered by the page the stored home page is taken from (its payload: no inline script). */
function landingPayload(request: NextRequest, locale: Locale, audience: LandingAudience) {
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}${LANDING_PATHS[audience]}`;
  const response = NextResponse.rewrite(url);
  rememberLocale(request, response, locale);
  rememberUtm(request, response);
  return secure(request, response, withoutInlineScripts(request));
}

/** A page load answered by the audience's stored home page; null when there is no copy (rendered per request). */
async function landingDocument(request: NextRequest, locale: Locale, audience: LandingAudience) {
  const landing = await landingFromCopy(request, locale, audience);
  return landing && fromCopy(request, locale, landing);
}

/** A stored document (a copy of the home page or of a stored page), with the cookies any page load writes. */
function fromCopy(request: NextRequest, locale: Locale, copy: LandingDocument) {
  rememberLocale(request, copy.response, locale);
  rememberUtm(request, copy.response);
  return secure(request, copy.response, hashedPolicy(request, copy.scriptHashes));
}

/**
 * `/reg/{id}`: the home page with the registration modal, which the browser opens from the address
 * (RegistrationRoute) and fills with the visitor's own data, as it does after a card's "Register". So a page load is
 * the stored home page of the visitor's kind, as for `/`: the registration rush costs a copy per player, not a
 * render. The client router's requests (the refresh after a login in the modal, a navigation here) get that page's
 * own payload, so a refresh keeps the tree the document has and the open modal with its state; the members' page
 * is a layout of its own, and a render of this route would rebuild everything under it. Rendered per request
 * instead: a filtered list under the modal, a private game's invite, and a game not open to everyone (it may be the
 * visitor's private game, or a 404), and a form's POST (see isRead).
 */
async function registrationFromLanding(request: NextRequest, locale: Locale, rest: string, hasPlayerSession: boolean) {
  if (!isRead(request)) return null;
  const gameId = registrationGameIdOf(rest);
  if (gameId === null || !isUnfiltered(request.nextUrl.searchParams)) return null;
  if (!(await isOpenRegistrationGame(gameId))) return null;
  const audience = hasPlayerSession ? 'member' : 'guest';
  return isDocumentLoad(request) ? landingDocument(request, locale, audience) : landingPayload(request, locale, audience);
}

/**
 * A fresh nonce for a page rendered for this request: Next.js reads it from the request's CSP header and puts it on
 * its own scripts; the response carries the same policy.
 */
function nonceFor(request: NextRequest) {
  const nonce = createNonce();
  const csp = buildPolicy(request, { nonce });
  request.headers.set('Content-Security-Policy', csp);
  request.headers.set('x-nonce', nonce);
  return csp;
}

export default async function proxy(request: NextRequest) {
  // The proxy refreshing its copy of a page asks the page itself.
  if (isLandingCopyRequest(request)) return NextResponse.next();
  const { pathname } = request.nextUrl;
  const firstSegment = pathname.split('/')[1] ?? '';

  if (looksLikeLanguage(firstSegment) && !isLocale(firstSegment)) {
    const csp = nonceFor(request);
    const url = request.nextUrl.clone();
    url.pathname = UNKNOWN_LANGUAGE_PATH;
    request.headers.set('X-NEXT-INTL-LOCALE', 'en');
    return secure(request, NextResponse.rewrite(url, { request: { headers: request.headers } }), csp);
  }

  if (pathname === '/') {
    const locale = detectRootLocale(request.cookies.get(cookieNames.locale)?.value, request.headers.get('accept-language'));
    if (locale !== defaultLocale) {
      const response = redirectTo(request, withPrefix(locale, '/'));
      rememberLocale(request, response, locale);
      return secure(request, response, withoutInlineScripts(request));
    }
  }

  const { prefix, rest } = splitLocalePrefix(pathname);
  if (prefix !== 'ru') {
    const locale = prefix ?? defaultLocale;
    if (isLandingAddress(rest)) return secure(request, redirectTo(request, withPrefix(locale, '/')), withoutInlineScripts(request));
    const storedPublic = storedPageOf(rest);
    if (storedPublic) return secure(request, redirectTo(request, withPrefix(locale, storedPublic)), withoutInlineScripts(request));
    const hasPlayerSession = request.cookies.has(cookieNames.playerToken);
    const audience = cachedLandingAudience({ rest, searchParams: request.nextUrl.searchParams, hasPlayerSession });
    if (audience) {
      const landing = await cachedLanding(request, locale, audience);
      if (landing) return landing;
    }
    const registration = await registrationFromLanding(request, locale, rest, hasPlayerSession);
    if (registration) return registration;
    const target = guardRedirect(rest, request.cookies.has(cookieNames.expertToken));
    if (target) return secure(request, redirectTo(request, withPrefix(locale, target)), withoutInlineScripts(request));
    const stored = storedPageAddress(rest);
    if (stored && isDocumentLoad(request) && isUnfiltered(request.nextUrl.searchParams)) {
      const copy = await documentFromCopy(request, `/${locale}${stored}`);
      if (copy) return fromCopy(request, locale, copy);
    }
  }

  const csp = nonceFor(request);
  const response = handleI18nRouting(request);
  // The address's language is remembered for redirects too: `/ru` goes on to `/`, where the browser language would
  // decide next, so a shared Russian link stays Russian.
  rememberLocale(request, response, localeOfPath(pathname));
  rememberUtm(request, response);
  // A redirect of next-intl's (`/ru/x` -> `/x`) has no document of its own: it vouches for no script.
  return secure(request, response, response.headers.has('location') ? withoutInlineScripts(request) : csp);
}

export const config = {
  // Everything but Next's own files and addresses with an extension (public files); those that match no file get a
  // plain 404 without markup (next.config.ts, app/missing-file), not an HTML page this proxy never saw.
  matcher: ['/((?!_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
