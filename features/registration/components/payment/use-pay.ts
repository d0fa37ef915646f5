'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { getBrowserConfig } from '@/lib/config/public-config';
import { loadPaymentWidget } from '@/lib/payment/load-payment-widget';
import { openPaymentWidget } from '@/lib/payment/open-payment-widget';
import { registrationKeys } from '../../api/registration-queries';
import { useStartPayment } from '../../api/use-start-payment';
import { describeFailure } from '../../model/failure';
import { attemptReturned } from '../../model/outcome';
import { promoFailureText } from '../../model/promo-state';
import { newIdempotencyKey, useFlowActions } from '../../store/flow-store';
import type { RegistrationRef } from '../../types';
import { useFlowContext } from '../flow-context';

export type PayProblem =
  | { kind: 'requestError'; retry: () => void }
  | { kind: 'widgetUnavailable' }
  | { kind: 'promo'; text: string }
  | { kind: 'tooManyAttempts'; retryAfter: number | null }
  | { kind: 'message'; text: string };

/**
 * "Pay": the payment intent (POST registrations/{id}/payment), then the widget, loaded only now, in the language's
 * cloudPaymentsLanguage. While the widget is open this dialog steps aside (the widget has its own); when it gives
 * control back, the flow notes it and asks the backend, whose answer decides the screen.
 */
export function usePay(ref: RegistrationRef) {
  const queryClient = useQueryClient();
  const { settings, widgetOpened, sessionEnded } = useFlowContext();
  const actions = useFlowActions();
  const start = useStartPayment();
  const [problem, setProblem] = useState<PayProblem | null>(null);
  const [opening, setOpening] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: registrationKeys.registration(ref.id) });

  const pay = async (promo?: string | null) => {
    setProblem(null);
    actions.paymentRestarted({});
    let intent;
    try {
      intent = (await start.mutateAsync({ ref, promo, idempotencyKey: newIdempotencyKey() })).intent;
    } catch (error) {
      const failure = describeFailure(error);
      switch (failure.kind) {
        case 'sessionExpired':
          sessionEnded();
          break;
        case 'fields':
          // A deferred registration's code no longer applies (spec section 4): pay the full price or another code.
          setProblem(failure.fields.promo ? { kind: 'promo', text: promoFailureText(failure.fields.promo) } : { kind: 'message', text: failure.message });
          break;
        case 'conflict':
          if (failure.reason === 'payment_in_progress') {
            actions.paymentReturned({ attempt: attemptReturned({ widgetSucceeded: true, payerCancelled: false }) });
          } else if (failure.reason !== 'already_paid' && failure.reason !== 'hold_expired' && failure.reason !== 'not_payable') {
            setProblem({ kind: 'message', text: failure.message });
          }
          // Paid, expired or no longer payable: the registration's own status tells which screen.
          await refresh();
          break;
        case 'tooManyAttempts':
          setProblem({ kind: 'tooManyAttempts', retryAfter: failure.retryAfter });
          break;
        case 'notAllowed':
          await refresh();
          break;
        case 'requestError':
          setProblem({ kind: 'requestError', retry: () => void pay(promo) });
          break;
      }
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
    // This dialog steps aside first, and the page has given focus back (Radix does it a task after closing),
    // so the widget's own dialog opens in a quiet page and keeps the focus it takes.
    flushSync(() => widgetOpened(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    try {
      openPaymentWidget(cp, settings.cloudPaymentsLanguage, intent, (result) => {
        widgetOpened(false);
        actions.paymentReturned({ attempt: attemptReturned(result) });
        void refresh();
      });
    } catch {
      widgetOpened(false);
      setProblem({ kind: 'widgetUnavailable' });
    }
  };

  return { pay, paying: start.isPending || opening, problem, dismissProblem: () => setProblem(null) };
}
