/**
 * Pages that need a nonce when rendered per request but hold nothing of the visitor's or of the API's: the same
 * document for every visitor of a language. Each is rendered at an internal address (a twin of the page) when the
 * proxy refreshes its copy, and answered by the proxy from that in-memory copy
 * with the hashes of its inline scripts, as the home page is (lib/routing/landing-copies.ts). A render per request
 * costs 3-5 times a copy whatever the page holds (docs/decisions/0006-per-request-render-cost.md).
 * Keys are public paths without the locale prefix; values the internal address of the twin.
 */
const STORED_PAGES: Readonly<Record<string, string>> = {
  '/expert/login': '/expert/stored-login',
};

const withoutTrailingSlash = (rest: string) => (rest.length > 1 ? rest.replace(/\/+$/, '') : rest);

/** The internal address of a stored page's copy, or undefined when the path is rendered per request. */
export const storedPageAddress = (rest: string): string | undefined => STORED_PAGES[withoutTrailingSlash(rest)];

/** The public path of a stored page's internal address: asked for directly, the internal address redirects there. */
export const storedPageOf = (rest: string): string | undefined => {
  const internal = withoutTrailingSlash(rest);
  return Object.keys(STORED_PAGES).find((path) => STORED_PAGES[path] === internal);
};
