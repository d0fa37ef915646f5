import { ApiFailure } from '@/lib/api/api-failure';
import { describeFormFailure } from './form-failure';
import { describeLoginFailure } from './login-failure';

const http = (status: number, details: unknown, error = 'x') => new ApiFailure({ status, statusText: '', error, details, kind: 'http' });

describe('describeLoginFailure', () => {
  it('puts 422 field messages under their fields', () => {
    const view = describeLoginFailure(http(422, { message: 'The given data was invalid.', errors: { email: ['Wrong.'], password: ['Short.'] } }));
    expect(view).toEqual({
      fields: { email: { kind: 'server', text: 'Wrong.' }, password: { kind: 'server', text: 'Short.' } },
      alert: null,
    });
  });

  it("shows 'The given data was invalid' as a prompt to enter the e-mail", () => {
    const view = describeLoginFailure(http(422, { message: 'The given data was invalid.' }, 'The given data was invalid.'));
    expect(view.fields.email).toEqual({ kind: 'enter-email' });
  });

  it.each(['Указанные данные недействительны.', 'Les données fournies sont invalides.'])(
    'recognises the localised summary %s as the same prompt',
    (summary) => {
      expect(describeLoginFailure(http(422, { message: summary }, summary)).fields.email).toEqual({ kind: 'enter-email' });
    },
  );

  it('maps 429, 5xx, network failures and unknown errors to alerts', () => {
    expect(describeLoginFailure(http(429, null))).toEqual({ fields: {}, alert: 'tooManyAttempts', retryAfter: undefined });
    expect(describeLoginFailure(http(429, { message: 'Too many', retry_after: 42 })).retryAfter).toBe(42);
    expect(describeLoginFailure(http(503, null)).alert).toBe('serverUnavailable');
    expect(describeLoginFailure(new ApiFailure({ status: 0, statusText: '', error: '', kind: 'network' })).alert).toBe('serverUnavailable');
    expect(describeLoginFailure(new Error('boom')).alert).toBe('unexpected');
    expect(describeLoginFailure(http(403, null)).alert).toBe('unexpected');
  });

  it('other forms: only their fields, and an alert when a 422 names none of them', () => {
    const failure = http(422, { message: 'x', errors: { token: ['Bad token.'], email: ['Unknown.'] } });
    expect(describeFormFailure(failure, ['email', 'token'])).toEqual({
      fields: { email: { kind: 'server', text: 'Unknown.' }, token: { kind: 'server', text: 'Bad token.' } },
      alert: null,
    });
    expect(describeFormFailure(http(422, { message: 'x', errors: { other: ['?'] } }), ['email'])).toEqual({ fields: {}, alert: 'unexpected' });
  });
});
