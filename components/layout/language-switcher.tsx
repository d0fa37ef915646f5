'use client';
import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { cookieNames } from '@/lib/config/cookie-names';
import { cookieLifetimes } from '@/lib/config/timings';
import { switchLocalePath } from '@/lib/i18n/locale-detection';
import { locales, type Locale } from '@/lib/i18n/routing';
import styles from './site-footer.module.css';

/**
 * Keeps the address and switches its prefix. The cookie is written before leaving so the next visit to `/`
 * lands in the chosen language. A full page load is used on purpose: the document language changes with it.
 */
export function LanguageSwitcher({ current, label }: { current: Locale; label: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={styles.languages}>
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={switchLocalePath(pathname, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => {
                Cookies.set(cookieNames.locale, locale, {
                  expires: cookieLifetimes.localeDays,
                  path: '/',
                  sameSite: 'Lax',
                  secure: location.protocol === 'https:',
                });
                event.currentTarget.href = switchLocalePath(pathname, locale, location.search);
              }}
            >
              {locale.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
