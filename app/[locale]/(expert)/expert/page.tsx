import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { ExpertGames } from '@/features/auth/components/expert/expert-games';

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await pageLocale(params);
  // Set by the console's finish (/expert?finished={id}); anything else in it is ignored.
  const finished = (await searchParams).finished;
  const finishedId = typeof finished === 'string' && /^\d{1,9}$/.test(finished) ? Number(finished) : undefined;
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <main id="main" className="page" data-tone="dark">
      <h1>{t('expert')}</h1>
      <ExpertGames locale={locale} finishedId={finishedId} />
    </main>
  );
}
