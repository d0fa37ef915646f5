import type { PaymentWidgetLanguage, PaymentWidgetNamespace, PaymentWidgetOptions } from '@/contract/payment-widget';

/** CloudPayments' reason when the payer closes the widget without paying (its local stand-in says the same). */
const PAYER_CANCELLED = 'user has cancelled';

export interface WidgetReturn {
  widgetSucceeded: boolean;
  payerCancelled: boolean;
}

/**
 * Opens the provider's widget for one payment intent (a registration's, a private game order's or a pack purchase's;
 * CloudPayments' interface, contract/payment-widget.ts) and reports, once, how it gave control back. onSuccess or
 * onFail comes first and onComplete after it; whichever comes first is the return. The callbacks decide nothing: the
 * screen then asks the backend what the payment became.
 */
export function openPaymentWidget(
  cp: PaymentWidgetNamespace,
  language: PaymentWidgetLanguage,
  intent: PaymentWidgetOptions,
  onReturn: (result: WidgetReturn) => void,
) {
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
