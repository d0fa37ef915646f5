import type { Metadata } from 'next';
import { HomeContent, type HomeSearchParams } from '@/app/[locale]/_components/home-content';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { PasswordResetOpener } from '@/features/auth/components/landing/password-reset-opener';

/** One-time link pages stay out of search engines. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<{ locale: string; auth: string }>; searchParams: Promise<HomeSearchParams> };

/** The reset letter's link: the home page with the new-password modal (token from the path, e-mail from ?email=). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { auth } = await params;
  const query = await searchParams;
  return (
    <>
      {/* The home page gets no query: ?email= belongs to the form, not to the catalogue's filters. */}
      <HomeContent locale={locale} searchParams={{}} />
      <PasswordResetOpener token={auth} email={typeof query.email === 'string' ? query.email : ''} />
    </>
  );
}
