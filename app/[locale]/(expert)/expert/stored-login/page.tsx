import ExpertLoginPage from '../login/page';

/**
 * The expert login page as every visitor of a language gets it: rendered once, kept by the proxy and served from its
 * copy (lib/routing/stored-pages.ts). This address is never shown: asked for directly, it redirects to the login.
 */
export const dynamic = 'force-static';

/** Nothing is rendered at build time: each language on its first request. */
export function generateStaticParams() {
  return [];
}

export default ExpertLoginPage;
