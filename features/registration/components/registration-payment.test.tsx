import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PaymentWidgetCallbacks, PaymentWidgetOptions, PaymentWidgetWindow } from '@/contract/payment-widget';
import type { RegistrationWire } from '@/contract/schemas/registration';
import { onSessionExpired } from '@/lib/session/session-expired';
import { gameReply, intentWire, registrationWire } from '../testing/fixtures';
import { apiUrl, baseHandlers, installPublicConfig, lazyMessagesHandler, setupMswServer } from '../testing/environment';
import { renderRegistration } from '../testing/render';

const router = vi.hoisted(() => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => router,
  usePathname: () => '/reg/5',
}));

const server = setupMswServer(lazyMessagesHandler);
/** Headings take the focus a frame after they appear (after the dialog's own first focus). */
const expectFocused = (element: HTMLElement) => waitFor(() => expect(element).toHaveFocus());
const anna = { id: 7, name: 'Анна Петрова', email: 'anna@example.com' };
/** Russian money has a no-break space before the sign (accessible names keep it). */
const rub = (text: string) => text.replace(' ₽', '\u00a0₽');

/**
 * The provider's widget script stands in here as `window.cp` (jsdom runs no third-party scripts): it records how it
 * was opened and answers the way the test says, as the provider's page would.
 */
interface WidgetCall {
  language: string;
  options: PaymentWidgetOptions;
  callbacks: PaymentWidgetCallbacks;
}
const widgetCalls: WidgetCall[] = [];
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

/** The backend as the widget leaves it: the registration's state after each payment attempt, and the intents made. */
function backend(states: RegistrationWire[]) {
  const seen = { payments: 0, reads: 0 };
  let current = states[0]!;
  server.use(
    ...baseHandlers(gameReply({ mine: { id: 41, status: 'PENDING', teamId: 11, teamName: 'Эрудиты' } })),
    http.get(apiUrl('base', '/registrations/41'), () => {
      seen.reads += 1;
      return HttpResponse.json({ data: current });
    }),
    http.post(apiUrl('base', '/registrations/41/payment'), () => {
      seen.payments += 1;
      const registration = states[0]!;
      return HttpResponse.json({ data: intentWire(registration), registration }, { status: 201 });
    }),
  );
  return { seen, settle: (next: RegistrationWire) => (current = next) };
}

beforeAll(() => installPublicConfig());
beforeEach(() => {
  localStorage.clear();
  widgetCalls.length = 0;
});
afterEach(() => {
  delete (window as Window & PaymentWidgetWindow).cp;
  document.cookie = 'auth_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.cookie = 'auth_refresh=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('payment', () => {
  it('opens the widget with the intent in the language’s widget language; success is what the backend says', async () => {
    const pending = registrationWire();
    const { seen, settle } = backend([pending]);
    installWidget((call) => {
      settle(registrationWire({ status: 'READY', paymentState: 'paid', paid: 899, amountDue: 0 }));
      call.callbacks.onSuccess?.(call.options);
    });
    const teamInvite = (registrationId: number) => <button type="button">{`Пригласить в команду ${registrationId}`}</button>;
    const { user, onConfirmed } = renderRegistration({ viewer: anna, viewerSince: 1, teamInvite });
    expect(await screen.findByRole('heading', { name: 'Оплата участия' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('К оплате: 899 ₽')).toBeInTheDocument();
    expect(screen.getByText(/Место держится за командой до \d{2}:\d{2}/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: rub('Оплатить 899 ₽') }));

    expect(await screen.findByRole('heading', { name: 'Вы зарегистрированы!' }, { timeout: 5000 })).toBeInTheDocument();
    expect(widgetCalls).toHaveLength(1);
    expect(widgetCalls[0]!.language).toBe('ru-RU');
    expect(widgetCalls[0]!.options).toEqual({
      publicId: 'pk_test',
      description: 'Классика №12, Эрудиты',
      amount: 899,
      currency: 'RUB',
      invoiceId: 'reg-41-9',
      accountId: 'user:7',
      email: 'anna@example.com',
      data: { registrationId: 41, gameId: 5, paymentId: 9 },
    });
    expect(seen.payments).toBe(1);
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    // The page's "Invite to team" for the confirmed registration sits beside the game page's link.
    expect(screen.getByRole('button', { name: 'Пригласить в команду 41' })).toBeInTheDocument();
  });

  it("a declined card is 'Ошибка платежа' with the bank's reason; try again opens the payment straight away", async () => {
    const pending = registrationWire();
    const { seen, settle } = backend([pending]);
    installWidget((call) => {
      if (widgetCalls.length === 1) {
        settle(registrationWire({ paymentState: 'failed', failureReason: 'Insufficient funds' }));
        call.callbacks.onFail?.('Insufficient funds', call.options);
      } else {
        settle(registrationWire({ status: 'READY', paymentState: 'paid', paid: 899, amountDue: 0 }));
        call.callbacks.onSuccess?.(call.options);
      }
    });
    const { user } = renderRegistration({ viewer: anna, viewerSince: 1 });
    await user.click(await screen.findByRole('button', { name: rub('Оплатить 899 ₽') }, { timeout: 5000 }));
    await expectFocused(await screen.findByRole('heading', { name: 'Ошибка платежа' }, { timeout: 5000 }));
    expect(screen.getByText('Ответ банка: Insufficient funds')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByRole('heading', { name: 'Вы зарегистрированы!' }, { timeout: 5000 })).toBeInTheDocument();
    expect(seen.payments).toBe(2);
    expect(widgetCalls).toHaveLength(2);
  });

  it('a payer who closes the widget is back on the payment step; an unanswered payment says no data came', async () => {
    const pending = registrationWire();
    backend([pending]);
    installWidget((call) => call.callbacks.onFail?.(widgetCalls.length === 1 ? 'User has cancelled' : 'timeout', call.options));
    const { user } = renderRegistration({ viewer: anna, viewerSince: 1 });
    await user.click(await screen.findByRole('button', { name: rub('Оплатить 899 ₽') }, { timeout: 5000 }));
    await waitFor(() => expect(widgetCalls).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: rub('Оплатить 899 ₽') }, { timeout: 5000 }));
    expect(
      await screen.findByText('Мы не получили данные от платежной системы. Попробуйте повторить попытку позже.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByRole('button', { name: rub('Оплатить 899 ₽') })).toBeInTheDocument();
  });

  it('pending confirmation waits, asking the backend, and turns into success by itself', async () => {
    const { settle } = backend([registrationWire({ paymentState: 'processing' })]);
    renderRegistration({ viewer: anna, viewerSince: 1 });
    expect(await screen.findByRole('heading', { name: 'Ждём подтверждения оплаты' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Подтверждение может прийти через несколько минут/)).toBeInTheDocument();
    settle(registrationWire({ status: 'READY', paymentState: 'paid', paid: 899, amountDue: 0 }));
    expect(await screen.findByRole('heading', { name: 'Вы зарегистрированы!' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('a deferred registration re-checks its promo code; when it no longer applies, the full price is paid', async () => {
    const deferred = registrationWire({
      status: 'DEFERRED',
      promo: 'QUIZ20',
      promoId: 3,
      discount: { type: 'percent', value: 20 },
      amount: 719,
      amountDue: 719,
      payLaterAllowed: false,
    });
    let paymentBody: unknown;
    server.use(
      ...baseHandlers(gameReply({ mine: { id: 41, status: 'DEFERRED', teamId: 11, teamName: 'Эрудиты' } })),
      http.get(apiUrl('base', '/registrations/41'), () => HttpResponse.json({ data: deferred })),
      http.get(apiUrl('baseMain', '/check-promo'), () =>
        HttpResponse.json({ status: 'error', text: 'Промокод больше нельзя использовать.', discount: { value: 0 } }),
      ),
      http.post(apiUrl('base', '/registrations/41/payment'), async ({ request }) => {
        paymentBody = await request.json();
        const full = { ...deferred, promo: null, promoId: null, discount: null, amount: 899, amountDue: 899 };
        return HttpResponse.json({ data: intentWire(full), registration: full }, { status: 201 });
      }),
    );
    installWidget(() => undefined);
    const { user } = renderRegistration({ viewer: anna, viewerSince: 1 });
    expect(await screen.findByRole('heading', { name: 'Место сохранено — осталось оплатить' }, { timeout: 5000 })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Промокод QUIZ20 больше не действует: Промокод больше нельзя использовать. Оплатите полную стоимость или введите другой промокод.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: rub('Оплатить полную стоимость 899 ₽') }));
    await waitFor(() => expect(widgetCalls).toHaveLength(1));
    expect(paymentBody).toEqual({ promo: null });
    expect(widgetCalls[0]!.options.amount).toBe(899);
  });

  it("a session that ends on the way says 'Пожалуйста, авторизуйтесь еще раз.' in place, keeping the registration", async () => {
    document.cookie = 'auth_token=old-access; path=/';
    document.cookie = 'auth_refresh=old-refresh; path=/';
    const shellListener = vi.fn();
    const stop = onSessionExpired(shellListener);
    server.use(
      ...baseHandlers(gameReply({ mine: { id: 41, status: 'PENDING', teamId: 11, teamName: 'Эрудиты' } })),
      http.get(apiUrl('base', '/registrations/41'), () => HttpResponse.json({ data: registrationWire() })),
      http.post(apiUrl('base', '/registrations/41/payment'), () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
      http.post(apiUrl('iam', '/auth/refresh'), () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    const { user, onAuthRequired } = renderRegistration({ viewer: anna, viewerSince: 1 });
    await user.click(await screen.findByRole('button', { name: rub('Оплатить 899 ₽') }, { timeout: 5000 }));
    expect(await screen.findByText('Пожалуйста, авторизуйтесь еще раз.', {}, { timeout: 5000 })).toBeInTheDocument();
    // The shell's own "log in again" modal (whose button leads home) stays closed: this screen says it.
    expect(shellListener).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
    stop();
  });
});
