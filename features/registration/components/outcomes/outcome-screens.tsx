'use client';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { switchLocalePath } from '@/lib/i18n/locale-detection';
import type { Locale } from '@/lib/i18n/routing';
import { formatDateTime } from '../../model/format';
import type { CancelReason, Registration, RegistrationGame } from '../../types';
import styles from '../registration.module.css';
import { useFlowContext } from '../flow-context';
import { CloseButton, OutcomeScreen } from './outcome-screen';

/** Right after the widget: the backend has not decided yet (the screen asks it every few seconds). */
export function ProcessingScreen() {
  const t = useTranslations('registration.outcome.processing');
  return (
    <OutcomeScreen title={t('title')} testId="registration-processing" live supportReason="payment_doesnt_work">
      <p className={styles.text}>{t('text')}</p>
    </OutcomeScreen>
  );
}

/** Spec: "pending confirmation (may take minutes)". The screen keeps asking and changes by itself. */
export function PendingScreen({ email }: { email: string }) {
  const t = useTranslations('registration.outcome.pending');
  return (
    <OutcomeScreen title={t('title')} testId="registration-pending" live supportReason="payment_doesnt_work">
      <p className={styles.text}>{t('text', { email })}</p>
    </OutcomeScreen>
  );
}

/**
 * READY: the place is the team's. The game page (`/game/{id}`) opens 1 hour before the start; a guest opens it
 * by signing in with the address they registered with. A signed-in player can invite teammates right away (the
 * page composes "Invite to team"; the game page offers it only from an hour before the start).
 */
export function SuccessScreen({ registration, game, guest }: { registration: Registration; game: RegistrationGame; guest: boolean }) {
  const t = useTranslations('registration.outcome.success');
  const locale = useLocale() as Locale;
  const { teamInvite } = useFlowContext();
  return (
    <OutcomeScreen
      title={t('title')}
      testId="registration-success"
      supportReason="mail_not_delivered"
      actions={
        <>
          <Link href={switchLocalePath(`/game/${registration.id}`, locale)} prefetch={false} className={styles.primary}>
            {t('gamePage')}
          </Link>
          {!guest && teamInvite ? teamInvite(registration.id, styles.secondary) : null}
          <CloseButton>{t('close')}</CloseButton>
        </>
      }
    >
      <p className={styles.text}>{t('text', { team: registration.teamName, game: game.name, email: registration.email })}</p>
      <p className={styles.text}>{t('opens', { date: formatDateTime(registration.opensAt, game.capitalZone, locale) })}</p>
      {guest ? <p className={styles.muted}>{t('guestNote', { email: registration.email })}</p> : null}
    </OutcomeScreen>
  );
}

/** Spec: 'Ошибка платежа'. The place is still held; "try again" opens the payment again at once. */
export function PaymentFailedScreen({
  reason,
  onRetry,
  retrying,
  alert,
}: {
  reason: string | null;
  onRetry: () => void;
  retrying: boolean;
  alert?: string | null;
}) {
  const t = useTranslations('registration.outcome.failed');
  return (
    <OutcomeScreen
      title={t('title')}
      testId="registration-failed"
      supportReason="payment_doesnt_work"
      actions={
        <button type="button" className={styles.primary} onClick={onRetry} disabled={retrying}>
          {t('retry')}
        </button>
      }
    >
      <div role="alert">
        {reason ? <p className={styles.text}>{t('reason', { reason })}</p> : null}
        <p className={styles.text}>{t('text')}</p>
      </div>
      {alert ? (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      ) : null}
    </OutcomeScreen>
  );
}

/** Spec: 'Мы не получили данные от платежной системы. Попробуйте повторить попытку позже.' */
export function NoDataScreen({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('registration.outcome.noData');
  return (
    <OutcomeScreen
      title={t('title')}
      testId="registration-no-data"
      supportReason="payment_doesnt_work"
      actions={
        <button type="button" className={styles.primary} onClick={onRetry}>
          {t('retry')}
        </button>
      }
    >
      <p role="alert" className={styles.text}>
        {t('text')}
      </p>
    </OutcomeScreen>
  );
}

/** Spec: "registration declined": the hold ran out unpaid, or the game filled up before the payment arrived. */
export function DeclinedScreen({ reason, onRegisterAgain }: { reason: CancelReason | null; onRegisterAgain: (() => void) | null }) {
  const t = useTranslations('registration.outcome.declined');
  const tState = useTranslations('registration.state');
  return (
    <OutcomeScreen
      title={t('title')}
      testId="registration-declined"
      supportReason="payment_doesnt_work"
      actions={
        onRegisterAgain ? (
          <button type="button" className={styles.primary} onClick={onRegisterAgain}>
            {t('again')}
          </button>
        ) : (
          <CloseButton primary>{tState('toGames')}</CloseButton>
        )
      }
    >
      <p role="alert" className={styles.text}>
        {reason === 'expired' ? t('expired') : reason === 'sold_out' ? t('soldOut') : t('other')}
      </p>
    </OutcomeScreen>
  );
}

/** Spec: 'Пожалуйста, авторизуйтесь еще раз.' The registration waits: it goes on after the visitor logs in. */
export function SessionExpiredScreen({ onLogin }: { onLogin: () => void }) {
  const t = useTranslations('registration.outcome.sessionExpired');
  return (
    <OutcomeScreen
      title={t('title')}
      testId="registration-session-expired"
      actions={
        <button type="button" className={styles.primary} onClick={onLogin}>
          {t('login')}
        </button>
      }
    >
      <p role="alert" className={styles.text}>
        {t('text')}
      </p>
      <p className={styles.muted}>{t('note')}</p>
    </OutcomeScreen>
  );
}
