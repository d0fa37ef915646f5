import { getTranslations } from 'next-intl/server';
import { registrationPrice } from '@/lib/i18n/locale-settings';
import type { Locale } from '@/lib/i18n/routing';
import { formatPrice } from '../../model/format-price';
import { RulesButton } from './rules-button';
import styles from './landing.module.css';

/** The page's title and promise, the language's registration price and the way to the games (and the rules). */
export async function Hero({ locale, gamesHref, showRules }: { locale: Locale; gamesHref: string; showRules: boolean }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const price = registrationPrice[locale];
  return (
    <div className={styles.hero}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <p className={styles.price}>{t('price', { price: formatPrice(price.amount, price.currency, locale) ?? '' })}</p>
      <div className={styles.heroActions}>
        <a href={gamesHref} className={styles.cta}>
          {t('cta')}
        </a>
        {showRules ? <RulesButton locale={locale} /> : null}
      </div>
    </div>
  );
}
