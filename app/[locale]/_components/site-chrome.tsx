import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ChatbotButton } from '@/components/layout/chatbot-button';
import { ChatWidget } from '@/components/layout/chat-widget';
import { LazyMyGameMenuItem } from './lazy-my-game-menu-item';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader, type HeaderLogo } from '@/components/layout/site-header';
import { AccountButton } from '@/features/auth/components/account-button';
import { AuthModalProvider } from '@/features/auth/store/auth-modal-provider';
import { featuredCorporateLogos } from '@/features/catalogue/api/server-catalogue';
import { SupportButton } from '@/features/support/components/support-button';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { SupportRoot } from './support-root';

/** Header + page + footer (+ chat-bot hint) as the default and game layouts compose them. */
export async function SiteChrome({
  locale,
  children,
  corporateLogos,
  actions,
  showHeader = true,
  showFooter = true,
  showChatbot = true,
  assumeSession = false,
}: {
  locale: Locale;
  children: ReactNode;
  corporateLogos?: HeaderLogo[];
  actions?: ReactNode;
  showHeader?: boolean;
  showFooter?: boolean;
  showChatbot?: boolean;
  /** Rendered for every signed-in visitor at once (a shared copy without the request's cookie): see AccountButton. */
  assumeSession?: boolean;
}) {
  const { links, documentUrls } = env();
  const t = await getTranslations({ locale, namespace: 'chatbot' });
  const footer = await getTranslations({ locale, namespace: 'footer' });
  const header = await getTranslations({ locale, namespace: 'header' });
  // Spec: the header shows the corporate logos of a game's appearance. A route that knows its game passes them
  // (an empty list for none); otherwise they come from the first corporate game among the upcoming games, read
  // through the same cached query as the home page's list (one request per render, shared for a few seconds).
  const logos = corporateLogos ?? (showHeader ? await featuredCorporateLogos(locale) : undefined);
  // One auth-modal store for the header and the page, so a page (e.g. /reg/…) can open the header's login modal;
  // one support modal, opened from the footer, the burger menu and the page (the game, the registration's outcomes).
  return (
    <AuthModalProvider>
      <SupportRoot>
        {showHeader ? (
          <SiteHeader
            locale={locale}
            links={links}
            corporateLogos={logos}
            actions={actions}
            account={<AccountButton gameEntry={<LazyMyGameMenuItem />} assumeSession={assumeSession} />}
            menuExtra={<SupportButton label={header('support')} />}
          />
        ) : null}
        {children}
        {showFooter ? <SiteFooter locale={locale} links={links} documentUrls={documentUrls} support={<SupportButton label={footer('support')} />} /> : null}
        {showChatbot ? <ChatbotButton href={links.chatbot} hint={t('hint')} /> : null}
        {showChatbot ? <ChatWidget /> : null}
      </SupportRoot>
    </AuthModalProvider>
  );
}
