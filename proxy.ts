import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { cookieNames } from '@/lib/config/cookie-names';
import { cookieLifetimes } from '@/lib/config/timings';
import { env } from '@/lib/env';
import { detectRootLocale, localeOfPath, looksLikeLanguage, splitLocalePrefix } from '@/lib/i18n/locale-detection';
import { defaultLocale, isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { isLandingAddress, LANDING_PATH, servesCachedLanding } from '@/lib/routing/cached-landing';
import { isLandingCopyRequest, landingFromCopy } from '@/lib/routing/landing-copies';
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
  );
  return connectOrigins;
}

/**
 * The card payment widget (registration's payment step): exactly its script's origin may run scripts, and the
 * origins it names (PAYMENT_WIDGET_ORIGINS, default the script's) may be framed and called.
 */
const paymentWidgetPolicy = () => ({ scriptOrigins: [env().payment.widgetOrigin], frameOrigins: env().payment.widgetOrigins });

const buildPolicy = (request: NextRequest, nonce: string | null) =>
  buildCsp({
    nonce,
    connectOrigins: allowedConnectOrigins(),
    ...paymentWidgetPolicy(),
    isDev: env().nodeEnv === 'development',
    isHttps: isHttps(request),
  });

/**
 * The policy of a document without a nonce (the shared home page, redirects) is the same for every request over
 * the same scheme, so it is built once per scheme: the home page is the busiest address.
 */
const sharedPolicies = new Map<boolean, string>();

/** The policy of a response: with this request's nonce, or without one for a document shared from the cache. */
function policyFor(request: NextRequest, nonce: string | null) {
  if (nonce) return buildPolicy(request, nonce);
  const https = isHttps(request);
  let policy = sharedPolicies.get(https);
  if (policy === undefined) {
    policy = buildPolicy(request, null);
    sharedPolicies.set(https, policy);
  }
  return policy;
}

/**
 * The anonymous, unfiltered home page: from the proxy's in-memory copy (lib/routing/landing-copies.ts), else from
 * the ISR page (see lib/routing/cached-landing.ts). Its scripts carry no nonce, so neither does its policy; the
 * language and campaign cookies are written as for any page.
 */
function cachedLanding(request: NextRequest, locale: Locale) {
  let response = landingFromCopy(request, locale);
  if (!response) {
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}${LANDING_PATH}`;
    response = NextResponse.rewrite(url);
  }
  rememberLocale(request, response, locale);
  rememberUtm(request, response);
  return secure(request, response, policyFor(request, null));
}

/**
 * A fresh nonce for a page rendered for this request: Next.js reads it from the request's CSP header and puts it on
 * its own scripts; the response carries the same policy.
 */
function nonceFor(request: NextRequest) {
  const nonce = createNonce();
  const csp = policyFor(request, nonce);
  request.headers.set('Content-Security-Policy', csp);
  request.headers.set('x-nonce', nonce);
  return csp;
}

export default function proxy(request: NextRequest) {
  // The proxy refreshing its copy of the home page asks the ISR page itself.
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
      return secure(request, response, policyFor(request, null));
    }
  }

  const { prefix, rest } = splitLocalePrefix(pathname);
  if (prefix !== 'ru') {
    const locale = prefix ?? defaultLocale;
    if (isLandingAddress(rest)) return secure(request, redirectTo(request, withPrefix(locale, '/')), policyFor(request, null));
    const hasPlayerSession = request.cookies.has(cookieNames.playerToken);
    if (servesCachedLanding({ rest, searchParams: request.nextUrl.searchParams, hasPlayerSession })) {
      return cachedLanding(request, locale);
    }
    const target = guardRedirect(rest, request.cookies.has(cookieNames.expertToken));
    if (target) return secure(request, redirectTo(request, withPrefix(locale, target)), policyFor(request, null));
  }

  const csp = nonceFor(request);
  const response = handleI18nRouting(request);
  // The address's language is remembered for redirects too: `/ru` goes on to `/`, where the browser language would
  // decide next, so a shared Russian link stays Russian.
  rememberLocale(request, response, localeOfPath(pathname));
  rememberUtm(request, response);
  return secure(request, response, csp);
}

export const config = {
  // Everything but Next internals and files with an extension (public assets).
  matcher: ['/((?!_next/|_vercel|monitoring|.*\\.[a-zA-Z0-9]+$).*)'],
};
