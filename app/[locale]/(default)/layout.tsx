import type { ReactNode } from 'react';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { SiteChrome } from '@/app/[locale]/_components/site-chrome';

/** Default layout: header, footer and the chat-bot hint button. */
export default async function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return <SiteChrome locale={locale}>{children}</SiteChrome>;
}
