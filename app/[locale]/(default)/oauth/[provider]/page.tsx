import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomeContent, type HomeSearchParams } from '@/app/[locale]/_components/home-content';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { oauthProviders, type OAuthProvider } from '@/contract/schemas/accounts';
import { OAuthCallback } from '@/features/auth/components/landing/oauth-callback';

/** One-time link pages stay out of search engines. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

type Props = { params: Promise<{ locale: string; provider: string }>; searchParams: Promise<HomeSearchParams> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' && value !== '' ? value : null);
const isProvider = (value: string): value is OAuthProvider => (oauthProviders as readonly string[]).includes(value);

/** Where VK or Google sends the visitor back (?code=&state=, or ?error=): the home page while the code is used. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { provider } = await params;
  if (!isProvider(provider)) notFound();
  const query = await searchParams;
  // The home page gets no query: code and state are the callback's, not catalogue filters.
  return (
    <>
      <HomeContent locale={locale} searchParams={{}} />
      <OAuthCallback provider={provider} code={one(query.code)} state={one(query.state)} error={one(query.error)} />
    </>
  );
}
