'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useId, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Locale } from '@/lib/i18n/routing';
import { formatDiscount } from '../../model/format';
import { appliedDiscount, isPromoApplied, type PromoState } from '../../model/promo-state';
import styles from '../registration.module.css';

/**
 * The promo code with its "Apply" button and its result (spec: Promo state). Applied only on status 'success',
 * and only for the code as typed now; a failure shows the server's message minus its last character. Enter in the
 * field applies the code instead of submitting the step.
 */
export function PromoField({
  registration,
  typed,
  promo,
  currency,
  checking,
  checkFailed,
  error,
  onApply,
}: {
  registration: UseFormRegisterReturn;
  typed: string;
  promo: PromoState;
  currency: string;
  checking: boolean;
  checkFailed: boolean;
  /** A field error (too long, or the registration's 422 on `promo`). */
  error: string | null;
  onApply: () => void;
}) {
  const t = useTranslations('registration.cost');
  const locale = useLocale() as Locale;
  const id = useId();
  const resultId = `${id}-result`;
  const applied = isPromoApplied(promo, typed);
  const discount = appliedDiscount(promo);
  const failed = !applied && promo.status === 'error' && promo.code.toLowerCase() === typed.trim().toLowerCase();
  const problem = error ?? (failed ? promo.text : checkFailed ? t('checkFailed') : null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (typed.trim()) onApply();
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('promo')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem || applied ? resultId : undefined}
          onKeyDown={onKeyDown}
          {...registration}
        />
        <button type="button" className={styles.secondary} onClick={onApply} disabled={checking || !typed.trim()} aria-disabled={checking || undefined}>
          {t('apply')}
        </button>
      </div>
      {/* One polite region for the result, so "applied" and "not valid" are both read out when they appear. */}
      <div role="status">
        {checking ? <p className={styles.muted}>{t('checking')}</p> : null}
        {!checking && applied && discount ? (
          <p id={resultId} className={styles.success}>
            {t('applied', { discount: formatDiscount(discount, currency, locale) })}
          </p>
        ) : null}
        {!checking && problem ? (
          <p id={resultId} className={styles.error}>
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
