import { HomeContent } from '@/app/[locale]/_components/home-content';
import { pageLocale } from '@/app/[locale]/_components/page-locale';

/**
 * The home page as every signed-in visitor sees it before their own parts arrive: the guests' landing
 * (app/[locale]/(default)/landing) with the header's account control in its signed-in form, and a catalogue the
 * browser refreshes with the visitor's session ("registered" cards). One document per language for all of them, so
 * the registration rush costs the server what anonymous visitors do (lib/routing/cached-landing.ts); the proxy
 * answers signed-in page loads of `/` from its copy of this page (rendered here at most every 10 s), and this
 * address is never shown.
 */
export const dynamic = 'force-dynamic';

export default async function MemberLandingPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return <HomeContent locale={locale} searchParams={{}} shared="member" />;
}
