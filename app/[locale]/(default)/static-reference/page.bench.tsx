import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { TitleScreen } from '@/app/[locale]/_components/title-screen';

/**
 * Benchmark builds only (see pageExtensions in next.config.ts): a static page of this site, prerendered once per
 * language with the same layout, header and footer as every page, that `npm run bench:web` serves beside the home
 * page to compare their throughput on the same server.
 */
export const dynamic = 'force-static';

export function generateStaticParams() {
  return [];
}

export default async function StaticReferencePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return <TitleScreen title={t('share')} />;
}
