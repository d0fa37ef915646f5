'use client';
import { useLocale, useTranslations } from 'next-intl';
import { getLocaleSettings } from '@/lib/i18n/locale-settings';
import type { Locale } from '@/lib/i18n/routing';
import { shareTargets } from '../model/share-targets';
import styles from './teams.module.css';

/**
 * "Share in…": the link to send as plain links to the networks the language's settings show (a new tab, no
 * referrer, no third-party script on our page). Nothing when the language shows no socials.
 */
export function ShareTargets({ link, text }: { link: string; text: string }) {
  const t = useTranslations('teams.socials');
  const targets = shareTargets(getLocaleSettings(useLocale() as Locale), link, text);
  if (targets.length === 0) return null;
  return (
    <ul className={styles.socials} aria-label={t('label')}>
      {targets.map((target) => (
        <li key={target.network}>
          <a href={target.href} target="_blank" rel="noopener noreferrer" className={styles.secondary}>
            {t(target.network)}
            <span className="visually-hidden">{t('newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
