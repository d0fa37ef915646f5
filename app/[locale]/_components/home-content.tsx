import { CatalogueSection } from '@/features/catalogue/components/catalogue-section';
import { GAMES_SECTION_ID } from '@/features/catalogue/games-section-id';
import { FourSteps } from '@/features/catalogue/components/landing/four-steps';
import { FriendsBlock } from '@/features/catalogue/components/landing/friends-block';
import { Hero } from '@/features/catalogue/components/landing/hero';
import { LeadMagnetBanner, LitresBlock, NewWeekBlock } from '@/features/catalogue/components/landing/promo-blocks';
import { ScheduleBlock } from '@/features/catalogue/components/landing/schedule-block';
import { VideoBlock } from '@/features/catalogue/components/landing/video-block';
import { getCities, upcomingGameDays } from '@/features/catalogue/api/server-catalogue';
import { SubscriptionSection } from '@/features/newsletter/components/subscription-section';
import { NextIntlClientProvider } from 'next-intl';
import { documentAddress } from '@/lib/config/documents';
import { hasPublicFile } from '@/lib/config/public-files';
import { env } from '@/lib/env';
import { clientMessages } from '@/lib/i18n/client-messages';
import { getLocaleSettings } from '@/lib/i18n/locale-settings';
import type { Locale } from '@/lib/i18n/routing';
import { RegistrationRoute } from './registration-route';

export type HomeSearchParams = Record<string, string | string[] | undefined>;

const SUBSCRIBE_ID = 'subscribe';
const PRIVATE_EVENT_ID = 'private-event';

/**
 * The home page's content: the landing with the upcoming games. Composed here (catalogue + newsletter) so that
 * the routes that show the home page under a modal (/password/reset/…, /mail-auth/…, /reg/…) render the same.
 * Each landing block appears only where the language's settings enable it. The registration modal follows the
 * address (`/reg/{gameId}`), so a card's "Register" opens it over this page without leaving it.
 */
export async function HomeContent({
  locale,
  searchParams,
  shared,
}: {
  locale: Locale;
  searchParams: HomeSearchParams;
  /**
   * Rendered once and served to every visitor of this kind (the cached landings, lib/routing/cached-landing.ts): a
   * failed list read is not stored, and for members the browser refreshes the list with their session.
   */
  shared?: 'guest' | 'member';
}) {
  const settings = getLocaleSettings(locale);
  // The private-event request goes where the product sells corporate and private games (the header's corp link).
  const privateEvents = settings.header.buttons.includes('corp');
  const [cities, gameDays] = await Promise.all([getCities(locale).catch(() => []), upcomingGameDays(locale, 5)]);
  const subscribeHref = `#${SUBSCRIBE_ID}`;

  // The catalogue island and the subscription forms are the page's own client components: their messages come with it.
  return (
    <NextIntlClientProvider messages={await clientMessages('home')}>
      <RegistrationRoute>
        <main id="main" className="page">
          <Hero
            locale={locale}
            gamesHref={`#${GAMES_SECTION_ID}`}
            settings={settings}
            testGameUrl={env().testGameUrl}
            rulesHref={documentAddress('rules', locale, { configured: env().documentUrls, hasPublicFile })}
          />
          <CatalogueSection
            locale={locale}
            searchParams={searchParams}
            rethrowFailures={shared !== undefined}
            personalInBrowser={shared === 'member'}
            anchors={{ subscribe: subscribeHref, private: privateEvents ? `#${PRIVATE_EVENT_ID}` : null }}
          />
          {settings.videoBlock ? <VideoBlock locale={locale} /> : null}
          {settings.fourStepsBlock.is ? <FourSteps locale={locale} regsText={settings.fourStepsBlock.regsBlockText} /> : null}
          {settings.litresBlock ? <LitresBlock locale={locale} /> : null}
          {settings.gameScheduleBlock.is ? (
            <ScheduleBlock locale={locale} scheduleUrl={env().links.schedule} settings={settings.gameScheduleBlock} dates={gameDays} />
          ) : null}
          {settings.newWeekBlock ? <NewWeekBlock locale={locale} subscribeHref={subscribeHref} /> : null}
          {settings.leadMagnitBanner ? <LeadMagnetBanner locale={locale} subscribeHref={subscribeHref} /> : null}
          {settings.letsBeFriendBlock ? <FriendsBlock locale={locale} settings={settings} /> : null}
          <SubscriptionSection locale={locale} variant="newsletter" id={SUBSCRIBE_ID} cities={settings.freeCityInput ? null : cities} />
          {privateEvents ? (
            <SubscriptionSection locale={locale} variant="privateEvent" id={PRIVATE_EVENT_ID} cities={settings.freeCityInput ? null : cities} />
          ) : null}
        </main>
      </RegistrationRoute>
    </NextIntlClientProvider>
  );
}
