import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { fetchExpertGames } from '@/features/auth/api/expert';
import { ExpertSessionCheck } from '@/features/auth/components/expert/expert-session-check';
import { loadExpertConsole } from '@/features/expert/api/server-expert';
import { ConsoleState } from '@/features/expert/components/console-state';
import { ExpertConsole } from '@/features/expert/components/expert-console';
import { getServerApi } from '@/lib/api/server-api';
import { sessionCookies } from '@/lib/config/cookie-names';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { consoleStartText } from './console-start';

type Props = { params: Promise<{ locale: string; gameId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return { title: t('expertGame', { id: (await params).gameId }) };
}

/**
 * The expert console. The server reads the game, its state and who the expert is with the expert cookie and hands
 * them to the client; the console then lives on `game-expert.{id}`. No session: the login page (the proxy does it;
 * here too, for a cookie that went away). An expired token: the browser renews it and the page renders again.
 * Not staff of this game: a localised 403 state.
 */
export default async function ExpertGamePage({ params }: Props) {
  const locale = await pageLocale(params);
  const { gameId: raw } = await params;
  const gameId = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  if (!Number.isSafeInteger(gameId) || gameId <= 0) notFound();
  // The expert's game list (as on /expert) carries the game city's time zone, which the console's own reply lacks.
  const [route, zone] = await Promise.all([loadExpertConsole(locale, gameId), gameZones(locale)]);

  if (route.kind === 'not-found') notFound();
  if (route.kind === 'session') return <ExpertSessionCheckOrLogin locale={locale} />;
  if (route.kind !== 'console') {
    return (
      <main id="main" className="page" data-tone="dark">
        <ConsoleState locale={locale} kind={route.kind} gameId={gameId} />
      </main>
    );
  }
  const startsAtText = consoleStartText(route.game.startsAt, gameId, zone, locale);
  return (
    <main id="main" className="page" data-tone="dark">
      <HydrationBoundary state={route.dehydrated}>
        <ExpertConsole game={route.game} state={route.state} expertId={route.expertId} startsAtText={startsAtText} />
      </HydrationBoundary>
    </main>
  );
}

/** The expert's games with their cities' time zones (GET {live}/experts/games); null when the list fails. */
async function gameZones(locale: Locale): Promise<{ id: number; timezone: string }[] | null> {
  try {
    if (!(await cookies()).has(sessionCookies.expert.token)) return null;
    return await fetchExpertGames(await getServerApi('expert', locale));
  } catch {
    return null;
  }
}

async function ExpertSessionCheckOrLogin({ locale }: { locale: Locale }) {
  const jar = await cookies();
  // A refresh token can still renew the session in the browser; without one there is nothing to renew.
  if (!jar.has(sessionCookies.expert.refresh)) return redirect({ href: '/expert/login', locale });
  return (
    <main id="main" className="page" data-tone="dark">
      <ExpertSessionCheck />
    </main>
  );
}
