import { HomeContent } from '@/app/[locale]/_components/home-content';
import { pageLocale } from '@/app/[locale]/_components/page-locale';

/**
 * The home page as every anonymous visitor sees it, without filters: one document per language, rendered on the
 * first request and then served from the ISR cache, regenerated in the background at most every 15 seconds. The
 * proxy rewrites such requests here (lib/routing/cached-landing.ts) and keeps an in-memory copy of the result
 * (lib/routing/landing-copies.ts); this address is never shown.
 * `force-static`: cookies and headers read by the shared layouts are empty here, which is exactly the anonymous
 * case (the header's "log in" button, no personal cards, no per-request nonce). The island refetches the list in
 * the browser when the copy it was given is older than the list's stale time, so a copy served stale corrects
 * itself. A render whose games list failed is not stored (see HomeContent's `shared`).
 */
export const dynamic = 'force-static';
export const revalidate = 15;

/** Nothing is rendered at build time (the build must not need the API): each language on its first request. */
export function generateStaticParams() {
  return [];
}

export default async function CachedLandingPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return <HomeContent locale={locale} searchParams={{}} shared="guest" />;
}
