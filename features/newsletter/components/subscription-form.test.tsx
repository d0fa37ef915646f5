import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import ru from '@/messages/ru.json';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { subscribeAction } from '../api/subscribe-action';
import { renderWithMessages } from '../testing/newsletter-test-environment';
import type { SubscriptionContext } from '../types';
import { SubscriptionForm, type SubscriptionFormProps } from './subscription-form';

vi.mock('server-only', () => ({}));
vi.mock('next/headers', async () => (await import('../testing/server-request-mocks')).serverRequestMocks.headers('203.0.113.7'));
vi.mock('next-intl/server', async () => (await import('../testing/server-request-mocks')).serverRequestMocks.intl());

const server = setupMswServer();
const subscribeUrl = apiUrl('baseMain', '/subscriptions');
const bodies: unknown[] = [];

beforeEach(() => {
  bodies.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function serve(status: number, body: Record<string, unknown>) {
  server.use(
    http.post(subscribeUrl, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
}

const cities = [
  { id: 1, name: 'Москва' },
  { id: 3, name: 'Казань' },
];
/** The form as the page composes it: the real Server Action bound on the server (here called directly). */
function formProps(context: Partial<SubscriptionContext> = {}): SubscriptionFormProps {
  const bound: SubscriptionContext = { locale: 'ru', variant: 'newsletter', cities, ...context };
  return {
    action: subscribeAction.bind(null, bound),
    variant: bound.variant,
    idPrefix: 'subscribe',
    cities: bound.cities,
    documents: { terms: '/docs/terms-ru.pdf', privacy: '/docs/privacy-ru.pdf' },
  };
}

async function fill(user: ReturnType<typeof renderWithMessages>['user'], values: { name?: string; email?: string; city?: string; consent?: boolean }) {
  if (values.name) await user.type(screen.getByLabelText('Имя'), values.name);
  if (values.email) await user.type(screen.getByLabelText('E-mail'), values.email);
  if (values.city) await user.selectOptions(screen.getByLabelText('Город'), values.city);
  if (values.consent) await user.click(screen.getByRole('checkbox'));
}

describe('subscription form', () => {
  it('checks every field before sending, in the page language, and sends nothing', async () => {
    const { user } = renderWithMessages(<SubscriptionForm {...formProps()} />);
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText('Введите имя')).toBeInTheDocument();
    expect(screen.getByText('Введите e-mail')).toBeInTheDocument();
    expect(screen.getByText('Укажите город')).toBeInTheDocument();
    expect(screen.getByText('Без согласия на обработку данных мы не сможем присылать письма')).toBeInTheDocument();
    expect(screen.getByLabelText('Имя')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription('Введите имя');
    // The first field in error takes the focus.
    await waitFor(() => expect(screen.getByLabelText('Имя')).toHaveFocus());
    await user.type(screen.getByLabelText('Имя'), 'Анна');
    await user.type(screen.getByLabelText('E-mail'), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText('Введите корректный email')).toBeInTheDocument();
    expect(screen.queryByText('Введите имя')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Имя')).toHaveValue('Анна');
    expect(bodies).toEqual([]);
  });

  it('subscribes: sends name, picked city with its id, e-mail and consent, then shows the success message', async () => {
    serve(201, { data: { email: 'anna@example.com', alreadySubscribed: false } });
    const { user } = renderWithMessages(<SubscriptionForm {...formProps()} />);
    await fill(user, { name: 'Анна', email: 'anna@example.com', city: 'Казань', consent: true });
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    const success = await screen.findByTestId('subscription-success');
    expect(success).toHaveTextContent('Готово! Письма с расписанием будут приходить на anna@example.com.');
    await waitFor(() => expect(success).toHaveFocus());
    expect(bodies).toEqual([{ name: 'Анна', email: 'anna@example.com', city: 'Казань', cityId: 3, consent: true, source: 'newsletter' }]);
  });

  it('an address already subscribed is a success too', async () => {
    serve(200, { data: { email: 'anna@example.com', alreadySubscribed: true } });
    const { user } = renderWithMessages(<SubscriptionForm {...formProps()} />);
    await fill(user, { name: 'Анна', email: 'anna@example.com', city: 'Москва', consent: true });
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByTestId('subscription-success')).toHaveTextContent('Этот адрес уже был подписан');
  });

  it("shows the server's 422 messages under their fields and keeps what was typed", async () => {
    serve(422, { message: 'The given data was invalid.', errors: { email: ['The email must be a valid email address.'] } });
    const { user } = renderWithMessages(<SubscriptionForm {...formProps({ locale: 'en' })} />, 'en');
    await user.type(screen.getByLabelText('Name'), 'Tom');
    await user.type(screen.getByLabelText('E-mail'), 'tom@example.com');
    await user.selectOptions(screen.getByLabelText('City'), 'Москва');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('The email must be a valid email address.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveValue('Tom');
    expect(screen.getByLabelText('E-mail')).toHaveValue('tom@example.com');
    expect(screen.getByLabelText('City')).toHaveValue('1');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('a server failure is one alert; the focus goes back to the button, nothing typed is lost and a retry succeeds', async () => {
    server.use(http.post(subscribeUrl, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const { user } = renderWithMessages(<SubscriptionForm {...formProps()} />);
    await fill(user, { name: 'Анна', email: 'anna@example.com', city: 'Москва', consent: true });
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер не отвечает');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Подписаться' })).toHaveFocus());
    expect(screen.getByLabelText('Имя')).toHaveValue('Анна');
    expect(screen.getByRole('checkbox')).toBeChecked();
    serve(201, { data: { email: 'anna@example.com', alreadySubscribed: false } });
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('subscription-success')).toBeInTheDocument();
  });

  it('the private-event variant: its own words and source; free city input where the language types it', async () => {
    serve(201, { data: { email: 'marie@example.fr', alreadySubscribed: false } });
    const { user } = renderWithMessages(<SubscriptionForm {...formProps({ locale: 'fr', variant: 'privateEvent', cities: null })} />, 'fr');
    await user.type(screen.getByLabelText('Nom'), 'Marie');
    await user.type(screen.getByLabelText('Ville'), 'Lyon');
    await user.type(screen.getByLabelText('E-mail'), 'marie@example.fr');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByTestId('subscription-success')).toHaveTextContent('Nous écrirons à marie@example.fr');
    expect(bodies).toEqual([{ name: 'Marie', email: 'marie@example.fr', city: 'Lyon', consent: true, source: 'private_event' }]);
  });

  it('the consent links to the terms and the privacy policy', () => {
    renderWithMessages(<SubscriptionForm {...formProps()} />);
    expect(screen.getByRole('link', { name: 'пользовательское соглашение' })).toHaveAttribute('href', '/docs/terms-ru.pdf');
    expect(screen.getByRole('link', { name: 'политике конфиденциальности' })).toHaveAttribute('href', '/docs/privacy-ru.pdf');
  });

  it('can be sent from the server’s HTML, before any script runs: named fields, an enabled button', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="ru" messages={ru}>
        <SubscriptionForm {...formProps()} />
      </NextIntlClientProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('button[type="submit"]')).toHaveProperty('disabled', false);
    expect([...page.querySelectorAll('form [name]')].map((field) => field.getAttribute('name'))).toEqual(['name', 'city', 'email', 'consent']);
  });
});
