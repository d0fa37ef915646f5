import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { readableTextOn } from '../../model/readable-text';
import styles from './landing.module.css';

const RULES = ['rule1', 'rule2', 'rule3', 'rule4', 'rule5'] as const;

/**
 * The rules ("how to play") button: a native disclosure (keyboard and screen readers get it for free, no script), on
 * the language's `howToPlayBtnBackground` with a readable text colour. The short rules end with a link to the full
 * rules document (`fullRulesHref`, PDF) where one exists.
 */
export async function RulesButton({ locale, background, fullRulesHref }: { locale: Locale; background: string; fullRulesHref: string | null }) {
  const t = await getTranslations({ locale, namespace: 'landing.rules' });
  return (
    <details className={styles.rules}>
      <summary className={styles.secondary} style={{ background, color: readableTextOn(background), borderColor: background }}>
        {t('summary')}
      </summary>
      <div className={styles.rulesPanel}>
        <p className={styles.rulesTitle}>{t('title')}</p>
        <ul>
          {RULES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        {fullRulesHref ? (
          <p className={styles.rulesMore}>
            <a href={fullRulesHref} target="_blank" rel="noopener" data-document="rules">
              {t('full')}
            </a>
          </p>
        ) : null}
      </div>
    </details>
  );
}
