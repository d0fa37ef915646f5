import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { documentAddress } from '@/lib/config/documents';
import { hasPublicFile } from '@/lib/config/public-files';
import { COPYRIGHT_YEAR } from '@/lib/config/timings';
import { getLocaleSettings, type HeaderButton } from '@/lib/i18n/locale-settings';
import type { Locale } from '@/lib/i18n/routing';
import { LanguageSwitcher } from './language-switcher';
import styles from './site-footer.module.css';

export interface SiteFooterProps {
  locale: Locale;
  /** The outside sites (the root store's menu links), shown as buttons where the language's `footer.buttons` says. */
  links: Record<HeaderButton, string>;
  /** `{name}-{locale}` -> address of documents served from elsewhere (DOCUMENT_URLS). */
  documentUrls: Readonly<Record<string, string>>;
  /** The control opening the support request modal, composed by the layout (it belongs to a feature). */
  support?: ReactNode;
}

/**
 * Documents (the language's `footer.files`: PDFs in public/docs or configured addresses; one that exists nowhere is
 * left out rather than linked dead), the outside sites as buttons (ru), support, language switcher, copyright.
 */
export async function SiteFooter({ locale, links, documentUrls, support }: SiteFooterProps) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const header = await getTranslations({ locale, namespace: 'header' });
  const settings = getLocaleSettings(locale);
  const documents = settings.footer.files.flatMap((name) => {
    const href = documentAddress(name, locale, { configured: documentUrls, hasPublicFile });
    return href ? [{ name, href }] : [];
  });
  const buttons = settings.footer.buttons ? settings.header.buttons : [];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {documents.length > 0 ? (
          <ul className={styles.documents} aria-label={t('documents')}>
            {documents.map((d) => (
              <li key={d.name}>
                <a href={d.href} target="_blank" rel="noopener" data-document={d.name}>
                  {t(`files.${d.name}`)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {buttons.length > 0 ? (
          <nav aria-label={t('projects')} className={styles.buttons}>
            <ul>
              {buttons.map((key) => (
                <li key={key}>
                  <a href={links[key]} rel="noopener">
                    {header(key)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {support ? <div className={styles.support}>{support}</div> : null}
        <LanguageSwitcher current={locale} label={t('language')} />
        <p className={styles.copyright}>{t('copyright', { year: COPYRIGHT_YEAR })}</p>
      </div>
    </footer>
  );
}
