'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { usePayLater } from '../../api/use-pay-later';
import { useCheckPromo } from '../../api/use-check-promo';
import { describeFailure } from '../../model/failure';
import { formatMoney } from '@/lib/i18n/format-money';
import { formatDateTime, formatDiscount, formatTime } from '../../model/format';
import { promoFailureText } from '../../model/promo-state';
import { newIdempotencyKey } from '../../store/flow-store';
import type { Registration, RegistrationGame, RegistrationRef } from '../../types';
import { FormAlert } from '../fields';
import { useFlowContext } from '../flow-context';
import { RequestErrorScreen } from '../outcomes/request-error-screen';
import { Busy, ScreenHeading } from '../screen-heading';
import styles from '../registration.module.css';
import { usePay } from './use-pay';
import { usePayProblemText } from './use-pay-problem-text';

/**
 * The payment step of a registration that waits for its money: PENDING (the place is held for a while) or DEFERRED
 * (kept until the start, "pay later"). A deferred registration's promo code is checked again first (spec section 4);
 * when it no longer applies the visitor pays the full price.
 */
export function PaymentStep({ registration, registrationRef, game }: { registration: Registration; registrationRef: RegistrationRef; game: RegistrationGame }) {
  const t = useTranslations('registration');
  const locale = useLocale() as Locale;
  const { settings, sessionEnded } = useFlowContext();
  const { pay, paying, problem, dismissProblem } = usePay(registrationRef);
  const problemText = usePayProblemText();
  const payLater = usePayLater();
  const [payLaterAlert, setPayLaterAlert] = useState<string | null>(null);
  const recheck = useRecheckedPromo(registration);
  const deferred = registration.status === 'DEFERRED';
  const promoGone = recheck.gone ?? (problem?.kind === 'promo' ? problem.text : null);
  const busy = paying || payLater.isPending || recheck.checking;

  if (problem?.kind === 'requestError') return <RequestErrorScreen onRetry={problem.retry} onBack={dismissProblem} />;

  const keepForLater = async () => {
    setPayLaterAlert(null);
    try {
      await payLater.mutateAsync({ ref: registrationRef, idempotencyKey: newIdempotencyKey() });
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.kind === 'sessionExpired') sessionEnded();
      else setPayLaterAlert(failure.kind === 'conflict' ? failure.message : t('outcome.requestError.text'));
    }
  };

  const alert = (problem?.kind === 'promo' ? null : problemText(problem)) ?? payLaterAlert;

  return (
    <section className={styles.screen} data-testid="registration-payment" aria-label={deferred ? t('payment.headingDeferred') : t('payment.heading')}>
      <ScreenHeading>{deferred ? t('payment.headingDeferred') : t('payment.heading')}</ScreenHeading>
      <p className={styles.text}>{t('payment.team', { name: registration.teamName })}</p>
      {registration.promo && registration.discount && !promoGone ? (
        <p className={styles.muted}>
          {t('payment.promo', { code: registration.promo, discount: formatDiscount(registration.discount, registration.currency, locale) })}
        </p>
      ) : null}
      <p className={styles.price}>
        <strong>{t('payment.due', { amount: formatMoney(promoGone ? registration.price : registration.amountDue, registration.currency, locale) })}</strong>
      </p>
      <p className={styles.muted}>
        {deferred
          ? t('payment.deferred', { date: formatDateTime(registration.startsAt, game.capitalZone, locale) })
          : registration.holdExpiresAt
            ? t('payment.held', { time: formatTime(registration.holdExpiresAt, locale) })
            : null}
      </p>
      {recheck.checking ? <Busy>{t('payment.recheck')}</Busy> : null}
      {promoGone ? (
        <p role="alert" className={styles.alert}>
          {t('payment.promoGone', { code: registration.promo ?? '', reason: promoGone })}
        </p>
      ) : null}
      <FormAlert>{alert}</FormAlert>
      {paying ? <Busy>{t('payment.paying')}</Busy> : null}
      <div className={styles.actions}>
        {promoGone ? (
          <button type="button" className={styles.primary} disabled={busy} onClick={() => void pay(null)}>
            {t('payment.payFull')} {formatMoney(registration.price, registration.currency, locale)}
          </button>
        ) : (
          <button type="button" className={styles.primary} disabled={busy} onClick={() => void pay()}>
            {t('payment.pay', { amount: formatMoney(registration.amountDue, registration.currency, locale) })}
          </button>
        )}
        {!deferred && registration.payLaterAllowed && settings.allowPayLater ? (
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => void keepForLater()}>
            {t('payment.payLater')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Spec section 4: "if participant status is DEFERRED with a promo, it is re-checked". Once per opening of the step;
 * `gone` is the reason (the server's text minus its last character) when the code no longer applies. A check that
 * cannot be made leaves the decision to the backend, which checks again when the payment starts.
 */
function useRecheckedPromo(registration: Registration) {
  const { sessionEnded } = useFlowContext();
  const check = useCheckPromo(registration.gameId);
  const needed = registration.status === 'DEFERRED' && registration.promo !== null;
  const { mutate } = check;
  useEffect(() => {
    if (!needed || !registration.promo) return;
    mutate(
      { code: registration.promo, email: registration.email },
      { onError: (error) => (describeFailure(error).kind === 'sessionExpired' ? sessionEnded() : undefined) },
    );
  }, [needed, registration.promo, registration.email, mutate, sessionEnded]);
  const gone = needed && check.data?.status === 'error' ? promoFailureText(check.data.text) : null;
  return { checking: needed && check.isPending, gone };
}
