import { safeParse } from 'zod/v4/core';
import { privateOrderRequestSchema } from '@/contract/schemas/party';
import { format } from '../testing/fixtures';
import { emptyOrder, isSalesRequest, orderFormSchema, orderRequest, type OrderValues } from './order-form-schema';

const valid = (overrides: Partial<OrderValues> = {}): OrderValues => ({
  ...emptyOrder('ru', 'Europe/Moscow'),
  formatId: '1',
  date: '2026-12-10',
  time: '19:30',
  teams: '8',
  contactName: ' Анна Петрова ',
  email: 'anna@example.com',
  consent: true,
  ...overrides,
});
const messagesOf = (values: OrderValues) => {
  const result = orderFormSchema([format]).safeParse(values);
  if (result.success) return {};
  // The first message of each field, as the form shows it.
  return Object.fromEntries(result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the order form’s rules (the server’s own)', () => {
  it('accepts a complete order, and its body passes the contract’s schema', () => {
    expect(messagesOf(valid())).toEqual({});
    const body = orderRequest(valid({ phone: ' ', comment: ' Корпоратив ' }));
    expect(body).toEqual({
      formatId: 1,
      language: 'ru',
      date: '2026-12-10',
      time: '19:30',
      timeZone: 'Europe/Moscow',
      teams: 8,
      contactName: 'Анна Петрова',
      email: 'anna@example.com',
      phone: null,
      comment: 'Корпоратив',
      consent: true,
    });
    expect(safeParse(privateOrderRequestSchema, body).success).toBe(true);
  });

  it('names every missing or wrong field with a message key', () => {
    expect(messagesOf({ ...emptyOrder('en', ''), time: '' })).toEqual({
      formatId: 'formatRequired',
      date: 'dateRequired',
      time: 'timeRequired',
      timeZone: 'timeZoneRequired',
      teams: 'teamsRequired',
      contactName: 'nameRequired',
      email: 'emailRequired',
      consent: 'consentRequired',
    });
    expect(messagesOf(valid({ email: 'anna@', phone: 'call me', contactName: 'x'.repeat(256) }))).toEqual({
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      contactName: 'tooLong',
    });
  });

  it('keeps the number of teams within the chosen format', () => {
    expect(messagesOf(valid({ teams: '1' }))).toEqual({ teams: 'teamsRange' });
    expect(messagesOf(valid({ teams: '41' }))).toEqual({ teams: 'teamsRange' });
    expect(messagesOf(valid({ teams: '40' }))).toEqual({});
  });

  it('big orders go to the sales team from the language’s threshold (ru 31, en and fr 21)', () => {
    expect(isSalesRequest('ru', 30)).toBe(false);
    expect(isSalesRequest('ru', 31)).toBe(true);
    expect(isSalesRequest('en', 21)).toBe(true);
    expect(isSalesRequest('fr', 20)).toBe(false);
  });
});
