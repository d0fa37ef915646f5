import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PaymentWidgetCallbacks, PaymentWidgetOptions, PaymentWidgetWindow } from '@/contract/payment-widget';
import type { PromoPurchaseWire } from '@/contract/schemas/party';
import { installPublicConfig } from '@/tests/public-config';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { intentWire, paidWire, purchaseWire } from '../testing/fixtures';
import { renderShop } from '../testing/render';

const server = setupMswServer();

interface WidgetCall {
  language: string;
  options: PaymentWidgetOptions;
  callbacks: PaymentWidgetCallbacks;
}
const widgetCalls: WidgetCall[] = [];
/** The provider's widget script as `window.cp` (jsdom runs no third-party scripts): it answers as the test says. */
function installWidget(answer: (call: WidgetCall) => void) {
  (window as Window & PaymentWidgetWindow).cp = {
    CloudPayments: class {
      constructor(private settings: { language: string }) {}
      pay(_scheme: 'charge', options: PaymentWidgetOptions, callbacks: PaymentWidgetCallbacks) {
        const call = { language: this.settings.language, options, callbacks };
        widgetCalls.push(call);
        setTimeout(() => answer(call), 10);
      }
    },
  };
}

/** The party family as the payment leaves it: what each call received, and the purchase's state to answer. */
function backend(initial: PromoPurchaseWire = purchaseWire()) {
  const seen = { created: [] as unknown[], payments: [] as (string | null)[], reads: [] as (string | null)[] };
  let current = initial;
  server.use(
    http.post(apiUrl('party', '/purchases'), async ({ request }) => {
      seen.created.push(await request.json());
      return HttpResponse.json({ data: initial, accessToken: 'guest-token' }, { status: 201 });
    }),
    http.post(apiUrl('party', `/purchases/${initial.id}/payment`), ({ request }) => {
      seen.payments.push(request.headers.get('X-Purchase-Token'));
      return HttpResponse.json({ data: intentWire(initial), purchase: current }, { status: 201 });
    }),
    http.get(apiUrl('party', `/purchases/${initial.id}`), ({ request }) => {
      seen.reads.push(request.headers.get('X-Purchase-Token'));
      return HttpResponse.json({ data: current });
    }),
  );
  return { seen, settle: (next: PromoPurchaseWire) => (current = next) };
}

const expectFocused = (element: HTMLElement) => waitFor(() => expect(element).toHaveFocus());
/** The working form (its code loads when the visitor first reaches for the server-rendered one). */
const workingForm = () => waitFor(() => expect(document.querySelector('form[data-ready]')).not.toBeNull());

beforeAll(() => installPublicConfig());
beforeEach(() => {
  localStorage.clear();
  widgetCalls.length = 0;
  window.history.replaceState(null, '', '/en/promocodes/2');
});
afterEach(() => delete (window as Window & PaymentWidgetWindow).cp);

describe('the promo-code shop', () => {
  it('refuses bad input in the page’s language before anything is sent', async () => {
    const { user } = renderShop({ packId: null });
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Please choose what to buy.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Please give your consent to continue.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Gift card/ }));
    expect(window.location.pathname).toBe('/en/promocodes/4');
    await user.type(screen.getByLabelText('Your e-mail'), 'me@example');
    await user.click(screen.getByRole('button', { name: 'Pay $20' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the recipient’s e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your e-mail')).toHaveFocus();
  });

  it('a guest buys a pack: declined first, then paid; the codes are shown and said to be mailed', async () => {
    const { seen, settle } = backend();
    installWidget((call) => {
      if (widgetCalls.length === 1) {
        settle(purchaseWire({ paymentState: 'failed', failureReason: 'Insufficient funds' }));
        call.callbacks.onFail?.('Insufficient funds', call.options);
      } else {
        settle(paidWire());
        call.callbacks.onSuccess?.(call.options);
      }
    });
    const { user } = renderShop();
    expect(screen.getByRole('radio', { name: /Pack of 5/ })).toBeChecked();
    await user.click(screen.getByLabelText('Your e-mail'));
    await workingForm();
    await user.type(screen.getByLabelText('Your e-mail'), 'buyer@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the processing of my personal data' }));
    await user.click(screen.getByRole('button', { name: 'Pay $45' }));

    await expectFocused(await screen.findByRole('heading', { name: 'Payment error' }, { timeout: 5000 }));
    expect(screen.getByText('The bank said: Insufficient funds')).toBeInTheDocument();
    expect(seen.created).toEqual([
      { packId: 2, language: 'en', email: 'buyer@example.com', recipientEmail: null, recipientName: null, message: null, consent: true },
    ]);
    expect(window.location.search).toBe('?purchase=31');
    expect(widgetCalls[0]!.language).toBe('en-US');
    expect(widgetCalls[0]!.options).toMatchObject({ amount: 45, currency: 'USD', invoiceId: 'pack-31-90', data: { paymentId: 90, purchaseId: 31 } });

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await expectFocused(await screen.findByRole('heading', { name: 'Thank you! Here are your promo codes' }, { timeout: 5000 }));
    expect(screen.getByText('We have also sent them to buyer@example.com.')).toBeInTheDocument();
    expect(screen.getByText('7K2M-9QXD-4HT1-ZR8P')).toBeInTheDocument();
    // The guest's purchase is read with its access token, kept in this browser.
    expect(seen.payments).toEqual(['guest-token', 'guest-token']);
    expect(seen.reads.every((token) => token === 'guest-token')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Copy code B3NV-6WJC-0PEA-YM5S' }));
    expect(await screen.findByText('Code B3NV-6WJC-0PEA-YM5S copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('B3NV-6WJC-0PEA-YM5S');
  });

  it('a gift says the codes went to the recipient', async () => {
    const gift = purchaseWire({ packId: 4, kind: 'gift', packName: 'Gift card', recipientEmail: 'friend@example.com', amount: 20 });
    const { seen, settle } = backend(gift);
    installWidget((call) => {
      settle(paidWire({ ...gift, status: 'paid', paymentState: 'paid', codes: paidWire().codes }));
      call.callbacks.onSuccess?.(call.options);
    });
    const { user } = renderShop({ packId: 4, buyerEmail: 'player@quiz.test' });
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('player@quiz.test');
    await user.click(screen.getByLabelText('Recipient’s e-mail'));
    await workingForm();
    await user.type(screen.getByLabelText('Recipient’s e-mail'), 'friend@example.com');
    await user.type(screen.getByLabelText('Message to the recipient (optional)'), 'Happy birthday!');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the processing of my personal data' }));
    await user.click(screen.getByRole('button', { name: 'Pay $20' }));
    expect(await screen.findByText('We have sent them to friend@example.com with your message.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(seen.created).toEqual([
      {
        packId: 4,
        language: 'en',
        email: 'player@quiz.test',
        recipientEmail: 'friend@example.com',
        recipientName: null,
        message: 'Happy birthday!',
        consent: true,
      },
    ]);
  });

  it('puts the server’s refusals under their fields and keeps what was typed', async () => {
    server.use(
      http.post(apiUrl('party', '/purchases'), () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: { email: ['This address cannot receive mail.'] } }, { status: 422 }),
      ),
    );
    const { user } = renderShop();
    await user.click(screen.getByLabelText('Your e-mail'));
    await workingForm();
    await user.type(screen.getByLabelText('Your e-mail'), 'buyer@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the processing of my personal data' }));
    await user.click(screen.getByRole('button', { name: 'Pay $45' }));
    expect(await screen.findByText('This address cannot receive mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('buyer@example.com');
    expect(screen.getByLabelText('Your e-mail')).toHaveFocus();
  });

  it('a payer who closes the widget sees it was cancelled; back to the pack, everything typed is there, after a reload too', async () => {
    backend();
    installWidget((call) => call.callbacks.onFail?.('User has cancelled', call.options));
    const first = renderShop();
    await first.user.click(screen.getByLabelText('Your e-mail'));
    await workingForm();
    await first.user.type(screen.getByLabelText('Your e-mail'), 'buyer@example.com');
    await first.user.click(screen.getByRole('checkbox', { name: /This is a gift/ }));
    await first.user.type(screen.getByLabelText('Recipient’s e-mail'), 'friend@example.com');
    await first.user.click(screen.getByRole('checkbox', { name: 'I agree to the processing of my personal data' }));
    await first.user.click(screen.getByRole('button', { name: 'Pay $45' }));
    await expectFocused(await screen.findByRole('heading', { name: 'Payment cancelled' }, { timeout: 5000 }));
    expect(screen.getByRole('button', { name: 'Pay $45' })).toBeInTheDocument();

    // A reload shows the purchase again (its id in the address, its token in storage).
    first.unmount();
    const reloaded = renderShop({ purchaseId: 31 });
    expect(await screen.findByRole('heading', { name: 'Payment' }, { timeout: 5000 })).toBeInTheDocument();
    await reloaded.user.click(screen.getByRole('button', { name: 'Back to the pack' }));
    expect(window.location.pathname + window.location.search).toBe('/en/promocodes/2');
    await waitFor(() => expect(screen.getByLabelText('Recipient’s e-mail')).toHaveValue('friend@example.com'));
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('buyer@example.com');
    expect(screen.getByRole('radio', { name: /Pack of 5/ })).toBeChecked();
  });

  it('the server-rendered form hands over what it holds and the focus', async () => {
    const { user } = renderShop();
    expect(document.querySelector('form[data-ready]')).toBeNull();
    const email = screen.getByLabelText<HTMLInputElement>('Your e-mail');
    // Typed before the form's code has loaded (a slow connection): the value is in the plain input.
    email.value = 'early@example.com';
    await user.click(screen.getByRole('checkbox', { name: /This is a gift/ }));
    await workingForm();
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('early@example.com');
    expect(screen.getByRole('checkbox', { name: /This is a gift/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /This is a gift/ })).toHaveFocus();
    expect(screen.getByLabelText('Recipient’s e-mail')).toHaveValue('');

    // The draft holds it: a reload opens the working form with it at once.
    expect(JSON.parse(localStorage.getItem('promo-shop:draft:v1')!)).toMatchObject({ email: 'early@example.com', gift: true, packId: '2' });
  });

  it('keeps the very inputs through the takeover: every character typed while the form’s code loads arrives', async () => {
    const { user } = renderShop();
    const email = screen.getByLabelText<HTMLInputElement>('Your e-mail');
    const typed = 'continuous.typist@example.com';
    // The first keystroke's click asks for the form's code; the visitor keeps typing in the field they are in while it
    // loads, and on after the working form has taken over, one character at a time.
    let sent = 0;
    await user.click(email);
    while (sent < typed.length - 8 && !document.querySelector('form[data-ready]')) await user.type(email, typed[sent++]!, { skipClick: true });
    await workingForm();
    while (sent < typed.length) await user.type(email, typed[sent++]!, { skipClick: true });

    expect(screen.getByLabelText('Your e-mail')).toHaveValue(typed);
    expect(screen.getByLabelText('Your e-mail')).toBe(email);
    expect(email).toHaveFocus();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('promo-shop:draft:v1')!)).toMatchObject({ email: typed }));
  });

  it('a "Pay" pressed before the form’s code has loaded is sent once it has', async () => {
    const { user } = renderShop();
    await user.click(screen.getByRole('button', { name: 'Pay $45' }));
    expect(await screen.findByText('Please enter your e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your e-mail')).toHaveFocus();
  });

  it('a purchase this browser cannot read says so, with the way back', async () => {
    server.use(http.get(apiUrl('party', '/purchases/77'), () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    renderShop({ purchaseId: 77 });
    expect(await screen.findByRole('heading', { name: 'This order cannot be shown here' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to the pack' })).toBeInTheDocument();
  });
});
