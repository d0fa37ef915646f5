import { subscriptionRequestSchema } from '@/contract/schemas/newsletter';
import { subscriptionFormSchema, toSubscriptionRequest } from './subscription-form-schema';

const cities = [{ id: 3, name: 'Казань' }];

describe('subscription form values', () => {
  it('a picked city sends its id and name; a typed one only its text', () => {
    const picked = toSubscriptionRequest({ name: ' Анна ', email: ' a@b.ru ', city: '3', consent: true }, 'newsletter', cities);
    expect(picked).toEqual({ name: 'Анна', email: 'a@b.ru', city: 'Казань', cityId: 3, consent: true, source: 'newsletter' });
    const typed = toSubscriptionRequest({ name: 'Tom', email: 't@e.com', city: ' Leeds ', consent: true }, 'privateEvent', null);
    expect(typed).toEqual({ name: 'Tom', email: 't@e.com', city: 'Leeds', consent: true, source: 'private_event' });
    // What the form sends is what the contract accepts.
    expect(subscriptionRequestSchema.safeParse(picked).success).toBe(true);
    expect(subscriptionRequestSchema.safeParse(typed).success).toBe(true);
  });

  it('checks what the server checks: required, e-mail shape, 255 characters, consent', () => {
    const issues = (values: Record<string, unknown>) =>
      (subscriptionFormSchema.safeParse(values).error?.issues ?? []).map((i) => `${String(i.path[0])}:${i.code}`);
    // The form shows the first issue of a field: an empty e-mail reads "enter your e-mail", not "invalid".
    expect(issues({ name: ' ', email: '', city: '', consent: false })).toEqual([
      'name:too_small',
      'email:too_small',
      'email:invalid_format',
      'city:too_small',
      'consent:custom',
    ]);
    expect(issues({ name: 'x'.repeat(256), email: 'not-an-email', city: 'Казань', consent: true })).toEqual(['name:too_big', 'email:invalid_format']);
    expect(issues({ name: 'Анна', email: 'a@b.ru', city: 'Казань', consent: true })).toEqual([]);
  });

  it('takes e-mail addresses in any script, as the server does; still one @ and a dotted domain', () => {
    const emailOk = (email: string) => subscriptionFormSchema.safeParse({ name: 'Анна', email, city: 'Казань', consent: true }).success;
    expect(emailOk('имя@почта.рф')).toBe(true);
    expect(emailOk('anna@пример.испытание')).toBe(true);
    expect(emailOk('anna@localhost')).toBe(false);
    expect(emailOk('an na@example.com')).toBe(false);
    expect(emailOk('anna@@example.com')).toBe(false);
  });
});
