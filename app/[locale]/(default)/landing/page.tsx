import { HomeContent } from '@/app/[locale]/_components/home-content';
import { pageLocale } from '@/app/[locale]/_components/page-locale';

/**
 * The home page as every anonymous visitor sees it, without filters: one document per language. The proxy keeps
 * an in-memory copy of it, rendered here every 10 s at most (lib/routing/landing-copies.ts: the page's one cache),
 * and sends the client router's requests for a guest's home page here too (lib/routing/cached-landing.ts); this
 * address is never shown. Rendered for each of those requests, never stored by Next: a second cache under the copy
 * would only make the list older (docs/decisions/0007-one-page-cache.md). The proxy's own refresh comes without
 * cookies or a nonce, which is exactly the anonymous case (the header's "log in" button, no personal cards, inline
 * scripts vouched for by their hashes). The island refetches the list in the browser when the copy it was given is
 * older than the list's stale time, so a copy served stale corrects itself. A render whose games list failed is an
 * error, never a copy (see HomeContent's `shared`).
 */
export const dynamic = 'force-dynamic';

export default async function CachedLandingPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return <HomeContent locale={locale} searchParams={{}} shared="guest" />;
}
