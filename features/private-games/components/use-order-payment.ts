'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { registrationSettings } from '@/contract/registration-settings';
import { getBrowserConfig } from '@/lib/config/public-config';
import type { Locale } from '@/lib/i18n/routing';
import { loadPaymentWidget } from '@/lib/payment/load-payment-widget';
import { openPaymentWidget } from '@/lib/payment/open-payment-widget';
import { partyKeys } from '../api/party-queries';
import { useStartOrderPayment } from '../api/use-start-order-payment';
import { describeOrderFailure } from '../model/order-failure';
import type { PaymentAttempt } from '../model/order-outcome';

/**
 * "Pay": the order's payment intent (POST {party}/orders/{id}/payment), then the provider's widget, loaded only now
 * in the page's card-payment language (the shared lib/payment loader and opener). How the widget gives control back
 * is noted (`onReturned`) and the backend is asked again: its answer decides the screen.
 */
export function useOrderPayment(orderId: number, locale: Locale, onReturned: (attempt: PaymentAttempt) => void, onSessionEnded: () => void) {
  const t = useTranslations('privateGames.outcome');
  const te = useTranslations('privateGames.errors');
  const queryClient = useQueryClient();
  const start = useStartOrderPayment();
  const [problem, setProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: partyKeys.order(orderId) });

  const pay = async () => {
    setProblem(null);
    let intent;
    try {
      intent = (await start.mutateAsync({ orderId, idempotencyKey: crypto.randomUUID() })).intent;
    } catch (error) {
      const failure = describeOrderFailure(error);
      if (failure.kind === 'sessionExpired') onSessionEnded();
      else if (failure.kind === 'conflict' && failure.reason === 'payment_in_progress')
        onReturned({ returnedAt: Date.now(), widgetSucceeded: true, payerCancelled: false });
      else if (failure.kind === 'conflict') setProblem(failure.reason === 'already_paid' || failure.reason === 'expired' ? null : failure.message);
      else if (failure.kind === 'tooManyAttempts')
        setProblem(failure.retryAfter ? te('tooManyAttempts', { seconds: failure.retryAfter }) : te('tooManyAttemptsShort'));
      else if (failure.kind === 'fields') setProblem(failure.message);
      else setProblem(t('requestError'));
      // Paid, expired or no longer payable meanwhile: the order's own status tells which screen.
      await refresh();
      return;
    }
    setOpening(true);
    let cp;
    try {
      cp = await loadPaymentWidget(getBrowserConfig().payment.widgetUrl);
    } catch {
      setOpening(false);
      setProblem(t('widgetUnavailable'));
      return;
    }
    setOpening(false);
    try {
      openPaymentWidget(cp, registrationSettings[locale].cloudPaymentsLanguage, intent, (result) => {
        onReturned({ returnedAt: Date.now(), ...result });
        void refresh();
      });
    } catch {
      setProblem(t('widgetUnavailable'));
    }
  };

  return { pay: () => void pay(), paying: start.isPending || opening, problem };
}
