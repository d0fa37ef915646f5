import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import styles from './landing.module.css';

const RULES = ['rule1', 'rule2', 'rule3', 'rule4', 'rule5'] as const;

/** The rules button: a native disclosure (keyboard and screen readers get it for free, no script). */
export async function RulesButton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'landing.rules' });
  return (
    <details className={styles.rules}>
      <summary className={styles.secondary}>{t('summary')}</summary>
      <div className={styles.rulesPanel}>
        <p className={styles.rulesTitle}>{t('title')}</p>
        <ul>
          {RULES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </div>
    </details>
  );
}
