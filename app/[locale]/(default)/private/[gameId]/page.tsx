import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { INVITE_QUERY_PARAM, partyLimits } from '@/contract/party-settings';
import { loadPrivateGame } from '@/features/private-games/api/server-party';
import { GameUnavailable, NotInvited } from '@/features/private-games/components/not-invited';
import { PrivateGameView } from '@/features/private-games/components/private-game-view';
import styles from '@/features/private-games/components/private-games.module.css';
import { SessionRenewal } from '@/features/private-games/components/session-renewal';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { env } from '@/lib/env';
import { clientMessages } from '@/lib/i18n/client-messages';
import { PrivateGameRegister } from '../_components/private-game-register';
import { PrivateLogin } from '../_components/private-login';

type Props = { params: Promise<{ locale: string; gameId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const GAME_ID = /^[1-9]\d{0,9}$/;
const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  // An invite's address carries its secret: never indexed, never sent on as a referrer.
  return { title: t('private'), robots: { index: false }, referrer: 'no-referrer' };
}

/**
 * `/private/{gameId}[?invite=token]`: one private game, read on the server with the visitor's session. An unknown
 * id (or a public game's) is a real 404; a private game the visitor is not invited to shows a localised state
 * with next steps, never its details.
 */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { gameId: rawId } = await params;
  if (!GAME_ID.test(rawId)) notFound();
  const gameId = Number(rawId);
  const token = single((await searchParams)[INVITE_QUERY_PARAM]);
  const invite = token && token.length <= partyLimits.invite ? token : null;
  const lookup = await loadPrivateGame(locale, gameId, invite);
  if (lookup.kind === 'not-found') notFound();
  const t = await getTranslations({ locale, namespace: 'privateGames' });
  const messages = await clientMessages('private');
  if (lookup.kind === 'session-expired') {
    return (
      <NextIntlClientProvider messages={messages}>
        <main id="main" className={styles.page}>
          <SessionRenewal />
        </main>
      </NextIntlClientProvider>
    );
  }
  if (lookup.kind === 'unavailable') return <GameUnavailable locale={locale} />;
  if (lookup.kind === 'not-invited') {
    return <NotInvited locale={locale} login={<PrivateLogin label={t('logIn')} className={styles.primary} />} />;
  }
  const { game } = lookup;
  return (
    <NextIntlClientProvider messages={messages}>
      <PrivateGameView
        locale={locale}
        game={game}
        siteUrl={env().siteUrl}
        register={<PrivateGameRegister gameId={game.id} invite={invite} label={t('game.register')} className={styles.primary} />}
      />
    </NextIntlClientProvider>
  );
}
