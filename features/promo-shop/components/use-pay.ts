'use client';
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { registrationSettings } from '@/contract/registration-settings';
import { getBrowserConfig } from '@/lib/config/public-config';
import type { Locale } from '@/lib/i18n/routing';
import { loadPaymentWidget } from '@/lib/payment/load-payment-widget';
import { openPaymentWidget } from '@/lib/payment/open-payment-widget';
import { useStartPayment } from '../api/use-start-payment';
import { failureOf } from '../model/failure';
import type { PaymentAttempt } from '../model/outcome';
import type { PurchaseRef } from '../types';

export type PayProblem =
  { kind: 'requestError' } | { kind: 'widgetUnavailable' } | { kind: 'tooManyAttempts'; retryAfter: number | null } | { kind: 'message'; text: string };

/**
 * "Pay": the payment intent (POST purchases/{id}/payment), then the widget, loaded only now, in the language's
 * cloudPaymentsLanguage. When the widget gives control back the screen notes how (`onReturn`) and asks the backend,
 * whose answer decides what is shown.
 */
export function usePay(ref: PurchaseRef, { onReturn, refresh }: { onReturn: (attempt: PaymentAttempt) => void; refresh: () => void }) {
  const locale = useLocale() as Locale;
  const start = useStartPayment();
  const [problem, setProblem] = useState<PayProblem | null>(null);
  const [opening, setOpening] = useState(false);

  const pay = async () => {
    setProblem(null);
    let intent;
    try {
      intent = (await start.mutateAsync(ref)).intent;
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === 'conflict' && failure.reason === 'payment_in_progress') {
        // Another attempt is with the provider: wait for its answer like after the widget.
        onReturn({ returnedAt: Date.now(), widgetSucceeded: true, payerCancelled: false });
      } else if (failure.kind === 'conflict' && failure.reason === 'other') {
        setProblem({ kind: 'message', text: failure.message });
      } else if (failure.kind === 'tooManyAttempts') {
        setProblem({ kind: 'tooManyAttempts', retryAfter: failure.retryAfter });
      } else if (failure.kind === 'requestError') {
        setProblem({ kind: 'requestError' });
      }
      // Paid or expired meanwhile, or no longer this browser's: the purchase read again tells which screen.
      refresh();
      return;
    }
    setOpening(true);
    let cp;
    try {
      cp = await loadPaymentWidget(getBrowserConfig().payment.widgetUrl);
    } catch {
      setOpening(false);
      setProblem({ kind: 'widgetUnavailable' });
      return;
    }
    setOpening(false);
    try {
      openPaymentWidget(cp, registrationSettings[locale].cloudPaymentsLanguage, intent, (result) => {
        onReturn({ returnedAt: Date.now(), ...result });
        refresh();
      });
    } catch {
      setProblem({ kind: 'widgetUnavailable' });
    }
  };

  return { pay, paying: start.isPending || opening, problem };
}
