import { NextResponse, type NextRequest } from 'next/server';
import { createDocumentCopies, type DocumentCopy } from '@/lib/cache/document-copies';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { LANDING_PATHS, type LandingAudience } from './cached-landing';

/**
 * The home page without filters, answered by the proxy from memory: one copy per language and audience (guests,
 * members: lib/routing/cached-landing.ts), rendered by its internal page and refreshed in the background. This is
 * the page's one cache (docs/decisions/0007-one-page-cache.md): serving it skips Next's page handler and route
 * handling, which is what lets one server carry the busiest address, and only a stored copy can be sent with the
 * hashes of its own inline scripts. On a busy page a copy is at most COPY_MAX_AGE_MS old (plus the catalogue's 5 s
 * shared read under the render), so the list a visitor gets is well within the island's stale time and it does not
 * refetch. Compression stays Next's: it drops a Content-Encoding set by the proxy, so a pre-compressed copy cannot
 * be sent.
 */
const COPY_MAX_AGE_MS = 10_000;
/**
 * A quiet page (a language few visit, a night) has no visitor for minutes, and its copy ages. Served as it is, its
 * list would be older than the island's stale time (60 s: features/catalogue/api/catalogue-queries.ts), so the phone
 * would download the list and its fetching code again and redraw the cards: a second round trip on a mobile network
 * and a long task, for a list the server could have sent fresh. So a copy older than this is not served while its
 * refresh is on the way: the visitor waits for the refresh (a render: tens of milliseconds), at most
 * EXPIRED_COPY_WAIT_MS. The margin under the stale time is for the page's own loading on a slow phone.
 */
const COPY_MAX_STALE_MS = 30_000;
/** A refresh slower than this (the API struggling) is not waited for: the expired copy goes, and the island refetches. */
const EXPIRED_COPY_WAIT_MS = 2_000;
/**
 * A refresh that takes longer is given up: the first visitors after a start wait for the first copy, and a hung
 * refresh would otherwise keep every later one from starting.
 */
const COPY_LOAD_TIMEOUT_MS = 15_000;
const COPY_REQUEST_HEADER = 'x-landing-copy';
/** Tells the proxy that a request is its own copy refresh (per process: only this server knows it). */
const copySecret = crypto.randomUUID();

const copies = createDocumentCopies({
  maxAgeMs: COPY_MAX_AGE_MS,
  maxStaleMs: COPY_MAX_STALE_MS,
  // Keyed by the page's internal address (`/ru/landing`, `/en/expert/stored-login`).
  load: async (address) => {
    const response = await fetch(`${env().siteInternalOrigin}${address}`, {
      headers: { [COPY_REQUEST_HEADER]: copySecret },
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(COPY_LOAD_TIMEOUT_MS),
    });
    // Only a complete page is kept: an error page (the API was down) or a redirect is not a copy of the home page.
    if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) return null;
    return new Uint8Array(await response.arrayBuffer());
  },
  onError: (key, error) => console.warn(`[landing] could not refresh the ${key} copy:`, error),
});

/** The proxy's own refresh request: it must reach the landing page itself, untouched. */
export const isLandingCopyRequest = (request: NextRequest) => request.headers.get(COPY_REQUEST_HEADER) === copySecret;

/**
 * A request that only reads (GET, HEAD). Anything else is a form's POST to the page (a Server Action, with or without
 * JavaScript: the newsletter form): a stored copy cannot run it, so it is rendered for itself, with a nonce, by the
 * page the visitor sees (not the copies' internal twin).
 */
export const isRead = (request: NextRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * A page load, not the client router's fetch of the page's RSC payload (Next answers that from its own cache).
 * Next hides its router headers (RSC, Next-Router-State-Tree) from the proxy, so the browser's word is used: a
 * fetch says Sec-Fetch-Dest "empty", a page load "document". Tools that send no Sec-Fetch-Dest (curl, load testers)
 * load pages, unless the address carries the router's cache-busting parameter.
 */
export const isDocumentLoad = (request: NextRequest) => {
  if (!isRead(request)) return false;
  const destination = request.headers.get('sec-fetch-dest');
  if (destination !== null) return destination === 'document';
  return !request.nextUrl.searchParams.has('_rsc');
};

/**
 * HIT: fresh. STALE: older than COPY_MAX_AGE_MS, refreshed in the background. EXPIRED: the stored copy was too old to
 * send, this one was rendered while the request waited. MISS: this request waited for the first copy after a start.
 */
type CopyState = 'HIT' | 'STALE' | 'EXPIRED' | 'MISS';

function copyResponse(request: NextRequest, copy: DocumentCopy, state: CopyState) {
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    etag: copy.etag,
    // Which copy answers depends on the session cookie: no shared cache may keep it; browsers revalidate.
    'cache-control': 'private, no-cache',
    vary: 'Cookie',
    'x-landing-cache': state,
  });
  if (request.headers.get('if-none-match') === copy.etag) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(request.method === 'HEAD' ? null : sharedBody(copy.body), { status: 200, headers });
}

/**
 * The copy's bytes as a stream of themselves. A Response made from the bytes copies all of them first (the body is
 * the caller's to change), which at 130 kB a request was the largest cost of answering from memory and most of the
 * garbage collected; the copy is never changed, and Next only reads the stream and writes what it reads.
 */
const sharedBody = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

export interface LandingDocument {
  response: NextResponse;
  /** The CSP hash sources of the copy's inline scripts: its policy must allow exactly these. */
  scriptHashes: readonly string[];
}

async function copyToServe(key: string): Promise<{ copy: DocumentCopy | undefined; state: CopyState }> {
  const current = copies.read(key);
  if (!current) return { copy: await copies.loaded(key), state: 'MISS' };
  if (current.fresh) return { copy: current.copy, state: 'HIT' };
  if (!current.expired) return { copy: current.copy, state: 'STALE' };
  const newer = await copies.loaded(key, EXPIRED_COPY_WAIT_MS);
  return newer && newer !== current.copy ? { copy: newer, state: 'EXPIRED' } : { copy: current.copy, state: 'STALE' };
}

/**
 * The home page from memory for a page load (see isDocumentLoad). Right after a start there is no copy yet: the
 * request waits for the first one rather than being sent a page its policy could not describe. Null when there is
 * none even then (the API was down): the request is then rendered per request, with a nonce.
 */
export const landingFromCopy = (request: NextRequest, locale: Locale, audience: LandingAudience) =>
  documentFromCopy(request, `/${locale}${LANDING_PATHS[audience]}`);

/**
 * Any page kept the same way (the home page's copies above, the stored pages of lib/routing/stored-pages.ts), by its
 * internal address; null as for the home page.
 */
export async function documentFromCopy(request: NextRequest, key: string): Promise<LandingDocument | null> {
  const { copy, state } = await copyToServe(key);
  // Never expected: bytes detached by a reader would send an empty page.
  if (!copy || copy.body.byteLength === 0) return null;
  return { response: copyResponse(request, copy, state), scriptHashes: copy.scriptHashes };
}
