'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { formatMoney } from '@/lib/i18n/format-money';
import type { Pack } from '../types';
import type { FieldBinding } from '@/components/form/fields';
import styles from './promo-shop.module.css';

/** The packs on sale as a radio group: what each gives, for how long, its discount and its price in this language. */
export function PackPicker({
  packs,
  registration,
  error,
  checked,
}: {
  packs: readonly Pack[];
  registration: FieldBinding;
  error: string | null;
  /** The server-rendered form's initial choice (react-hook-form sets its own). */
  checked?: string;
}) {
  const t = useTranslations('promoShop.form');
  const locale = useLocale() as Locale;
  const errorId = 'promo-shop-pack-error';
  return (
    <fieldset className={styles.field} aria-describedby={error ? errorId : undefined}>
      <legend>{t('packs')}</legend>
      <ul className={styles.packs}>
        {packs.map((pack) =>
          pack.price ? (
            <li key={pack.id}>
              <label className={styles.pack}>
                <input
                  type="radio"
                  value={String(pack.id)}
                  {...registration}
                  {...(checked === undefined ? {} : { defaultChecked: checked === String(pack.id) })}
                />
                <span className={styles.packBody}>
                  <span className={styles.packTop}>
                    <span>{pack.name}</span>
                    <span>{formatMoney(pack.price.amount, pack.price.currency, locale)}</span>
                  </span>
                  <span>{pack.description}</span>
                  <span className={styles.muted}>
                    {t('entries', { count: pack.entries })} · {t('validity', { days: pack.validityDays })}
                  </span>
                  {pack.discountPercent > 0 ? <span className={styles.badge}>{t('discount', { percent: pack.discountPercent })}</span> : null}
                </span>
              </label>
            </li>
          ) : null,
        )}
      </ul>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
