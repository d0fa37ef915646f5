import type { Metadata } from 'next';
import { HomeContent } from '@/app/[locale]/_components/home-content';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { MailAuthResume } from '@/app/[locale]/_components/mail-auth-resume';

/** One-time link pages stay out of search engines. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<{ locale: string; mailAuth: string }> };

/**
 * The confirmation letter's link: the home page; the e-mail is confirmed and the visitor logged in (and brought back
 * to a game registration that waited for the account).
 */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const { mailAuth } = await params;
  return (
    <>
      <HomeContent locale={locale} searchParams={{}} />
      <MailAuthResume code={mailAuth} />
    </>
  );
}
