'use client';
import { useTranslations } from 'next-intl';
import type { PayProblem } from './use-pay';

/** The message of a payment that could not start (other than a request error, which has its own screen). */
export function usePayProblemText() {
  const t = useTranslations('registration');
  return (problem: PayProblem | null): string | null => {
    switch (problem?.kind) {
      case 'widgetUnavailable':
        return t('payment.widgetUnavailable');
      case 'tooManyAttempts':
        return problem.retryAfter ? t('errors.tooManyAttempts', { seconds: problem.retryAfter }) : t('errors.tooManyAttemptsShort');
      case 'message':
        return problem.text;
      case 'promo':
        return problem.text;
      default:
        return null;
    }
  };
}
