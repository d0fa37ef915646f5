import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { SiteChrome } from '@/app/[locale]/_components/site-chrome';
import { loadMyGame, loadParticipantScreen } from '@/features/participant/api/server-participant';
import { GAMES_SECTION_ID } from '@/features/catalogue/games-section-id';
import { GameScreen } from '@/features/participant/components/game-screen';
import { LiveParticipantRoot } from '@/features/participant/components/live-participant-root';
import { GameRouteState } from '@/features/participant/components/states/game-route-state';
import { initialTab } from '@/features/participant/model/initial-tab';
import { SupportButton } from '@/features/support/components/support-button';
import { streamEnabledFrom } from '@/features/participant/model/stream';
import { cookieNames } from '@/lib/config/cookie-names';
import { documentAddress } from '@/lib/config/documents';
import { hasPublicFile } from '@/lib/config/public-files';
import { env } from '@/lib/env';
import { switchLocalePath } from '@/lib/i18n/locale-detection';
import { getLocaleSettings } from '@/lib/i18n/locale-settings';
import { GameActions } from './game-actions';
import { GameChat } from './game-chat';
import { GameLoginButton } from './game-login-button';
import styles from './game-page.module.css';

type Props = {
  params: Promise<{ locale: string; participantId?: string[] }>;
  searchParams: Promise<{ onlyBlank?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return { title: t('game') };
}

/** `/game/12` or `/game`; anything else (`/game/abc`, `/game/1/2`) is not a page. */
function participantIdOf(segments: string[] | undefined): number | null | undefined {
  if (!segments || segments.length === 0) return null;
  if (segments.length > 1 || !/^\d{1,15}$/.test(segments[0]!)) return undefined;
  const id = Number(segments[0]);
  return id > 0 ? id : undefined;
}

/**
 * The participant game screen. The server loads the first state with the player's cookie and hands it to the
 * client cache; the screen then lives on realtime events. Game layout: header and footer only when the game's
 * appearance allows them and `onlyBlank` is empty (`?onlyBlank=1` shows the answer sheet alone).
 */
export default async function GamePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { participantId: segments } = await params;
  const id = participantIdOf(segments);
  if (id === undefined) notFound();
  const onlyBlank = Boolean((await searchParams).onlyBlank);
  const route = id === null ? await loadMyGame(locale) : await loadParticipantScreen(locale, id);

  if (route.kind === 'redirect') redirect(switchLocalePath(`/game/${route.participantId}`, locale));
  // A screen the platform does not know is not a page (not-found.tsx beside this one says so, with a 404).
  if (route.kind === 'failed' && route.status === 404) notFound();
  if (route.kind !== 'screen') {
    const t = await getTranslations({ locale, namespace: 'participant.states' });
    const pages = await getTranslations({ locale, namespace: 'pages' });
    // Without the header there is no login modal: the sheet-only view sends the player to the full page to log in.
    const loginAction = onlyBlank ? (
      <Link href={switchLocalePath(id === null ? '/game' : `/game/${id}`, locale)} className={styles.button}>
        {t('login')}
      </Link>
    ) : (
      <GameLoginButton label={t('login')} className={styles.button} />
    );
    // The header's corporate logos are the registration's own game's; a state without one (signed out, no games,
    // the next game) shows none rather than the catalogue's first corporate game.
    const logos = 'screen' in route ? route.screen.appearance.logos : [];
    return (
      <SiteChrome locale={locale} showHeader={!onlyBlank} showFooter={!onlyBlank} showChatbot={false} corporateLogos={logos}>
        <GameRouteState
          route={route}
          locale={locale}
          loginAction={loginAction}
          linkHelp={<SupportButton reason="no_link" label={t('noLinkSupport')} className={styles.inlineLink} />}
          pageTitle={pages('game')}
        />
      </SiteChrome>
    );
  }

  const { screen, dehydrated, viewer, results } = route;
  const chrome = !onlyBlank;
  const streamEnabled = streamEnabledFrom((await cookies()).get(cookieNames.stream)?.value);
  const prefix = locale === 'ru' ? '' : `/${locale}`;
  // Invite links open the share page in the page's language (`/share?invite=…`, see features/teams).
  const shareUrl = `${env().siteUrl}${prefix}/share`;
  const header = await getTranslations({ locale, namespace: 'header' });
  // The FAQ dialog links the full documents in every language (the footer lists only the language's `footer.files`).
  const documentSources = { configured: env().documentUrls, hasPublicFile };
  const documents = { rules: documentAddress('rules', locale, documentSources), faq: documentAddress('faq', locale, documentSources) };
  const draft = screen.currentTour === null ? [] : (results.find((card) => card.tourNumber === screen.currentTour)?.answers ?? []);
  return (
    <HydrationBoundary state={dehydrated}>
      <LiveParticipantRoot screen={screen} draft={draft} viewer={viewer} initialTab={initialTab(screen, streamEnabled)} streamEnabled={streamEnabled}>
        <GameChat locale={locale} viewerId={viewer?.id ?? null}>
          <SiteChrome
            locale={locale}
            showHeader={chrome && screen.appearance.showHeader}
            showFooter={chrome && screen.appearance.showFooter}
            showChatbot={false}
            corporateLogos={screen.appearance.logos}
            actions={
              <>
                <GameActions participantId={screen.id} shareUrl={shareUrl} documents={documents} />
                {/* The variant (name, comment, one file, reason): the platform knows the player's address. */}
                <SupportButton label={header('support')} variant="short" className={styles.support} />
              </>
            }
          >
            <GameScreen
              locale={locale}
              onlyBlank={onlyBlank}
              showTeammates={getLocaleSettings(locale).showCurrentTeammatesCounter}
              help={chrome && screen.appearance.showHeader ? undefined : <SupportButton label={header('support')} variant="short" className={styles.support} />}
              nextGameHref={getLocaleSettings(locale).endGame ? `${switchLocalePath('/', locale)}#${GAMES_SECTION_ID}` : undefined}
            />
          </SiteChrome>
        </GameChat>
      </LiveParticipantRoot>
    </HydrationBoundary>
  );
}
