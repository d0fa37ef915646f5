/**
 * A nonce-based Content-Security-Policy: scripts run only with this response's nonce (and what they load, via
 * 'strict-dynamic'); network calls only to our own origin, the API families and the realtime server.
 */
export interface CspOptions {
  nonce: string;
  connectOrigins: string[];
  isDev: boolean;
  isHttps: boolean;
}

const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

export function buildCsp({ nonce, connectOrigins, isDev, isHttps }: CspOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(isDev ? ["'unsafe-eval'"] : [])],
    // Inline style attributes come from React props (progress bar, virtualised lists); no inline <style> injection risk.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Avatars and game images are served by the API, which may be plain http on a developer's machine.
    'img-src': unique(["'self'", 'data:', 'blob:', 'https:', ...connectOrigins.filter((o) => o.startsWith('http'))]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", ...connectOrigins, ...(isDev ? ['ws:', 'wss:'] : [])]),
    'media-src': ["'self'", 'blob:', 'https:'],
    'frame-src': ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com', 'https://vk.com', 'https://rutube.ru'],
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
