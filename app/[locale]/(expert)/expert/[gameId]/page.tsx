import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { ExpertSessionCheck } from '@/features/auth/components/expert/expert-session-check';
import { formatStart } from '@/features/auth/components/expert/format-start';
import { loadExpertConsole } from '@/features/expert/api/server-expert';
import { ConsoleState } from '@/features/expert/components/console-state';
import { ExpertConsole } from '@/features/expert/components/expert-console';
import { sessionCookies } from '@/lib/config/cookie-names';
import { redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

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
  const route = await loadExpertConsole(locale, gameId);

  if (route.kind === 'not-found') notFound();
  if (route.kind === 'session') return <ExpertSessionCheckOrLogin locale={locale} />;
  if (route.kind !== 'console') {
    return (
      <main id="main" className="page" data-tone="dark">
        <ConsoleState locale={locale} kind={route.kind} gameId={gameId} />
      </main>
    );
  }
  // The game's own clock is not in the expert reply: the start is shown in the capital's time zone of the language.
  const startsAtText = formatStart(new Date(route.game.startsAt), locale === 'ru' ? 'Europe/Moscow' : locale === 'fr' ? 'Europe/Paris' : 'Europe/London', locale);
  return (
    <main id="main" className="page" data-tone="dark">
      <HydrationBoundary state={route.dehydrated}>
        <ExpertConsole game={route.game} state={route.state} expertId={route.expertId} startsAtText={startsAtText} />
      </HydrationBoundary>
    </main>
  );
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
