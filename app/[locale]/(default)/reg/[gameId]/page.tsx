import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { TitleScreen } from '@/app/[locale]/_components/title-screen';

export default async function Page({ params }: { params: Promise<{ locale: string; gameId: string }> }) {
  const locale = await pageLocale(params);
  const { gameId } = await params;
  // Games are numbered from 1: `/reg/abc` or `/reg/0` names no game.
  if (!/^[1-9]\d{0,14}$/.test(gameId)) notFound();
  const t = await getTranslations({ locale, namespace: 'pages' });
  return <TitleScreen title={t('reg', { id: gameId })} tone="light" />;
}
