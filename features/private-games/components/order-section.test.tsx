import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PaymentWidgetCallbacks, PaymentWidgetOptions, PaymentWidgetWindow } from '@/contract/payment-widget';
import type { PrivateOrderWire } from '@/contract/schemas/party';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { installPublicConfig } from '@/tests/public-config';
import { ORDER_DRAFT_KEY } from '../model/order-draft';
import { format, orderWire } from '../testing/fixtures';
import { renderPrivate } from '../testing/render';
import { OrderSection, type OrderSectionProps } from './order-section';

const server = setupMswServer();
const anna = { name: 'Анна Петрова', email: 'anna@example.com' };
/** Generous waits: the whole unit suite runs in parallel on two shared cores. */
const LONG = { timeout: 10_000 };
const documents = { terms: '/docs/terms-ru.pdf', privacy: '/docs/privacy-ru.pdf' };

/** The provider's widget script stands in as `window.cp` (jsdom runs no third-party scripts) and answers as told. */
const widgetCalls: { language: string; options: PaymentWidgetOptions }[] = [];
function installWidget(answer: (callbacks: PaymentWidgetCallbacks) => void) {
  (window as Window & PaymentWidgetWindow).cp = {
    CloudPayments: class {
      constructor(private settings: { language: string }) {}
      pay(_scheme: 'charge', options: PaymentWidgetOptions, callbacks: PaymentWidgetCallbacks) {
        widgetCalls.push({ language: this.settings.language, options });
        setTimeout(() => answer(callbacks), 10);
      }
    },
  };
}

function renderOrder(props: Partial<OrderSectionProps> = {}) {
  const onLogin = vi.fn();
  const onPaid = vi.fn();
  const view = renderPrivate(<OrderSection formats={[format]} viewer={anna} onLogin={onLogin} onPaid={onPaid} documents={documents} {...props} />);
  return { ...view, onLogin, onPaid };
}

async function fillOrder(user: ReturnType<typeof renderOrder>['user']) {
  await user.selectOptions(screen.getByLabelText('Формат'), 'Классика');
  await user.type(screen.getByLabelText('Дата'), '2026-12-10');
  await user.clear(screen.getByLabelText('Количество команд'));
  await user.type(screen.getByLabelText('Количество команд'), '8');
  await user.click(screen.getByRole('checkbox', { name: /Я принимаю/ }));
}

beforeAll(() => installPublicConfig());
beforeEach(() => {
  localStorage.clear();
  widgetCalls.length = 0;
});
afterEach(() => delete (window as Window & PaymentWidgetWindow).cp);

describe('the order of a private game', { timeout: 60_000 }, () => {
  it('refuses bad input in the page’s language and sends nothing; the price follows the game’s language', async () => {
    const sent = vi.fn();
    server.use(http.post(apiUrl('party', '/orders'), () => void sent()));
    const { user } = renderOrder();
    expect(screen.getByLabelText('Контактное лицо')).toHaveValue('Анна Петрова');
    await user.click(screen.getByRole('button', { name: 'Заказать и оплатить' }));
    expect(await screen.findByText('Выберите формат', { selector: 'p' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('Выберите дату')).toBeInTheDocument();
    expect(screen.getByText('Введите количество команд')).toBeInTheDocument();
    expect(screen.getByText('Чтобы продолжить, примите условия и политику конфиденциальности')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Формат'), 'Классика');
    await user.type(screen.getByLabelText('Количество команд'), '41');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Количество команд должно быть от 2 до 40', {}, LONG)).toBeInTheDocument();
    expect(screen.getByLabelText('Количество команд')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByText('Этот заказ уйдёт в отдел продаж: с вами свяжутся с предложением.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Количество команд'));
    await user.type(screen.getByLabelText('Количество команд'), '8');
    await user.selectOptions(screen.getByLabelText('Язык игры'), 'en');
    expect(screen.getByText('Стоимость игры: 200 $')).toBeInTheDocument();
  });

  it('an anonymous visitor is asked to log in, and what they typed stays in the draft', async () => {
    const { user, onLogin } = renderOrder({ viewer: null });
    await fillOrder(user);
    await user.type(screen.getByLabelText('Контактное лицо'), 'Гость');
    await user.type(screen.getByLabelText('Email'), 'guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Войти, чтобы заказать' }));
    expect(onLogin).toHaveBeenCalledOnce();
    const draft = JSON.parse(localStorage.getItem(ORDER_DRAFT_KEY)!) as { draft: { values: Record<string, unknown> } };
    expect(draft.draft.values).toMatchObject({ formatId: '1', date: '2026-12-10', teams: '8', contactName: 'Гость', consent: true });
  });

  it('shows the server’s 422 messages under their fields and keeps everything typed', async () => {
    server.use(
      http.post(apiUrl('party', '/orders'), () =>
        HttpResponse.json(
          { message: 'Указанные данные недействительны.', errors: { date: ['Игра может начаться не раньше чем через 48 часов.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderOrder();
    await fillOrder(user);
    await user.click(screen.getByRole('button', { name: 'Заказать и оплатить' }));
    expect(await screen.findByText('Игра может начаться не раньше чем через 48 часов.', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Дата')).toHaveFocus(), LONG);
    expect(screen.getByLabelText('Количество команд')).toHaveValue(8);
  });

  it('order -> pay -> declined (with the bank’s reason) -> pay again -> the private game is ready', async () => {
    let current: PrivateOrderWire = orderWire();
    let body: unknown;
    let payments = 0;
    server.use(
      http.post(apiUrl('party', '/orders'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: current }, { status: 201 });
      }),
      http.get(apiUrl('party', '/orders/31'), () => HttpResponse.json({ data: current })),
      http.post(apiUrl('party', '/orders/31/payment'), () => {
        payments += 1;
        const intent = {
          paymentId: payments,
          publicId: 'pk_test',
          description: 'Частная игра',
          amount: 15000,
          currency: 'RUB',
          invoiceId: `party-31-${payments}`,
          accountId: 'user:7',
          email: 'anna@example.com',
          expiresAt: '2026-11-26T12:00:00+00:00',
          data: { paymentId: payments, orderId: 31 },
        };
        return HttpResponse.json({ data: intent, order: current }, { status: 201 });
      }),
    );
    const { user, onPaid } = renderOrder();
    await fillOrder(user);
    await user.click(screen.getByRole('button', { name: 'Заказать и оплатить' }));
    const payment = await screen.findByRole('heading', { name: 'Оплата' }, LONG);
    await waitFor(() => expect(payment).toHaveFocus(), LONG);
    expect(body).toMatchObject({ formatId: 1, language: 'ru', date: '2026-12-10', time: '19:00', teams: 8, contactName: 'Анна Петрова', consent: true });

    installWidget((callbacks) => {
      current = orderWire({ paymentState: 'failed', failureReason: 'Insufficient funds' });
      callbacks.onFail?.('Insufficient funds', {} as PaymentWidgetOptions);
    });
    await user.click(screen.getByRole('button', { name: /^Оплатить 15\s000/ }));
    expect(await screen.findByRole('heading', { name: 'Ошибка платежа' }, LONG)).toBeInTheDocument();
    expect(screen.getByText('Ответ банка: Insufficient funds')).toBeInTheDocument();
    expect(widgetCalls[0]).toMatchObject({ language: 'ru-RU', options: { invoiceId: 'party-31-1', amount: 15000 } });

    installWidget((callbacks) => {
      current = orderWire({ status: 'paid', paymentState: 'paid', gameId: 77, payableUntil: null });
      callbacks.onSuccess?.({} as PaymentWidgetOptions);
    });
    await user.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByRole('heading', { name: 'Ваша частная игра готова!' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть страницу игры' })).toHaveAttribute('href', '/private/77');
    expect(onPaid).toHaveBeenCalledOnce();
    expect(payments).toBe(2);

    // "Order another game": the form again, with what was typed.
    await user.click(screen.getByRole('button', { name: 'Заказать ещё одну игру' }));
    expect(screen.getByLabelText('Количество команд')).toHaveValue(8);
  });

  it('a big order is a request to the sales team: no payment', async () => {
    const request = orderWire({ teams: 35, kind: 'request', status: 'requested', paymentState: 'not_required', payableUntil: null });
    server.use(
      http.post(apiUrl('party', '/orders'), () => HttpResponse.json({ data: request }, { status: 201 })),
      http.get(apiUrl('party', '/orders/31'), () => HttpResponse.json({ data: request })),
    );
    const { user } = renderOrder();
    await fillOrder(user);
    await user.clear(screen.getByLabelText('Количество команд'));
    await user.type(screen.getByLabelText('Количество команд'), '35');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByRole('heading', { name: 'Заявка отправлена' }, LONG)).toBeInTheDocument();
    expect(screen.getByText(/свяжется с вами по адресу anna@example.com/)).toBeInTheDocument();
  });
});
