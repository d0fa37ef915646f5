import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { switchLocalePath } from '@/lib/i18n/locale-detection';
import { getLocaleSettings, type HeaderButton } from '@/lib/i18n/locale-settings';
import type { Locale } from '@/lib/i18n/routing';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import styles from './site-header.module.css';

export interface HeaderLogo {
  src: string;
  href: string | null;
  alt: string;
}

export interface SiteHeaderProps {
  locale: Locale;
  links: Record<HeaderButton, string>;
  /** Corporate logos from a game's appearance, shown beside the product logo. */
  corporateLogos?: HeaderLogo[];
  /** The account control (login button or profile menu), composed by the route. */
  account?: ReactNode;
  /** Extra page actions (invite to team, FAQ on the game page). */
  actions?: ReactNode;
  /** Controls the burger menu adds below the links (the support request), composed by the layout. */
  menuExtra?: ReactNode;
  tone?: 'light' | 'dark';
}

export async function SiteHeader({ locale, links, corporateLogos, account, actions, menuExtra, tone = 'light' }: SiteHeaderProps) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const settings = getLocaleSettings(locale);
  const navItems = settings.header.buttons.map((key) => ({ key, href: links[key], label: t(key) }));
  const logo = tone === 'dark' ? settings.header.logoDark : settings.header.logo;

  return (
    <header className={styles.header} data-tone={tone}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          {/* The prefixed path through the router: next-intl's Link and next/link would add their code to every first load. */}
          <AppLink href={switchLocalePath('/', locale)} className={styles.logo} aria-label={t('logoAlt')}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a tiny SVG; next/image adds nothing here */}
            <img src={logo} alt="" width={112} height={32} />
          </AppLink>
          {corporateLogos?.map((l) =>
            l.href ? (
              <a key={l.src} href={l.href} className={styles.corporate} rel="noopener noreferrer" target="_blank">
                {/* eslint-disable-next-line @next/next/no-img-element -- partner logos come from the API at unknown sizes */}
                <img src={l.src} alt={l.alt} height={32} />
              </a>
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- partner logos come from the API at unknown sizes
              <img key={l.src} src={l.src} alt={l.alt} height={32} className={styles.corporate} />
            ),
          )}
        </div>
        {navItems.length > 0 ? <NavLinks items={navItems} label={t('mainNav')} className={styles.nav} /> : null}
        <div className={styles.end}>
          {actions}
          {account}
          {navItems.length > 0 && settings.hasMobileMenu ? (
            <MobileMenu items={navItems} extra={menuExtra} labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('mainNav') }} />
          ) : null}
        </div>
      </div>
    </header>
  );
}
