import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ChatbotButton } from '@/components/layout/chatbot-button';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader, type HeaderLogo } from '@/components/layout/site-header';
import { AccountButton } from '@/features/auth/components/account-button';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';

/** Header + page + footer (+ chat-bot hint) as the default and game layouts compose them. */
export async function SiteChrome({
  locale,
  children,
  corporateLogos,
  actions,
  showHeader = true,
  showFooter = true,
  showChatbot = true,
}: {
  locale: Locale;
  children: ReactNode;
  corporateLogos?: HeaderLogo[];
  actions?: ReactNode;
  showHeader?: boolean;
  showFooter?: boolean;
  showChatbot?: boolean;
}) {
  const { links } = env();
  const t = await getTranslations({ locale, namespace: 'chatbot' });
  return (
    <>
      {showHeader ? (
        <SiteHeader locale={locale} links={links} corporateLogos={corporateLogos} actions={actions} account={<AccountButton />} />
      ) : null}
      {children}
      {showFooter ? <SiteFooter locale={locale} /> : null}
      {showChatbot ? <ChatbotButton href={links.chatbot} label={t('label')} hint={t('hint')} /> : null}
    </>
  );
}
