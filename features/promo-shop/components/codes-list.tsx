'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { formatDate } from '../model/format';
import type { PurchasedCode } from '../types';
import styles from './promo-shop.module.css';

/** The bought codes, each with a copy button; what was copied (or that copying failed) is announced. */
export function CodesList({ codes }: { codes: readonly PurchasedCode[] }) {
  const t = useTranslations('promoShop.paid');
  const locale = useLocale() as Locale;
  const [said, setSaid] = useState('');

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setSaid(t('copied', { code }));
    } catch {
      setSaid(t('copyFailed'));
    }
  };

  return (
    <>
      <ul className={styles.codes} aria-label={t('codes')}>
        {codes.map((code) => (
          <li key={code.code} className={styles.code}>
            <code>{code.code}</code>
            <span className={styles.muted}>{code.used >= code.usageLimit ? t('spent') : t('validUntil', { date: formatDate(code.expiresAt, locale) })}</span>
            <button type="button" className={styles.secondary} aria-label={t('copyLabel', { code: code.code })} onClick={() => void copy(code.code)}>
              {t('copy')}
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className={styles.muted}>
        {said}
      </p>
    </>
  );
}
