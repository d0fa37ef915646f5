import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { ExpertLoginPanel } from '@/features/auth/components/expert/expert-login-panel';

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <main id="main" className="page" data-tone="dark">
      <h1>{t('expertLogin')}</h1>
      <ExpertLoginPanel locale={locale} />
    </main>
  );
}
