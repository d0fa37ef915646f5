import { getTranslations } from 'next-intl/server';
import { gameTypes } from '@/contract/schemas/catalogue-values';
import type { LocaleSettings } from '@/lib/i18n/locale-settings';
import type { Locale } from '@/lib/i18n/routing';
import type { DateOption } from '../../model/format-game-time';
import styles from './landing.module.css';

const withQuery = (base: string, name: string, value: string) => {
  const url = new URL(base);
  url.searchParams.set(name, value);
  return url.toString();
};

/**
 * The game schedule block: the full schedule lives on a separate site (spec: links to a game schedule); where the
 * language's settings say so, it lists the categories and the coming game dates as links into it, and says that
 * registration can be paid later.
 */
export async function ScheduleBlock({
  locale,
  scheduleUrl,
  settings,
  dates,
}: {
  locale: Locale;
  scheduleUrl: string;
  settings: LocaleSettings['gameScheduleBlock'];
  /** Days that have games, soonest first. */
  dates: readonly DateOption[];
}) {
  const t = await getTranslations({ locale, namespace: 'landing.schedule' });
  const tTypes = await getTranslations({ locale, namespace: 'catalogue.types' });
  return (
    <section aria-labelledby="schedule-title" className={styles.block}>
      <h2 id="schedule-title">{t('title')}</h2>
      <p>{t('text')}</p>
      {settings.filterByCategory ? (
        <>
          <h3 className={styles.subheading}>{t('categories')}</h3>
          <ul className={styles.chips}>
            {gameTypes.map((type) => (
              <li key={type}>
                <a href={withQuery(scheduleUrl, 'category', type)}>{tTypes(type)}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {settings.gameDates && dates.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t('dates')}</h3>
          <ul className={styles.chips}>
            {dates.map((date) => (
              <li key={date.value}>
                <a href={withQuery(scheduleUrl, 'date', date.value)}>{date.label}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {settings.allowPayLater ? <p className={styles.note}>{t('payLater')}</p> : null}
      <a href={scheduleUrl} className={styles.secondary} rel="noopener">
        {t('link')}
      </a>
    </section>
  );
}
