import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { PUBLIC_CONFIG_ELEMENT_ID } from '@/lib/config/public-config';
import { serverPublicConfig } from '@/lib/config/server-public-config';
import { interVariables } from '@/lib/fonts/inter';
import { INTER_CACHED_SCRIPT } from '@/lib/fonts/inter-next-visit';
import { clientMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return {
    title: { default: t('title'), template: `%s · ${t('title')}` },
    description: t('description'),
    // Without a declared icon browsers ask for /favicon.ico, which does not exist.
    icons: { icon: { url: '/favicon.svg', type: 'image/svg+xml' } },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffd33d' };

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const t = await getTranslations({ locale, namespace: 'common' });

  return (
    // The head script may mark <html> before hydration (data-inter): not a mismatch to report.
    <html lang={locale} className={interVariables} suppressHydrationWarning>
      <head>
        {/* Inter from the first paint when a visit cached it (lib/fonts/inter-next-visit.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: INTER_CACHED_SCRIPT }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <script id={PUBLIC_CONFIG_ELEMENT_ID} type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: safeJson(serverPublicConfig()) }} />
        <NextIntlClientProvider messages={await clientMessages()}>
          <AppProviders nonce={nonce}>{children}</AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
