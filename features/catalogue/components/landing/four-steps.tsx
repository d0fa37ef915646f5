import { getTranslations } from 'next-intl/server';
import { registrationPrice } from '@/lib/i18n/locale-settings';
import type { Locale } from '@/lib/i18n/routing';
import { formatPrice } from '../../model/format-price';
import styles from './landing.module.css';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** Four steps from choosing a game to playing it; `regsText` adds the note on how quick registration is. */
export async function FourSteps({ locale, regsText }: { locale: Locale; regsText: boolean }) {
  const t = await getTranslations({ locale, namespace: 'landing.fourSteps' });
  const price = registrationPrice[locale];
  return (
    <section aria-labelledby="steps-title" className={styles.block}>
      <h2 id="steps-title">{t('title')}</h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>
            <h3>{t(`${step}.title`)}</h3>
            <p>{t(`${step}.text`, { price: formatPrice(price.amount, price.currency, locale) ?? '' })}</p>
          </li>
        ))}
      </ol>
      {regsText ? <p className={styles.note}>{t('regsText')}</p> : null}
    </section>
  );
}
