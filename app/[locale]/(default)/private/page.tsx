import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { getCities } from '@/features/catalogue/api/server-catalogue';
import { SubscriptionSection } from '@/features/newsletter/components/subscription-section';
import { loadFormats, loadMyPrivateGames } from '@/features/private-games/api/server-party';
import { FormatsSection } from '@/features/private-games/components/formats-section';
import { MyPrivateGames } from '@/features/private-games/components/my-private-games';
import styles from '@/features/private-games/components/private-games.module.css';
import { SessionRenewal } from '@/features/private-games/components/session-renewal';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { siteLegalDocuments } from '@/lib/config/site-documents';
import { env } from '@/lib/env';
import { clientMessages } from '@/lib/i18n/client-messages';
import { getLocaleSettings } from '@/lib/i18n/locale-settings';
import { PrivateLogin } from './_components/private-login';
import { PrivateOrder } from './_components/private-order';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return { title: t('private') };
}

/**
 * `/private`: what a private game is (the formats and their prices), the visitor's upcoming private games (the
 * organiser's with the invite link), the order form that ends in the payment or a request to the sales team, and
 * the private-event subscription form (features/private-games/README.md). Composed here: the order needs the
 * account, the subscription form is the newsletter feature's.
 */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'privateGames' });
  const settings = getLocaleSettings(locale);
  const [formats, mine, cities] = await Promise.all([
    loadFormats(locale),
    loadMyPrivateGames(locale),
    settings.freeCityInput ? Promise.resolve(null) : getCities(locale).catch(() => []),
  ]);
  const documents = siteLegalDocuments(locale);
  const login = <PrivateLogin label={t('logIn')} className={styles.primary} />;
  return (
    <NextIntlClientProvider messages={await clientMessages('private')}>
      <main id="main" className={styles.page}>
        <h1>{t('title')}</h1>
        <FormatsSection locale={locale} formats={formats} />
        {mine.kind === 'session-expired' ? (
          <SessionRenewal />
        ) : (
          <MyPrivateGames
            locale={locale}
            games={mine.kind === 'found' ? mine.games : mine.kind === 'anonymous' ? null : 'unavailable'}
            siteUrl={env().siteUrl}
            login={login}
          />
        )}
        <section className={styles.section} aria-labelledby="private-order-title">
          <h2 id="private-order-title">{t('order.title')}</h2>
          <p>{t('order.text')}</p>
          {formats && formats.length > 0 ? <PrivateOrder formats={formats} documents={documents} /> : <p role="alert">{t('formats.unavailable')}</p>}
        </section>
        <SubscriptionSection locale={locale} variant="privateEvent" id="private-event" cities={cities} />
      </main>
    </NextIntlClientProvider>
  );
}
