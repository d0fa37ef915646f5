import { HomeContent, type HomeSearchParams } from '@/app/[locale]/_components/home-content';
import { pageLocale } from '@/app/[locale]/_components/page-locale';

export default async function HomePage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<HomeSearchParams> }) {
  const locale = await pageLocale(params);
  return <HomeContent locale={locale} searchParams={await searchParams} />;
}
