/**
 * The home page as every anonymous visitor sees it (no session, no filters) is the same document for all of them,
 * so it is rendered once per language and served from Next's ISR cache (app/[locale]/(default)/landing). The proxy
 * rewrites such requests there; a signed-in visitor (the header, "registered" cards) or a filtered list is rendered
 * per request by the home page itself.
 */
export const LANDING_PATH = '/landing';

/** Query parameters that do not change the page: campaign tags (the proxy keeps them in cookies) and Next's own. */
const isNeutralParam = (name: string) => name.startsWith('utm_') || name === '_rsc';

export interface LandingRequest {
  /** The path without its locale prefix: `/` for the language's home. */
  rest: string;
  searchParams: URLSearchParams;
  hasPlayerSession: boolean;
}

export function servesCachedLanding({ rest, searchParams, hasPlayerSession }: LandingRequest): boolean {
  if (rest !== '/' || hasPlayerSession) return false;
  for (const name of searchParams.keys()) if (!isNeutralParam(name)) return false;
  return true;
}

/** The landing's internal address is not a page of its own: asked for directly, it is the language's home. */
export const isLandingAddress = (rest: string) => rest === LANDING_PATH || rest === `${LANDING_PATH}/`;

/**
 * The public form of a path without its locale prefix. The stored home page is rendered at the internal address,
 * so whatever it builds from "the current path" (the footer's language links) must not copy that address: a link
 * to `/en/landing` would be a link nobody can share (it redirects, and not to the page it was copied from).
 */
export const publicRest = (rest: string) => (isLandingAddress(rest) ? '/' : rest);
