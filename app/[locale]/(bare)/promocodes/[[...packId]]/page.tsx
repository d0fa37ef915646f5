import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { SupportRoot } from '@/app/[locale]/_components/support-root';
import { SupportButton } from '@/features/support/components/support-button';
import { loadShop } from '@/features/promo-shop/api/server-promo-shop';
import { PromoShop } from '@/features/promo-shop/components/promo-shop';
import { parsePurchaseParam, shopPath } from '@/features/promo-shop/model/address';
import { choosePack, parsePackParam } from '@/features/promo-shop/model/pack-choice';
import { clientMessages } from '@/lib/i18n/client-messages';
import styles from './promocodes-page.module.css';

type Props = {
  params: Promise<{ locale: string; packId?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'promoShop' });
  return { title: t('title') };
}

/**
 * The promo-code shop (bare layout: no header, footer or chat-bot). The packs and their prices are read and rendered
 * on the server; the island is the form and, once there is a purchase, its payment (features/promo-shop/README.md).
 * Without the shell's footer, support sits beside the way home (a buyer whose payment went wrong needs it).
 */
export default async function PromocodesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { packId } = await params;
  const purchaseId = parsePurchaseParam((await searchParams).purchase);
  const t = await getTranslations({ locale, namespace: 'promoShop' });
  const footer = await getTranslations({ locale, namespace: 'footer' });
  const shop = await loadShop(locale);
  const choice = shop.packs ? choosePack(shop.packs, parsePackParam(packId)) : null;

  return (
    <SupportRoot>
      <main id="main" className="page">
        <p className={styles.top}>
          <a href={locale === 'ru' ? '/' : `/${locale}`}>{t('home')}</a>
          <SupportButton label={footer('support')} className={styles.support} />
        </p>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        {choice?.unknown ? (
          <p role="status" data-testid="unknown-pack">
            {t('unknownPack')}
          </p>
        ) : null}
        {shop.packs && choice ? (
          <NextIntlClientProvider messages={await clientMessages('promoShop')}>
            <PromoShop packs={shop.packs} packId={choice.selected?.id ?? null} buyerEmail={shop.email} purchaseId={purchaseId} />
          </NextIntlClientProvider>
        ) : (
          <>
            <p role="alert">{t('unavailable')}</p>
            <p>
              <a href={shopPath(locale, null)}>{t('reload')}</a>
            </p>
          </>
        )}
      </main>
    </SupportRoot>
  );
}
