'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { formatDateTime } from '../../model/format';
import type { RegistrationGame } from '../../types';
import styles from '../registration.module.css';
import { CloseButton, OutcomeScreen } from './outcome-screen';

type ClosedState = Exclude<RegistrationGame['state'], 'open'>;

/** A game that cannot be registered for now (sold out, not open yet, closed, started, over, cancelled). */
export function GameStateScreen({ game, state }: { game: RegistrationGame; state: ClosedState }) {
  const t = useTranslations('registration.state');
  const locale = useLocale() as Locale;
  const text =
    state === 'opens_later'
      ? game.registrationOpensAt
        ? t('opens_later.text', { date: formatDateTime(game.registrationOpensAt, game.capitalZone, locale) })
        : t('opens_later.textNoDate')
      : t(`${state}.text`);
  return (
    <OutcomeScreen title={t(`${state}.title`)} testId={`registration-state-${state}`} actions={<CloseButton primary>{t('toGames')}</CloseButton>}>
      <p className={styles.text}>{text}</p>
    </OutcomeScreen>
  );
}

/** GET games/{id}/registration answered 404 (the route's own load answers 404 before the modal ever opens). */
export function GameNotFoundScreen() {
  const t = useTranslations('registration.state');
  return (
    <OutcomeScreen title={t('notFound.title')} testId="registration-not-found" actions={<CloseButton primary>{t('toGames')}</CloseButton>}>
      <p className={styles.text}>{t('notFound.text')}</p>
    </OutcomeScreen>
  );
}

/** Where the language requires an account (regRequired): the auth modal is shown on top of this, for this game. */
export function AuthRequiredScreen({ onLogin }: { onLogin: () => void }) {
  const t = useTranslations('registration.auth');
  return (
    <OutcomeScreen
      title={t('title')}
      testId="registration-auth-required"
      actions={
        <button type="button" className={styles.primary} onClick={onLogin}>
          {t('login')}
        </button>
      }
    >
      <p className={styles.text}>{t('text')}</p>
    </OutcomeScreen>
  );
}
