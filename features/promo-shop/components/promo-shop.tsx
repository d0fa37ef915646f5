'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense, useState, useSyncExternalStore } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { lazyOrReload } from '@/lib/monitoring/lazy-or-reload';
import { shopPath } from '../model/address';
import { emptyValues } from '../model/purchase-values';
import type { Pack } from '../types';
import { OrderForm } from './order-form';
import { Busy } from './screen-heading';
import styles from './promo-shop.module.css';

/** A purchase's screens (its reads, the payment widget's loader, the outcomes) load when there is a purchase. */
const PurchaseScreen = lazyOrReload(() => import('./purchase-screen').then((m) => m.PurchaseScreen));

type View = { kind: 'form'; packId: number | null } | { kind: 'purchase'; id: number; payNow: boolean };

const noSubscription = () => () => undefined;
/** True once hydrated: the purchase's screens read this browser's storage, which the server has not. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

interface Props {
  packs: readonly Pack[];
  /** The pack the address preselects (null: none, or one not on sale). */
  packId: number | null;
  /** The signed-in buyer's e-mail (the form's default). */
  buyerEmail: string | null;
  /** `?purchase=`: the purchase to show (after a reload, or coming back from the widget). */
  purchaseId: number | null;
}

/** The shop's island: the order form, then its purchase's payment and outcome; the address follows both. */
export function PromoShop({ packs, packId, buyerEmail, purchaseId }: Props) {
  const t = useTranslations('promoShop');
  const locale = useLocale() as Locale;
  const hydrated = useHydrated();
  const [view, setView] = useState<View>(purchaseId === null ? { kind: 'form', packId } : { kind: 'purchase', id: purchaseId, payNow: false });

  if (view.kind === 'purchase') {
    const fallback = <Busy>{t('purchase.loading')}</Busy>;
    return (
      <div className={styles.shop}>
        {hydrated ? (
          <Suspense fallback={fallback}>
            <PurchaseScreen
              purchaseId={view.id}
              payNow={view.payNow}
              onBack={(backTo) => {
                window.history.replaceState(null, '', shopPath(locale, backTo));
                setView({ kind: 'form', packId: backTo });
              }}
            />
          </Suspense>
        ) : (
          fallback
        )}
      </div>
    );
  }

  return (
    <div className={styles.shop}>
      <OrderForm
        packs={packs}
        initial={{ ...emptyValues, packId: view.packId === null ? '' : String(view.packId), email: buyerEmail ?? '' }}
        onCreated={(purchase) => {
          window.history.replaceState(null, '', shopPath(locale, purchase.packId, purchase.id));
          setView({ kind: 'purchase', id: purchase.id, payNow: true });
        }}
      />
    </div>
  );
}
