'use client';
import { usePathname } from 'next/navigation';
import { cookieNames } from '@/lib/config/cookie-names';
import { cookieLifetimes } from '@/lib/config/timings';
import { switchLocalePath } from '@/lib/i18n/locale-detection';
import { locales, type Locale } from '@/lib/i18n/routing';
import { isPlainClick } from '@/lib/routing/plain-click';
import styles from './site-footer.module.css';

// js-cookie loads when the visitor reaches for a language (pointer or focus) or, at the latest, on the click: every
// page has this footer, and few visitors change language, so no page's first load carries it.
const loadCookies = () => import('js-cookie').then((module) => module.default);
const warmUp = () => void loadCookies().catch(() => undefined);

/** Writes the choice for the next visit to `/`; a failed load leaves the choice to the address alone. */
const rememberLocale = (locale: Locale) =>
  loadCookies()
    .then((Cookies) =>
      Cookies.set(cookieNames.locale, locale, {
        expires: cookieLifetimes.localeDays,
        path: '/',
        sameSite: 'Lax',
        secure: location.protocol === 'https:',
      }),
    )
    .catch(() => undefined);

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
              onPointerEnter={warmUp}
              onFocus={warmUp}
              onClick={(event) => {
                const link = event.currentTarget;
                link.href = switchLocalePath(pathname, locale, location.search);
                const remembered = rememberLocale(locale);
                // A click for a new tab or window leaves this page where it is.
                if (event.defaultPrevented || !isPlainClick(event)) return;
                // The page is left once the cookie is written (the library is usually here already, warmed up).
                event.preventDefault();
                void remembered.then(() => location.assign(link.href));
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
