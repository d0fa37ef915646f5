import { NextResponse, type NextRequest } from 'next/server';
import { createDocumentCopies, type DocumentCopy } from '@/lib/cache/document-copies';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { LANDING_PATH } from './cached-landing';

/**
 * The anonymous home page, answered by the proxy from memory: one copy per language, taken from the ISR page
 * (app/[locale]/(default)/landing) and refreshed in the background. Serving it skips Next's page handler and
 * route handling, which is what lets one server carry the busiest address (about three times the rate of the ISR
 * page itself). Copies are at most COPY_MAX_AGE_MS older than the ISR page (regenerated every 15 s), so the list a
 * visitor gets is well within the island's stale time and it does not refetch. Compression stays Next's: it drops
 * a Content-Encoding set by the proxy, so a pre-compressed copy cannot be sent.
 */
const COPY_MAX_AGE_MS = 10_000;
const COPY_REQUEST_HEADER = 'x-landing-copy';
/** Tells the proxy that a request is its own copy refresh (per process: only this server knows it). */
const copySecret = crypto.randomUUID();

const copies = createDocumentCopies({
  maxAgeMs: COPY_MAX_AGE_MS,
  load: async (locale) => {
    const response = await fetch(`${env().siteInternalOrigin}/${locale}${LANDING_PATH}`, {
      headers: { [COPY_REQUEST_HEADER]: copySecret },
      redirect: 'manual',
      cache: 'no-store',
    });
    // Only a complete page is kept: an error page (the API was down) or a redirect is not a copy of the home page.
    if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) return null;
    return new Uint8Array(await response.arrayBuffer());
  },
  onError: (locale, error) => console.warn(`[landing] could not refresh the ${locale} copy:`, error),
});

/** The proxy's own refresh request: it must reach the landing page itself, untouched. */
export const isLandingCopyRequest = (request: NextRequest) => request.headers.get(COPY_REQUEST_HEADER) === copySecret;

/**
 * A page load, not the client router's fetch of the page's RSC payload (Next answers that from its own cache).
 * Next hides its router headers (RSC, Next-Router-State-Tree) from the proxy, so the browser's word is used: a
 * fetch says Sec-Fetch-Dest "empty", a page load "document"; tools that send neither (curl, load testers) load
 * pages. The router's cache-busting parameter marks its requests too.
 */
const isDocumentLoad = (request: NextRequest) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.nextUrl.searchParams.has('_rsc')) return false;
  const destination = request.headers.get('sec-fetch-dest');
  return destination === null || destination === 'document';
};

function copyResponse(request: NextRequest, copy: DocumentCopy, fresh: boolean) {
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    etag: copy.etag,
    // Personal for a signed-in visitor at the same address: no shared cache may keep it; browsers revalidate.
    'cache-control': 'private, no-cache',
    vary: 'Cookie',
    'x-landing-cache': fresh ? 'HIT' : 'STALE',
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

/** The home page from memory, or null while there is no copy yet (the request then goes to the ISR page). */
export function landingFromCopy(request: NextRequest, locale: Locale): NextResponse | null {
  if (!isDocumentLoad(request)) return null;
  const served = copies.read(locale);
  // Never expected: bytes detached by a reader would send an empty page; Next's own page answers instead.
  if (!served || served.copy.body.byteLength === 0) return null;
  return copyResponse(request, served.copy, served.fresh);
}
