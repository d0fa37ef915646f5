import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import type { LocaleSettings } from '@/lib/i18n/locale-settings';
import { registrationPrice } from '@/lib/i18n/locale-settings';
import type { Locale } from '@/lib/i18n/routing';
import { formatPrice } from '../../model/format-price';
import { readableTextOn } from '../../model/readable-text';
import { LegendDialog } from './legend-dialog';
import { RulesButton } from './rules-button';
import styles from './landing.module.css';

export type HeroSettings = Pick<LocaleSettings, 'mainBackground' | 'howToPlayBtnBackground' | 'rulesButton' | 'becomeLegendModal' | 'testGame'>;

/**
 * The page's title and promise, the language's registration price and the way to the games, on the language's main
 * background; then, where the language enables them, the rules ("how to play", on its own background), "become a
 * legend" and the test game (only when LINK_TEST_GAME is configured).
 */
export async function Hero({
  locale,
  gamesHref,
  settings,
  testGameUrl,
  rulesHref,
}: {
  locale: Locale;
  gamesHref: string;
  settings: HeroSettings;
  testGameUrl: string | undefined;
  /** The full rules document (PDF) of the language, linked from the rules button; null where none exists. */
  rulesHref: string | null;
}) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const landing = await getTranslations({ locale, namespace: 'landing' });
  const price = registrationPrice[locale];
  const heroStyle = { background: settings.mainBackground, color: readableTextOn(settings.mainBackground) } satisfies CSSProperties;
  return (
    <div className={styles.hero} style={heroStyle} data-testid="hero">
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <p className={styles.price}>{t('price', { price: formatPrice(price.amount, price.currency, locale) ?? '' })}</p>
      <div className={styles.heroActions}>
        <a href={gamesHref} className={styles.cta}>
          {t('cta')}
        </a>
        {settings.rulesButton ? <RulesButton locale={locale} background={settings.howToPlayBtnBackground} fullRulesHref={rulesHref} /> : null}
        {settings.becomeLegendModal ? <LegendDialog locale={locale} /> : null}
        {settings.testGame && testGameUrl ? (
          <a href={testGameUrl} className={styles.secondary} rel="noopener" data-testid="test-game">
            {landing('testGame')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
