import { getLocale, getTranslations } from 'next-intl/server';
import { SiteChrome } from '@/app/[locale]/_components/site-chrome';
import { GameRouteState } from '@/features/participant/components/states/game-route-state';
import type { Locale } from '@/lib/i18n/routing';

/**
 * `/game/abc`, or a screen the platform does not know (404): the game's own "not found" state, with the HTTP status
 * that says so. No loading boundary sits above the page for the same reason: the status must still be open when
 * the page finds out, so the page renders in one piece (the route progress bar covers a slow navigation).
 */
export default async function GameNotFound() {
  const locale = (await getLocale()) as Locale;
  const pages = await getTranslations({ locale, namespace: 'pages' });
  return (
    <SiteChrome locale={locale} showChatbot={false} corporateLogos={[]}>
      <GameRouteState route={{ kind: 'failed', status: 404 }} locale={locale} loginAction={null} pageTitle={pages('game')} />
    </SiteChrome>
  );
}
