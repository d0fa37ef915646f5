import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import styles from './landing.module.css';

/** The book-store partner (spec: winners, places 1-3, get a book and a 25% discount). */
export async function LitresBlock({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'landing.litres' });
  return (
    <section aria-labelledby="litres-title" className={`${styles.block} ${styles.partner}`}>
      <p className={styles.badge} aria-hidden="true">
        {t('badge')}
      </p>
      <div>
        <h2 id="litres-title">{t('title')}</h2>
        <p>{t('text')}</p>
      </div>
    </section>
  );
}

/** New week, new games: the weekly schedule and a way to hear about it. */
export async function NewWeekBlock({ locale, subscribeHref }: { locale: Locale; subscribeHref: string }) {
  const t = await getTranslations({ locale, namespace: 'landing.newWeek' });
  return (
    <section aria-labelledby="new-week-title" className={styles.block}>
      <h2 id="new-week-title">{t('title')}</h2>
      <p>{t('text')}</p>
      <a href={subscribeHref} className={styles.secondary}>
        {t('action')}
      </a>
    </section>
  );
}

/** The lead-magnet banner: a set of warm-up questions for subscribing. */
export async function LeadMagnetBanner({ locale, subscribeHref }: { locale: Locale; subscribeHref: string }) {
  const t = await getTranslations({ locale, namespace: 'landing.leadMagnet' });
  return (
    <aside aria-labelledby="lead-title" className={`${styles.block} ${styles.banner}`}>
      <div>
        <h2 id="lead-title">{t('title')}</h2>
        <p>{t('text')}</p>
      </div>
      <a href={subscribeHref} className={styles.cta}>
        {t('action')}
      </a>
    </aside>
  );
}
