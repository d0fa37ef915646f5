/**
 * The live stream: an embeddable URL (YouTube watch and short links become their embed form; other http(s) URLs
 * are embedded as they are). The player's on/off choice is kept in the `stream_enabled` cookie ("1" / "0").
 */
export function embedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtube.com' && parsed.pathname === '/watch' && parsed.searchParams.get('v')) {
    return `https://www.youtube.com/embed/${encodeURIComponent(parsed.searchParams.get('v')!)}`;
  }
  if (host === 'youtu.be' && parsed.pathname.length > 1) return `https://www.youtube.com/embed/${encodeURIComponent(parsed.pathname.slice(1))}`;
  return parsed.toString();
}

/** Cookie value -> on/off; the stream is on unless the player turned it off. */
export const streamEnabledFrom = (cookie: string | undefined): boolean => cookie !== '0';
export const streamCookieValue = (enabled: boolean): string => (enabled ? '1' : '0');
export const STREAM_COOKIE_DAYS = 365;
