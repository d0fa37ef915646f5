import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import styles from './landing.module.css';

const LEGEND_ID = 'become-a-legend';
const STEPS = ['step1', 'step2', 'step3'] as const;

/**
 * "Become a legend" (locale setting `becomeLegendModal`): a button opening a dialog on how a team reaches the prize
 * places (spec section 1: places 1-3 win a book and a 25% discount). The HTML popover API opens and closes it
 * (button, Escape, a click outside) without any script, so the landing's first load does not grow.
 */
export async function LegendDialog({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'landing.legend' });
  return (
    <>
      <button type="button" className={styles.secondary} popoverTarget={LEGEND_ID}>
        {t('button')}
      </button>
      <div id={LEGEND_ID} popover="auto" role="dialog" aria-labelledby={`${LEGEND_ID}-title`} className={styles.legend}>
        <h2 id={`${LEGEND_ID}-title`} className={styles.legendTitle}>
          {t('title')}
        </h2>
        <ol>
          {STEPS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
        <div className={styles.legendActions}>
          <button type="button" className={styles.secondary} popoverTarget={LEGEND_ID} popoverTargetAction="hide">
            {t('close')}
          </button>
        </div>
      </div>
    </>
  );
}
