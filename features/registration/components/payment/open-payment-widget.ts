import type { PaymentWidgetLanguage, PaymentWidgetNamespace } from '@/contract/payment-widget';
import type { PaymentIntent } from '../../types';

/** CloudPayments' reason when the payer closes the widget without paying (its local stand-in says the same). */
const PAYER_CANCELLED = 'user has cancelled';

export interface WidgetReturn {
  widgetSucceeded: boolean;
  payerCancelled: boolean;
}

/**
 * Opens the provider's widget for one intent (CloudPayments' interface, contract/payment-widget.ts) and reports,
 * once, how it gave control back. onSuccess or onFail comes first and onComplete after it; whichever comes first is
 * the return. The callbacks decide nothing: the screen then asks the backend what the payment became.
 */
export function openPaymentWidget(cp: PaymentWidgetNamespace, language: PaymentWidgetLanguage, intent: PaymentIntent, onReturn: (result: WidgetReturn) => void) {
  let returned = false;
  const done = (result: WidgetReturn) => {
    if (returned) return;
    returned = true;
    onReturn(result);
  };
  new cp.CloudPayments({ language }).pay(
    'charge',
    { ...intent, data: { ...intent.data } },
    {
      onSuccess: () => done({ widgetSucceeded: true, payerCancelled: false }),
      onFail: (reason) => done({ widgetSucceeded: false, payerCancelled: reason.trim().toLowerCase() === PAYER_CANCELLED }),
      onComplete: (result) => done({ widgetSucceeded: result.success, payerCancelled: false }),
    },
  );
}
