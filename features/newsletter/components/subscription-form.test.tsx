import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import ru from '@/messages/ru.json';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { installPublicConfig, renderWithMessages } from '../testing/newsletter-test-environment';
import { LazySubscriptionForm } from './lazy-subscription-form';
import { SubscriptionForm, type SubscriptionFormProps } from './subscription-form';

const server = setupMswServer();
const subscribeUrl = apiUrl('baseMain', '/subscriptions');
const bodies: unknown[] = [];

beforeAll(async () => {
  installPublicConfig();
  // The lazy form imports these on first use; load (transform) them once so no test waits on it.
  await Promise.all([import('./subscription-form'), import('@/lib/api/browser-api')]);
});
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

const props: SubscriptionFormProps = {
  variant: 'newsletter',
  idPrefix: 'subscribe',
  cities: [
    { id: 1, name: 'Москва' },
    { id: 3, name: 'Казань' },
  ],
  documents: { terms: '/docs/terms-ru.pdf', privacy: '/docs/privacy-ru.pdf' },
  initialValues: { name: '', email: '', city: '', consent: false },
};

async function fill(user: ReturnType<typeof renderWithMessages>['user'], values: { name?: string; email?: string; city?: string; consent?: boolean }) {
  if (values.name) await user.type(screen.getByLabelText('Имя'), values.name);
  if (values.email) await user.type(screen.getByLabelText('E-mail'), values.email);
  if (values.city) await user.selectOptions(screen.getByLabelText('Город'), values.city);
  if (values.consent) await user.click(screen.getByRole('checkbox'));
}

describe('subscription form', () => {
  it('checks every field before sending, in the page language, and sends nothing', async () => {
    const { user } = renderWithMessages(<SubscriptionForm {...props} />);
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText('Введите имя')).toBeInTheDocument();
    expect(screen.getByText('Введите e-mail')).toBeInTheDocument();
    expect(screen.getByText('Укажите город')).toBeInTheDocument();
    expect(screen.getByText('Без согласия на обработку данных мы не сможем присылать письма')).toBeInTheDocument();
    expect(screen.getByLabelText('Имя')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription('Введите имя');
    await user.type(screen.getByLabelText('E-mail'), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText('Введите корректный email')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('subscribes: sends name, picked city with its id, e-mail and consent, then shows the success message', async () => {
    serve(201, { data: { email: 'anna@example.com', alreadySubscribed: false } });
    const { user } = renderWithMessages(<SubscriptionForm {...props} />);
    await fill(user, { name: 'Анна', email: 'anna@example.com', city: 'Казань', consent: true });
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    const success = await screen.findByTestId('subscription-success');
    expect(success).toHaveTextContent('Готово! Письма с расписанием будут приходить на anna@example.com.');
    expect(success).toHaveFocus();
    expect(bodies).toEqual([{ name: 'Анна', email: 'anna@example.com', city: 'Казань', cityId: 3, consent: true, source: 'newsletter' }]);
  });

  it('an address already subscribed is a success too', async () => {
    serve(200, { data: { email: 'anna@example.com', alreadySubscribed: true } });
    const { user } = renderWithMessages(<SubscriptionForm {...props} />);
    await fill(user, { name: 'Анна', email: 'anna@example.com', city: 'Москва', consent: true });
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByTestId('subscription-success')).toHaveTextContent('Этот адрес уже был подписан');
  });

  it("shows the server's 422 messages under their fields and keeps what was typed", async () => {
    serve(422, { message: 'The given data was invalid.', errors: { email: ['The email must be a valid email address.'] } });
    const { user } = renderWithMessages(<SubscriptionForm {...props} />, 'en');
    await user.type(screen.getByLabelText('Name'), 'Tom');
    await user.type(screen.getByLabelText('E-mail'), 'tom@example.com');
    await user.selectOptions(screen.getByLabelText('City'), 'Москва');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('The email must be a valid email address.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveValue('Tom');
    expect(screen.getByLabelText('E-mail')).toHaveValue('tom@example.com');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('a server failure is one alert; nothing typed is lost and a retry succeeds', async () => {
    server.use(http.post(subscribeUrl, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    const { user } = renderWithMessages(<SubscriptionForm {...props} />);
    await fill(user, { name: 'Анна', email: 'anna@example.com', city: 'Москва', consent: true });
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер не отвечает');
    expect(screen.getByLabelText('Имя')).toHaveValue('Анна');
    serve(201, { data: { email: 'anna@example.com', alreadySubscribed: false } });
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByTestId('subscription-success')).toBeInTheDocument();
  });

  it.each([
    ['ru', 'Подписаться', 'Слишком много запросов из вашей сети. Попробуйте снова через 21 секунду: всё введённое сохранено.'],
    ['en', 'Subscribe', 'Too many requests from your network. Please try again in 21 seconds: everything you typed is still here.'],
  ] as const)('too many requests (429): the wait from Retry-After in the page language (%s); nothing typed is lost', async (locale, submit, message) => {
    server.use(http.post(subscribeUrl, () => HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429, headers: { 'Retry-After': '21' } })));
    const { user } = renderWithMessages(<SubscriptionForm {...props} />, locale);
    await user.type(screen.getByLabelText(locale === 'ru' ? 'Имя' : 'Name'), 'Анна');
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await user.selectOptions(screen.getByLabelText(locale === 'ru' ? 'Город' : 'City'), 'Казань');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(locale === 'ru' ? 'Имя' : 'Name')).toHaveValue('Анна');
    expect(screen.getByLabelText('E-mail')).toHaveValue('anna@example.com');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('the private-event variant: its own words and source; free city input where the language types it', async () => {
    serve(201, { data: { email: 'marie@example.fr', alreadySubscribed: false } });
    const { user } = renderWithMessages(<SubscriptionForm {...props} variant="privateEvent" cities={null} />, 'fr');
    await user.type(screen.getByLabelText('Nom'), 'Marie');
    await user.type(screen.getByLabelText('Ville'), 'Lyon');
    await user.type(screen.getByLabelText('E-mail'), 'marie@example.fr');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByTestId('subscription-success')).toHaveTextContent('Nous écrirons à marie@example.fr');
    expect(bodies).toEqual([{ name: 'Marie', email: 'marie@example.fr', city: 'Lyon', consent: true, source: 'private_event' }]);
  });

  it('the consent links to the terms and the privacy policy', () => {
    renderWithMessages(<SubscriptionForm {...props} />);
    expect(screen.getByRole('link', { name: 'пользовательское соглашение' })).toHaveAttribute('href', '/docs/terms-ru.pdf');
    expect(screen.getByRole('link', { name: 'политике конфиденциальности' })).toHaveAttribute('href', '/docs/privacy-ru.pdf');
  });
});

describe('lazy subscription form', () => {
  it('renders the same labelled fields at once; what was typed before the code arrived is kept, and the focus', async () => {
    const { user } = renderWithMessages(<LazySubscriptionForm variant="newsletter" idPrefix="subscribe" cities={props.cities} documents={props.documents} />);
    const standInName = screen.getByLabelText('Имя') as HTMLInputElement;
    const standInEmail = screen.getByLabelText('E-mail');
    // Typed (or autofilled) while the form's code was still on its way.
    standInName.value = 'Анна';
    (screen.getByRole('checkbox') as HTMLInputElement).checked = true;
    // No IntersectionObserver in jsdom: touching the form is what loads it.
    act(() => standInEmail.focus());
    await waitFor(() => expect(screen.getByLabelText('Имя')).not.toBe(standInName));
    expect(screen.getByLabelText('Имя')).toHaveValue('Анна');
    expect(screen.getByRole('checkbox')).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    await user.keyboard('anna@example.com');
    expect(screen.getByLabelText('E-mail')).toHaveValue('anna@example.com');
  });
});

describe('lazy subscription form before the page has hydrated', () => {
  it('cannot be submitted from the server’s HTML: the browser’s own submission would leave the page with the data', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="ru" messages={ru}>
        <LazySubscriptionForm variant="newsletter" idPrefix="ssr" cities={props.cities} documents={props.documents} />
      </NextIntlClientProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('button[type="submit"]')).toHaveProperty('disabled', true);
  });

  it('can be submitted once rendered in the browser', () => {
    renderWithMessages(<LazySubscriptionForm variant="newsletter" idPrefix="live" cities={props.cities} documents={props.documents} />);
    expect(screen.getByRole('button', { name: 'Подписаться' })).toBeEnabled();
  });
});

describe('lazy subscription form, submitted before its code arrived', () => {
  it('validates at once when the real form takes over', async () => {
    renderWithMessages(<LazySubscriptionForm variant="newsletter" idPrefix="early" cities={props.cities} documents={props.documents} />);
    // Only the click (an Enter key or assistive technology does the same): nothing had loaded the code before it.
    fireEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByText('Введите имя')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
  it('becomes the real form after a press released outside it', async () => {
    renderWithMessages(<LazySubscriptionForm variant="newsletter" idPrefix="drag" cities={props.cities} documents={props.documents} />);
    const standInName = screen.getByLabelText('Имя');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Подписаться' }));
    fireEvent.pointerUp(document.body);
    await waitFor(() => expect(screen.getByLabelText('Имя')).not.toBe(standInName));
  });
});
