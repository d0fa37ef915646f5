import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { TitleScreen } from '@/app/[locale]/_components/title-screen';

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return <TitleScreen title={t('private')} tone="light" />;
}
