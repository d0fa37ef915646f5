import { toPurchase } from '../api/to-promo-shop';
import { paidWire, purchaseWire } from '../testing/fixtures';
import { outcomeOf, pollInterval, WEBHOOK_GRACE_AFTER_FAIL_MS, WEBHOOK_GRACE_AFTER_SUCCESS_MS, type PaymentAttempt } from './outcome';

const now = 1_000_000;
const returned = (over: Partial<PaymentAttempt> = {}): PaymentAttempt => ({ returnedAt: now, widgetSucceeded: true, payerCancelled: false, ...over });
const unpaid = toPurchase(purchaseWire());

describe('the screen of a purchase', () => {
  it('is decided by the backend: paid only with the webhook’s codes, whatever the widget said', () => {
    expect(outcomeOf(toPurchase(paidWire()), null, now)).toEqual({ kind: 'paid' });
    expect(outcomeOf(toPurchase(purchaseWire({ paymentState: 'processing' })), returned(), now)).toEqual({ kind: 'waiting' });
    expect(
      outcomeOf(toPurchase(purchaseWire({ paymentState: 'failed', failureReason: 'Insufficient funds' })), returned({ widgetSucceeded: false }), now),
    ).toEqual({
      kind: 'declined',
      reason: 'Insufficient funds',
    });
    expect(outcomeOf(toPurchase(purchaseWire({ status: 'expired', paymentState: 'expired' })), null, now)).toEqual({ kind: 'expired' });
  });

  it('before any attempt is the payment; a payer who closed the widget sees it was cancelled', () => {
    expect(outcomeOf(unpaid, null, now)).toEqual({ kind: 'payment' });
    expect(outcomeOf(unpaid, returned({ widgetSucceeded: false, payerCancelled: true }), now + 60_000)).toEqual({ kind: 'cancelled' });
  });

  it('waits for the webhook a while after the widget returned, then says no data came', () => {
    expect(outcomeOf(unpaid, returned(), now + WEBHOOK_GRACE_AFTER_SUCCESS_MS - 1)).toEqual({ kind: 'waiting' });
    expect(outcomeOf(unpaid, returned(), now + WEBHOOK_GRACE_AFTER_SUCCESS_MS)).toEqual({ kind: 'noData' });
    expect(outcomeOf(unpaid, returned({ widgetSucceeded: false }), now + WEBHOOK_GRACE_AFTER_FAIL_MS)).toEqual({ kind: 'noData' });
  });

  it('asks every 2.5 s, and every 10 s after two minutes', () => {
    expect(pollInterval(returned(), now + 1_000)).toBe(2_500);
    expect(pollInterval(returned(), now + 121_000)).toBe(10_000);
  });
});
