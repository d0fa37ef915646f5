import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { ShareInvite } from '@/app/[locale]/_components/share-invite';
import { INVITE_QUERY_PARAM, SHARE_GAME_QUERY_PARAM } from '@/contract/team-settings';
import { ShareOverview } from '@/features/teams/components/share-overview';
import { clientMessages } from '@/lib/i18n/client-messages';
import { env } from '@/lib/env';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  // An invite's address carries its secret: never indexed, never sent on as a referrer.
  return { title: t('share'), robots: { index: false }, referrer: 'no-referrer' };
}

/**
 * `/share`: with `?invite={token}` the invite for whoever holds the link (accept, decline, or log in first); without
 * it, what to send friends: the registration of `?game={id}` or the platform (features/teams/README.md).
 */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const token = single(query[INVITE_QUERY_PARAM]);
  const gameId = Number(single(query[SHARE_GAME_QUERY_PARAM]));
  const t = await getTranslations({ locale, namespace: 'pages' });
  const prefix = locale === 'ru' ? '' : `/${locale}`;
  const forGame = Number.isSafeInteger(gameId) && gameId > 0;
  const link = forGame ? `${env().siteUrl}${prefix}/reg/${gameId}` : `${env().siteUrl}${prefix || '/'}`;
  return (
    <NextIntlClientProvider messages={await clientMessages('share')}>
      {token !== undefined ? <ShareInvite token={token} /> : <ShareOverview title={t('share')} link={link} forGame={forGame} />}
    </NextIntlClientProvider>
  );
}
