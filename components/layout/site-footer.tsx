import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { COPYRIGHT_YEAR } from '@/lib/config/timings';
import type { Locale } from '@/lib/i18n/routing';
import { LanguageSwitcher } from './language-switcher';
import styles from './site-footer.module.css';

/** Documents are PDFs in public/docs, one per language where a translation exists. */
const documentHref = (name: 'terms' | 'privacy', locale: Locale) => `/docs/${name}-${locale === 'ru' ? 'ru' : 'en'}.pdf`;

/** `support`: the control opening the support request modal, composed by the layout (it belongs to a feature). */
export async function SiteFooter({ locale, support }: { locale: Locale; support?: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ul className={styles.documents}>
          <li>
            <a href={documentHref('terms', locale)} target="_blank" rel="noopener">
              {t('terms')}
            </a>
          </li>
          <li>
            <a href={documentHref('privacy', locale)} target="_blank" rel="noopener">
              {t('privacy')}
            </a>
          </li>
        </ul>
        {support ? <div className={styles.support}>{support}</div> : null}
        <LanguageSwitcher current={locale} label={t('language')} />
        <p className={styles.copyright}>{t('copyright', { year: COPYRIGHT_YEAR })}</p>
      </div>
    </footer>
  );
}
