import type { ReactNode } from 'react';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { SiteChrome } from '@/app/[locale]/_components/site-chrome';

/**
 * The default layout as signed-in visitors get it from a shared copy (the members' home page): rendered without a
 * request, it cannot read the session cookie, so it says that there is one; the header's account control then
 * holds the avatar's place until the browser has read the user.
 */
export default async function MemberLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return (
    <SiteChrome locale={locale} assumeSession>
      {children}
    </SiteChrome>
  );
}
