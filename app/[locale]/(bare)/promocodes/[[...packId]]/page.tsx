import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { TitleScreen } from '@/app/[locale]/_components/title-screen';

/** Promo codes use the bare layout: no header, footer or chat-bot. */
export default async function PromocodesPage({ params }: { params: Promise<{ locale: string; packId?: string[] }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return <TitleScreen title={t('promocodes')} />;
}
