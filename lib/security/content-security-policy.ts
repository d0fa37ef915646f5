/**
 * The Content-Security-Policy of a response. Scripts run only when the document vouches for them: a page rendered
 * per request carries a fresh nonce on each of its scripts; a stored copy shared by every visitor (the anonymous
 * home page, lib/routing/landing-copies.ts) lists the sha256 hashes of that copy's inline scripts instead. External
 * scripts come from our own origin ('self': Next's chunks, loaded by tag or by its runtime) and from the script
 * origins the deployment configures (a payment widget, analytics), the same list on every page: the client router
 * keeps the first document's policy across navigations, so a script allowed on one kind of page and not the other
 * would work or fail depending on where the visit started. No 'strict-dynamic': it would discard 'self' and the
 * origins, and the tags of a stored copy cannot carry a nonce. Never 'unsafe-inline'.
 * Everything else is the same for every response: network calls only to our own origin, the API families and the
 * realtime server; no framing, plugins or foreign form targets.
 */
export interface CspOptions {
  /** This response's nonce, for a page rendered per request. */
  nonce?: string | null;
  /** Hash sources (`sha256-…`) of a stored document's inline scripts. */
  scriptHashes?: readonly string[];
  /**
   * Where third-party scripts may load from: configured origins, and exact script addresses (a host source with a
   * path matches that file only), e.g. the payment widget's script. Empty by default.
   */
  scriptSources?: readonly string[];
  connectOrigins: string[];
  /** Origins the page may frame beyond the video hosts (the payment widget's card form and 3-D Secure page). */
  frameOrigins?: string[];
  isDev: boolean;
  isHttps: boolean;
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

export function buildCsp({ nonce, scriptHashes = [], scriptSources = [], frameOrigins = [], connectOrigins, isDev, isHttps }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      ...scriptHashes.map((hash) => `'${hash}'`),
      ...scriptSources,
      // Next's development server evaluates modules; never in production.
      ...(isDev ? ["'unsafe-eval'"] : []),
    ]),
    // Inline style attributes come from React props (progress bar, virtualised lists); no inline <style> injection risk.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Avatars and game images are served by the API, which may be plain http on a developer's machine.
    'img-src': unique(["'self'", 'data:', 'blob:', 'https:', ...connectOrigins.filter((o) => o.startsWith('http'))]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", ...connectOrigins, ...(isDev ? ['ws:', 'wss:'] : [])]),
    'media-src': ["'self'", 'blob:', 'https:'],
    'frame-src': unique(["'self'", 'https://www.youtube.com', 'https://player.vimeo.com', 'https://vk.com', 'https://rutube.ru', ...frameOrigins]),
    'worker-src': ["'self'", 'blob:'],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  const policy = Object.entries(directives).map(([k, v]) => `${k} ${v.join(' ')}`);
  if (isHttps) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Origins (http and matching ws) the browser may connect to, from absolute URLs. */
export function connectOriginsOf(urls: string[]): string[] {
  return unique(
    urls.flatMap((u) => {
      const url = new URL(u);
      const ws = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
      return [url.origin, ws];
    }),
  );
}

export const createNonce = () => btoa(crypto.randomUUID());
