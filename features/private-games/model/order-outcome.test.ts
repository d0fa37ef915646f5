import { toPrivateOrder } from '../api/to-private-game';
import { orderWire } from '../testing/fixtures';
import {
  isUndecided,
  orderOutcomeOf,
  pollInterval,
  PROCESSING_SCREEN_MS,
  SLOW_POLL_MS,
  WEBHOOK_GRACE_AFTER_FAIL_MS,
  WEBHOOK_GRACE_AFTER_SUCCESS_MS,
} from './order-outcome';

const NOW = Date.parse('2026-11-26T11:10:00Z');
const order = (overrides: Parameters<typeof orderWire>[0] = {}) => toPrivateOrder(orderWire(overrides));
const returned = (ago: number, widgetSucceeded: boolean, payerCancelled = false) => ({ returnedAt: NOW - ago, widgetSucceeded, payerCancelled });

describe('which screen an order shows (the backend decides, never the widget alone)', () => {
  it('a request, a paid order and an expired one', () => {
    expect(orderOutcomeOf(order({ kind: 'request', status: 'requested', paymentState: 'not_required' }), null, NOW)).toEqual({ kind: 'requested' });
    expect(orderOutcomeOf(order({ status: 'paid', paymentState: 'paid', gameId: 77 }), null, NOW)).toEqual({ kind: 'success', gameId: 77 });
    expect(orderOutcomeOf(order({ status: 'expired', paymentState: 'expired' }), null, NOW)).toEqual({ kind: 'expired' });
  });

  it('unpaid: the payment screen until the widget returns; the payer closing it goes back there', () => {
    expect(orderOutcomeOf(order(), null, NOW)).toEqual({ kind: 'payment' });
    expect(orderOutcomeOf(order(), returned(1000, false, true), NOW)).toEqual({ kind: 'payment' });
  });

  it('the widget said yes but the backend heard nothing: processing, then "no data"', () => {
    expect(orderOutcomeOf(order(), returned(1000, true), NOW)).toEqual({ kind: 'processing' });
    expect(orderOutcomeOf(order(), returned(WEBHOOK_GRACE_AFTER_SUCCESS_MS + 1, true), NOW)).toEqual({ kind: 'noData' });
    expect(orderOutcomeOf(order(), returned(WEBHOOK_GRACE_AFTER_FAIL_MS + 1, false), NOW)).toEqual({ kind: 'noData' });
  });

  it('the provider deciding: processing, then waiting for confirmation; a refusal with the bank’s reason', () => {
    const deciding = order({ paymentState: 'processing' });
    expect(orderOutcomeOf(deciding, returned(1000, true), NOW)).toEqual({ kind: 'processing' });
    expect(orderOutcomeOf(deciding, returned(PROCESSING_SCREEN_MS + 1, true), NOW)).toEqual({ kind: 'pendingConfirmation' });
    expect(isUndecided(orderOutcomeOf(deciding, null, NOW))).toBe(true);
    expect(orderOutcomeOf(order({ paymentState: 'failed', failureReason: 'Insufficient funds' }), returned(1000, false), NOW)).toEqual({
      kind: 'paymentFailed',
      reason: 'Insufficient funds',
    });
  });

  it('asks less often after a couple of minutes', () => {
    expect(pollInterval(returned(1000, true), NOW)).toBe(2_500);
    expect(pollInterval(returned(200_000, true), NOW)).toBe(SLOW_POLL_MS);
  });
});
