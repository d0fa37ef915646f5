// The local test widget in a page (jsdom), talking to the real reference backend through a fetch that hands each
// request to the backend's HTTP handler: the widget's own code, its dialog and its callbacks, end to end.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentWidgetCallbacks, PaymentWidgetWindow } from '@/contract/payment-widget';
import type { PaymentIntentReply } from '@/contract/schemas/registration';
import { guestRegistration, intentFor, readRegistration, registered } from '../../registration/registration-test-kit';
import { createTestBackend, type TestBackend } from '../../testing/test-backend';
import { testWidgetScript } from './widget-script';

let backend: TestBackend;

beforeEach(() => {
  backend = createTestBackend({ PAYMENT_TEST_TIMEOUT_MS: '1000' });
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => backend.app.request(new URL(input).pathname, init));
  new Function(testWidgetScript({ apiOrigin: 'http://api.test', timeoutMs: 1000 }))();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function openWidget(language: 'ru-RU' | 'en-US') {
  const reply = await registered(backend, backend.seed.registration.openGameIds.en, guestRegistration());
  const auth = { accessToken: reply.accessToken };
  const intent = ((await intentFor(backend, reply.data.id, auth)).body as PaymentIntentReply).data;
  const callbacks = { onSuccess: vi.fn(), onFail: vi.fn(), onComplete: vi.fn() } satisfies PaymentWidgetCallbacks;
  const { cp } = window as unknown as PaymentWidgetWindow;
  new cp!.CloudPayments({ language }).pay('charge', intent, callbacks);
  return { id: reply.data.id, auth, callbacks, dialog: screen.getByRole('dialog') };
}

function fill(dialog: HTMLElement, number: string, labels = { number: 'Card number', expiry: 'Expiry date (MM/YY)', cvc: 'CVC' }) {
  fireEvent.change(within(dialog).getByLabelText(labels.number), { target: { value: number } });
  fireEvent.change(within(dialog).getByLabelText(labels.expiry), { target: { value: '12/39' } });
  fireEvent.change(within(dialog).getByLabelText(labels.cvc), { target: { value: '123' } });
}

// Each test seeds a backend and the first runs axe in jsdom: slow on a busy machine.
describe('the local test widget', { timeout: 40_000 }, () => {
  it('opens a labelled, accessible dialog in the requested language and pays: onSuccess, then READY by webhook', async () => {
    const { id, auth, callbacks, dialog } = await openWidget('ru-RU');
    expect(dialog).toHaveAccessibleName('Оплата картой');
    expect(within(dialog).getByLabelText('Номер карты')).toHaveFocus();
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);

    fill(dialog, '4242 4242 4242 4242', { number: 'Номер карты', expiry: 'Срок действия (ММ/ГГ)', cvc: 'CVC' });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Оплатить/ }));
    await waitFor(() => expect(callbacks.onSuccess).toHaveBeenCalledTimes(1));
    expect(callbacks.onFail).not.toHaveBeenCalled();
    expect(callbacks.onComplete).toHaveBeenCalledWith(expect.objectContaining({ success: true }), expect.anything());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await readRegistration(backend, id, auth)).toMatchObject({ status: 'READY' });
  });

  it('says what is wrong with the card form and keeps the dialog open', async () => {
    const { callbacks, dialog } = await openWidget('en-US');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    const number = within(dialog).getByLabelText('Card number');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Enter the card number: 13 to 19 digits.');
    expect(number).toHaveFocus();
    expect(callbacks.onFail).not.toHaveBeenCalled();
  });

  it('a declined card calls onFail with the bank’s reason', async () => {
    const { id, auth, callbacks, dialog } = await openWidget('en-US');
    fill(dialog, '4000000000000002');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(callbacks.onFail).toHaveBeenCalledWith('Insufficient funds', expect.anything(), expect.anything()));
    expect(await readRegistration(backend, id, auth)).toMatchObject({ paymentState: 'failed' });
  });

  it('no answer: onFail("timeout") after the widget’s timeout, and no webhook', async () => {
    const { id, auth, callbacks, dialog } = await openWidget('en-US');
    fill(dialog, '4000000000000119');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Waiting for the bank’s answer…'));
    await waitFor(() => expect(callbacks.onFail).toHaveBeenCalledWith('timeout', expect.anything(), expect.anything()), { timeout: 3000 });
    expect(await readRegistration(backend, id, auth)).toMatchObject({ status: 'PENDING', paymentState: 'awaiting_payment' });
  });

  it('3-D Secure: shows the bank’s page in a titled frame, keeps Cancel, and succeeds once the page approves', async () => {
    const { id, auth, callbacks, dialog } = await openWidget('en-US');
    fill(dialog, '4000 0000 0000 3220');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    const frame = await within(dialog).findByTitle('3-D Secure payment confirmation');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    const challenge = new URL(frame.getAttribute('src')!);
    await backend.app.request(challenge.pathname, { method: 'POST', body: new URLSearchParams({ decision: 'approve' }) });
    await waitFor(() => expect(callbacks.onSuccess).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(await readRegistration(backend, id, auth)).toMatchObject({ status: 'READY' });
  });

  it('Escape closes it as a cancellation', async () => {
    const { callbacks } = await openWidget('en-US');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(callbacks.onFail).toHaveBeenCalledWith('User has cancelled', expect.anything(), expect.anything());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
