/**
 * The Content-Security-Policy of a page. Rendered per request, a page gets a nonce: scripts run only with this
 * response's nonce (and what they load, via 'strict-dynamic'). A cached document (the anonymous landing, served
 * from the ISR cache to everyone) cannot carry a per-request nonce, so without one scripts are limited to our own
 * origin plus the page's inline bootstrap ('unsafe-inline': Next's inline RSC payload differs per render, so
 * hashes cannot list it). Everything else is the same: network calls only to our own origin, the API families and
 * the realtime server; no framing, plugins or foreign form targets.
 */
export interface CspOptions {
  /** The response's nonce; null for a cached document shared by every visitor. */
  nonce: string | null;
  connectOrigins: string[];
  /**
   * Third-party script origins the page may load (the payment widget's), allowed in both policies: under the nonce
   * one, 'strict-dynamic' already trusts what our scripts insert (browsers ignore host sources beside it), so the
   * list matters for the cached document without a nonce, and for browsers without 'strict-dynamic'.
   */
  scriptOrigins?: string[];
  /** Origins the page may frame beyond the video hosts (the payment widget's card form and 3-D Secure page). */
  frameOrigins?: string[];
  isDev: boolean;
  isHttps: boolean;
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

export function buildCsp({ nonce, connectOrigins, scriptOrigins = [], frameOrigins = [], isDev, isHttps }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"]),
      ...(isDev ? ["'unsafe-eval'"] : []),
      ...scriptOrigins,
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
