import type { Registration } from '../types';
import {
  mayChangeByItself,
  outcomeOf,
  PROCESSING_SCREEN_MS,
  WEBHOOK_GRACE_AFTER_FAIL_MS,
  WEBHOOK_GRACE_AFTER_SUCCESS_MS,
  type PaymentAttempt,
} from './outcome';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const registration = (overrides: Partial<Registration>): Registration => ({
  id: 41,
  gameId: 5,
  teamName: 'Эрудиты',
  status: 'PENDING',
  paymentState: 'awaiting_payment',
  email: 'player@quiz.test',
  language: 'ru',
  price: 899,
  currency: 'RUB',
  promo: null,
  discount: null,
  amount: 899,
  amountDue: 899,
  holdExpiresAt: NOW + 15 * 60_000,
  payLaterAllowed: true,
  cancelReason: null,
  failureReason: null,
  startsAt: NOW + 86_400_000,
  opensAt: NOW + 82_800_000,
  ...overrides,
});
const returned = (ago: number, widgetSucceeded: boolean, payerCancelled = false): PaymentAttempt => ({
  returnedAt: NOW - ago,
  widgetSucceeded,
  payerCancelled,
});

describe('outcome of a registration (decided from the backend status, never from the widget alone)', () => {
  it('READY and PLAYED are success, whatever the widget said', () => {
    expect(outcomeOf(registration({ status: 'READY', paymentState: 'paid' }), returned(1000, false), NOW)).toEqual({ kind: 'success' });
    expect(outcomeOf(registration({ status: 'READY', paymentState: 'not_required' }), null, NOW)).toEqual({ kind: 'success' });
    expect(outcomeOf(registration({ status: 'PLAYED', paymentState: 'paid' }), null, NOW)).toEqual({ kind: 'success' });
  });

  it('CANCELLED is "registration declined" with its reason', () => {
    expect(outcomeOf(registration({ status: 'CANCELLED', paymentState: 'expired', cancelReason: 'expired' }), null, NOW)).toEqual({
      kind: 'declined',
      reason: 'expired',
    });
    expect(outcomeOf(registration({ status: 'CANCELLED', paymentState: 'expired', cancelReason: 'sold_out' }), null, NOW)).toEqual({
      kind: 'declined',
      reason: 'sold_out',
    });
  });

  it('awaiting payment without a widget return is the payment step (PENDING or DEFERRED)', () => {
    expect(outcomeOf(registration({}), null, NOW)).toEqual({ kind: 'payment' });
    expect(outcomeOf(registration({ status: 'DEFERRED' }), null, NOW)).toEqual({ kind: 'payment' });
  });

  it('the payer closing the widget goes back to the payment step', () => {
    expect(outcomeOf(registration({}), returned(60_000, false, true), NOW)).toEqual({ kind: 'payment' });
  });

  it('the widget accepted the card but the backend heard nothing: processing for a while, then "no data"', () => {
    expect(outcomeOf(registration({}), returned(1000, true), NOW)).toEqual({ kind: 'processing' });
    expect(outcomeOf(registration({}), returned(WEBHOOK_GRACE_AFTER_SUCCESS_MS, true), NOW)).toEqual({ kind: 'noData' });
  });

  it('the widget failed (declined, timeout) and no Fail arrived: "no data" after a short wait', () => {
    expect(outcomeOf(registration({}), returned(500, false), NOW)).toEqual({ kind: 'processing' });
    expect(outcomeOf(registration({}), returned(WEBHOOK_GRACE_AFTER_FAIL_MS, false), NOW)).toEqual({ kind: 'noData' });
  });

  it('processing is "payment processing" right after the widget, then "pending confirmation"', () => {
    const processing = registration({ paymentState: 'processing' });
    expect(outcomeOf(processing, returned(2000, true), NOW)).toEqual({ kind: 'processing' });
    expect(outcomeOf(processing, returned(PROCESSING_SCREEN_MS, true), NOW)).toEqual({ kind: 'pendingConfirmation' });
    expect(outcomeOf(processing, null, NOW)).toEqual({ kind: 'pendingConfirmation' });
  });

  it("a declined payment is 'Ошибка платежа' with the provider's reason, even when the widget said success", () => {
    expect(outcomeOf(registration({ paymentState: 'failed', failureReason: 'Insufficient funds' }), returned(1000, true), NOW)).toEqual({
      kind: 'paymentFailed',
      reason: 'Insufficient funds',
    });
  });

  it('only undecided payments change by themselves (the screen polls then)', () => {
    expect(mayChangeByItself(registration({ paymentState: 'processing' }), null)).toBe(true);
    expect(mayChangeByItself(registration({}), returned(1000, true))).toBe(true);
    expect(mayChangeByItself(registration({}), null)).toBe(false);
    expect(mayChangeByItself(registration({}), returned(1000, false, true))).toBe(false);
    expect(mayChangeByItself(registration({ status: 'READY', paymentState: 'paid' }), returned(1000, true))).toBe(false);
  });
});
