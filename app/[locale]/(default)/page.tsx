import { getTranslations } from 'next-intl/server';
import { UpcomingGames } from '@/features/catalogue/components/upcoming-games';
import { pageLocale } from '@/app/[locale]/_components/page-locale';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'home' });
  return (
    <main id="main" className="page">
      <h1>{t('title')}</h1>
      <UpcomingGames locale={locale} />
    </main>
  );
}
