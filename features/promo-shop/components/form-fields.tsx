'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { formatMoney } from '@/lib/i18n/format-money';
import type { PurchaseValues } from '../model/purchase-values';
import type { Pack } from '../types';
import { CheckboxField, TextAreaField, TextField, type FieldBinding } from '@/components/form/fields';
import { FormAlert } from './form-alert';
import { PackPicker } from './pack-picker';
import styles from './promo-shop.module.css';

export type FieldName = keyof PurchaseValues;

interface Props {
  packs: readonly Pack[];
  /** The chosen pack (its kind decides the gift's fields, its price the button). */
  pack: Pack | null;
  /** Whether the recipient's fields show: a gift certificate, or "this is a gift" ticked. */
  gift: boolean;
  bind: (name: FieldName) => FieldBinding;
  errors?: Partial<Record<FieldName, string | null>>;
  /** The page's initial pack (its default; react-hook-form then checks its own). */
  checkedPack?: string;
  alert?: ReactNode;
  busy?: ReactNode;
  submitting?: boolean;
}

/** The purchase form's fields and button: the same inputs before the form's code has loaded and after (it attaches to them). */
export function FormFields({ packs, pack, gift, bind, errors = {}, checkedPack, alert, busy, submitting = false }: Props) {
  const t = useTranslations('promoShop.form');
  const locale = useLocale() as Locale;
  const error = (name: FieldName) => errors[name] ?? null;
  return (
    <>
      <PackPicker packs={packs} registration={bind('packId')} error={error('packId')} checked={checkedPack} />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        hint={gift ? t('emailHintGift') : t('emailHint')}
        registration={bind('email')}
        error={error('email')}
      />
      {pack?.kind === 'gift' ? null : <CheckboxField label={t('gift')} registration={bind('gift')} error={null} />}
      {gift ? (
        <fieldset className={styles.field}>
          <legend>{t('giftLegend')}</legend>
          <TextField
            label={t('recipientEmail')}
            type="email"
            autoComplete="off"
            hint={t('recipientHint')}
            registration={bind('recipientEmail')}
            error={error('recipientEmail')}
          />
          <TextField label={t('recipientName')} autoComplete="off" registration={bind('recipientName')} error={error('recipientName')} />
          <TextAreaField label={t('message')} registration={bind('message')} error={error('message')} />
        </fieldset>
      ) : null}
      <CheckboxField label={t('consent')} registration={bind('consent')} error={error('consent')} />
      <FormAlert>{alert}</FormAlert>
      {busy ? (
        <p role="status" className={styles.busy}>
          {busy}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={submitting}>
          {pack?.price ? t('pay', { amount: formatMoney(pack.price.amount, pack.price.currency, locale) }) : t('payNoPack')}
        </button>
      </div>
    </>
  );
}
