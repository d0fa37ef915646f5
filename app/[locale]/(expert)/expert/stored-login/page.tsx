import ExpertLoginPage from '../login/page';

/**
 * The expert login page as every visitor of a language gets it: rendered here when the proxy refreshes its copy (at
 * most every 10 s) and served from that copy (lib/routing/stored-pages.ts), the one cache of the stored pages. This
 * address is never shown: asked for directly, it redirects to the login.
 */
export const dynamic = 'force-dynamic';

export default ExpertLoginPage;
