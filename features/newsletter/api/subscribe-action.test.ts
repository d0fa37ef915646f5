// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { apiUrl, setupMswServer } from '@/tests/msw';
import { initialSubscriptionState, type SubscriptionContext, type SubscriptionState } from '../types';
import { subscribeAction } from './subscribe-action';

vi.mock('server-only', () => ({}));
// The visitor as Next.js hands the action over: anonymous, at 203.0.113.7, having passed a proxy.
vi.mock('next/headers', async () => (await import('../testing/server-request-mocks')).serverRequestMocks.headers('198.51.100.1, 203.0.113.7'));
vi.mock('next-intl/server', async () => (await import('../testing/server-request-mocks')).serverRequestMocks.intl());

const server = setupMswServer();
const subscribeUrl = apiUrl('baseMain', '/subscriptions');
const sent: { body: unknown; forwardedFor: string | null; language: string | null }[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function serve(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  server.use(
    http.post(subscribeUrl, async ({ request }) => {
      sent.push({ body: await request.json(), forwardedFor: request.headers.get('x-forwarded-for'), language: request.headers.get('accept-language') });
      return HttpResponse.json(body, { status, headers });
    }),
  );
}

const ru: SubscriptionContext = { locale: 'ru', variant: 'newsletter', cities: [{ id: 3, name: 'Казань' }] };
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const anna = { name: 'Анна', email: 'anna@example.com', city: '3', consent: 'on' };

describe('the subscription action', () => {
  it('checks the fields as the platform does, in the page language, keeps what was sent and calls nothing', async () => {
    const state = await subscribeAction({ ...ru, locale: 'en' }, initialSubscriptionState, form({ name: ' ', email: 'anna@', city: '' }));
    expect(state).toEqual({
      kind: 'editing',
      values: { name: ' ', email: 'anna@', city: '', consent: false },
      errors: {
        name: 'Enter your name',
        email: 'Invalid email format',
        city: 'Enter your city',
        consent: 'We need your consent to process your data before we can send you e-mails',
      },
      alert: null,
      attempt: 1,
    });
    expect(sent).toEqual([]);
  });

  it('subscribes: the picked city with its id, the page language, the visitor’s address; the success in its words', async () => {
    serve(201, { data: { email: 'anna@example.com', alreadySubscribed: false } });
    const state = await subscribeAction(ru, { ...initialSubscriptionState, attempt: 2 }, form(anna));
    expect(state).toEqual({ kind: 'subscribed', message: 'Готово! Письма с расписанием будут приходить на anna@example.com.', attempt: 3 });
    expect(sent).toEqual([
      {
        body: { name: 'Анна', email: 'anna@example.com', city: 'Казань', cityId: 3, consent: true, source: 'newsletter' },
        // Only the address the nearest proxy saw: entries further left were written by someone unknown.
        forwardedFor: '203.0.113.7',
        language: 'ru',
      },
    ]);
  });

  it('an address already subscribed is a success too; the private-event variant has its own words and source', async () => {
    serve(200, { data: { email: 'marie@example.fr', alreadySubscribed: true } });
    const state = await subscribeAction({ locale: 'fr', variant: 'privateEvent', cities: null }, initialSubscriptionState, form({ ...anna, city: 'Lyon' }));
    expect(state).toMatchObject({ kind: 'subscribed', message: expect.stringContaining('marie@example.fr') });
    expect(sent[0]?.body).toEqual({ name: 'Анна', email: 'anna@example.com', city: 'Lyon', consent: true, source: 'private_event' });
  });

  it("a 422: the server's own words under their fields (the city's id is the city field), what was sent kept", async () => {
    serve(422, { message: 'The given data was invalid.', errors: { email: ['The email must be a valid email address.'], cityId: ['The city is unknown.'] } });
    const state = await subscribeAction({ ...ru, locale: 'en' }, initialSubscriptionState, form(anna));
    expect(state).toEqual({
      kind: 'editing',
      values: { name: 'Анна', email: 'anna@example.com', city: '3', consent: true },
      errors: { email: 'The email must be a valid email address.', city: 'The city is unknown.' },
      alert: null,
      attempt: 1,
    });
  });

  it.each([
    ['ru', 429, { 'Retry-After': '21' }, 'Слишком много запросов из вашей сети. Попробуйте снова через 21 секунду: всё введённое сохранено.'],
    ['en', 429, { 'Retry-After': '21' }, 'Too many requests from your network. Please try again in 21 seconds: everything you typed is still here.'],
    ['en', 500, {}, 'The server is not responding. Please try again: everything you typed is still here.'],
    ['fr', 403, {}, 'Le formulaire n’a pas pu être envoyé. Réessayez.'],
  ] as const)('a failure naming no field is one alert in the page language (%s, %i); nothing sent is lost', async (locale, status, headers, alert) => {
    serve(status, { message: 'Nope' }, headers);
    const state = (await subscribeAction({ ...ru, locale }, initialSubscriptionState, form(anna))) as Extract<SubscriptionState, { kind: 'editing' }>;
    expect(state.errors).toEqual({});
    expect(state.values).toEqual({ name: 'Анна', email: 'anna@example.com', city: '3', consent: true });
    expect(state.alert).toBe(alert);
  });

  it('refuses a context the page did not bind (the browser sends it back with the form)', async () => {
    const forged = { locale: 'de', variant: 'newsletter', cities: null } as unknown as SubscriptionContext;
    await expect(subscribeAction(forged, initialSubscriptionState, form(anna))).rejects.toThrow();
    expect(sent).toEqual([]);
  });
});
