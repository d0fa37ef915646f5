/**
 * The home page without filters is the same document for every visitor of one kind, so it is rendered once per
 * language and kind and served from the proxy's copy (lib/routing/landing-copies.ts): anonymous visitors get the guest copy
 * (app/[locale]/(default)/landing), signed-in ones the member copy (app/[locale]/(member)/member-landing), whose
 * header already holds the account control's place and whose personal parts (the user's avatar, "registered"
 * cards) the browser fills in. The proxy rewrites such requests there; a filtered list is rendered per request by
 * the home page itself.
 */
export type LandingAudience = 'guest' | 'member';

export const LANDING_PATHS: Record<LandingAudience, string> = { guest: '/landing', member: '/member-landing' };

/** Query parameters that do not change the page: campaign tags (the proxy keeps them in cookies) and Next's own. */
const isNeutralParam = (name: string) => name.startsWith('utm_') || name === '_rsc';

export interface LandingRequest {
  /** The path without its locale prefix: `/` for the language's home. */
  rest: string;
  searchParams: URLSearchParams;
  hasPlayerSession: boolean;
}

/** Whether the query leaves the home page as stored: nothing but campaign tags and Next's own parameters. */
export function isUnfiltered(searchParams: URLSearchParams) {
  for (const name of searchParams.keys()) if (!isNeutralParam(name)) return false;
  return true;
}

/** Which shared copy answers the request, or null when the page is rendered for this request. */
export function cachedLandingAudience({ rest, searchParams, hasPlayerSession }: LandingRequest): LandingAudience | null {
  if (rest !== '/' || !isUnfiltered(searchParams)) return null;
  return hasPlayerSession ? 'member' : 'guest';
}

/** The landings' internal addresses are not pages of their own: asked for directly, they are the language's home. */
export const isLandingAddress = (rest: string) => Object.values(LANDING_PATHS).some((path) => rest === path || rest === `${path}/`);

/**
 * The public form of a path without its locale prefix. The stored home page is rendered at an internal address,
 * so whatever it builds from "the current path" (the footer's language links) must not copy that address: a link
 * to `/en/landing` would be a link nobody can share (it redirects, and not to the page it was copied from).
 */
export const publicRest = (rest: string) => (isLandingAddress(rest) ? '/' : rest);
