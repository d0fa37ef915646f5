/**
 * An address from the API that becomes a link: only absolute http(s) URLs, anything else (`javascript:`, `data:`,
 * relative or malformed) is dropped, so a bad value from the platform can never run script in the page.
 */
export function httpUrlOrNull(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
