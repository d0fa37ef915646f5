'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { formatMoney } from '@/lib/i18n/format-money';
import { formatDateTime } from '../model/format';
import type { RegistrationGame } from '../types';
import styles from './registration.module.css';

/** Which game this is about: name, start on the capital's clock, price, places left when few. */
export function GameSummary({ game }: { game: RegistrationGame }) {
  const t = useTranslations('registration.summary');
  const locale = useLocale() as Locale;
  return (
    <p className={styles.summary} data-testid="registration-game">
      <strong>{game.name}</strong>
      <span>{t('when', { date: formatDateTime(game.startsAt, game.capitalZone, locale) })}</span>
      {' · '}
      <span>{game.price > 0 ? t('price', { price: formatMoney(game.price, game.currency, locale) }) : t('free')}</span>
      {game.state === 'open' && game.placesLeft > 0 && game.placesLeft <= 10 ? (
        <>
          {' · '}
          <span>{t('placesLeft', { count: game.placesLeft })}</span>
        </>
      ) : null}
    </p>
  );
}
