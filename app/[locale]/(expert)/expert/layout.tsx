import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/layout/site-header';
import { env } from '@/lib/env';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { SupportRoot } from '@/app/[locale]/_components/support-root';
import { SupportButton } from '@/features/support/components/support-button';
import styles from './expert-layout.module.css';

/**
 * Expert layout: the dark header and top padding; no footer or chat-bot, the console needs the room. The expert
 * account's client parts (login form, games list, session check) get their messages here. Support is in the header
 * (the full form: an expert's problem has no preset reason).
 */
export default async function ExpertLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const header = await getTranslations({ locale, namespace: 'header' });
  return (
    <SupportRoot>
      <div className={styles.shell}>
        <SiteHeader locale={locale} links={env().links} tone="dark" actions={<SupportButton label={header('support')} className={styles.support} />} />
        <div className={styles.body}>
          <NextIntlClientProvider messages={await clientMessages('expertAccount')}>{children}</NextIntlClientProvider>
        </div>
      </div>
    </SupportRoot>
  );
}
